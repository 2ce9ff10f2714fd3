import { Paper, Stack, Stepper } from "@mantine/core";
import type { ReactNode } from "react";
import { CenteredPage } from "../../components/CenteredPage";
import { UserMenu } from "../../components/UserMenu";

export type CreateStep = 0 | 1 | 2;

/** One step of the creation wizard, under the three-step progress indicator. */
export function CreateWizardLayout({ step, children }: { step: CreateStep; children: ReactNode }) {
  return (
    <CenteredPage width={520} headerRight={<UserMenu />}>
      <Stack gap="xl">
        <Stepper
          active={step}
          size="sm"
          allowNextStepsSelect={false}
          aria-label="Workspace creation progress"
        >
          <Stepper.Step label="Name" />
          <Stepper.Step label="Invite" />
          <Stepper.Step label="Start drawing" />
        </Stepper>
        <Paper withBorder radius="lg" p={32}>
          {children}
        </Paper>
      </Stack>
    </CenteredPage>
  );
}
