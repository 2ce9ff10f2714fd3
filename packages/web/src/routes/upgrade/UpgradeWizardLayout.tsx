import { Paper, Stack, Stepper } from "@mantine/core";
import type { ReactNode } from "react";
import { CenteredPage } from "../../components/CenteredPage";
import { UserMenu } from "../../components/UserMenu";

/** 0 select the workspace, 1 review its editors, 2 paid; 3 marks every step done. */
export type UpgradeStep = 0 | 1 | 2 | 3;

/** One step of the upgrade flow under its three-step progress indicator (spec §2, §9). */
export function UpgradeWizardLayout({
  step,
  width = 520,
  children,
}: {
  step: UpgradeStep;
  width?: number;
  children: ReactNode;
}) {
  return (
    <CenteredPage width={width} headerRight={<UserMenu />}>
      <Stack gap="xl">
        <Stepper active={step} size="sm" allowNextStepsSelect={false} aria-label="Upgrade progress">
          <Stepper.Step label="Workspace" />
          <Stepper.Step label="Editors" />
          <Stepper.Step label="Payment" />
        </Stepper>
        <Paper withBorder radius="lg" p={32}>
          {children}
        </Paper>
      </Stack>
    </CenteredPage>
  );
}
