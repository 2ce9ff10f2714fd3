import { firstPlanWith } from "@contour/core";
import { Button, Group, List, Modal, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import type { CombinedError } from "urql";
import { errorCode } from "../../../lib/error-message";
import { limitErrorAction } from "../../../lib/notify-limit-error";
import { LOG_FEATURES, type LogFeature } from "./log-features";

/**
 * The upgrade modal of the logs pages (spec workspace-admin §2): shown when the server refuses the
 * log for the workspace's plan. Closing it goes back to General settings.
 */
export function LogsPaywall({
  feature,
  organizationId,
  error,
}: {
  feature: LogFeature;
  organizationId: string;
  error: CombinedError | undefined;
}) {
  const navigate = useNavigate();
  const action = limitErrorAction(errorCode(error), organizationId);
  if (!action) return null;
  const { title, notInPlan, benefits } = LOG_FEATURES[feature];
  const plan = firstPlanWith(feature);
  const close = () => navigate(`/settings/organization/${organizationId}/general`);

  return (
    <Modal opened onClose={close} centered size={460} title={<Text fw={600}>{title}</Text>}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={40} radius="xl">
            <IconLock size={20} stroke={1.6} aria-hidden />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} fz="h4">
              Available on the {planName(plan)} plan
            </Title>
            <Text c="dimmed" fz="sm">
              {notInPlan}
              {action.kind === "contactSupport"
                ? " Your plan is managed by our team: contact support to add them."
                : " Upgrade this workspace to turn them on."}
            </Text>
          </Stack>
        </Group>
        <List size="sm" spacing={4}>
          {benefits.map((benefit) => (
            <List.Item key={benefit}>{benefit}</List.Item>
          ))}
        </List>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            Not now
          </Button>
          {action.kind === "upgrade" ? (
            <Button onClick={() => navigate(action.to)} data-autofocus>
              {action.label}
            </Button>
          ) : (
            <Button component="a" href={action.href} data-autofocus>
              {action.label}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

/** "ORGANIZATION" as people read it. */
function planName(plan: string): string {
  return plan.charAt(0) + plan.slice(1).toLowerCase();
}
