import { Group, Paper, SegmentedControl, Stack, Text } from "@mantine/core";
import { useMutation } from "urql";
import {
  type AdminOrganizationDetail,
  UpdateAdminOrganizationMutation,
} from "../../../graphql/documents/admin";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { SettingsSection } from "../../settings/SettingsPage";

type Choice = "plan" | "on" | "off";

const choiceOf = (override: boolean | null): Choice =>
  override === null ? "plan" : override ? "on" : "off";

/** The plan table's switches, each following the plan or forced on or off, saved at once. */
export function FeatureFlagsSection({ workspace }: { workspace: AdminOrganizationDetail }) {
  const [, updateWorkspace] = useMutation(UpdateAdminOrganizationMutation);

  async function handleChange(feature: AdminOrganizationDetail["features"][number], to: Choice) {
    const enabled = to === "plan" ? null : to === "on";
    const result = await updateWorkspace({
      input: { id: workspace.id, patch: { featureFlags: [{ feature: feature.feature, enabled }] } },
    });
    if (result.error) {
      notifyError(prefixedErrorMessage("Error while saving: ", result.error));
      return;
    }
    notifySuccess(`${feature.label} updated!`);
  }

  return (
    <SettingsSection
      title="Feature flags"
      description="Each feature follows the plan unless it is turned on or off here."
    >
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          {workspace.features.map((feature) => (
            <Group key={feature.feature} justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text fw={500}>{feature.label}</Text>
                <Text fz="xs" c="dimmed">
                  {feature.enabled ? "On" : "Off"} · the plan gives it{" "}
                  {feature.planDefault ? "on" : "off"}
                </Text>
              </Stack>
              <SegmentedControl
                aria-label={feature.label}
                size="xs"
                value={choiceOf(feature.override)}
                onChange={(value) => void handleChange(feature, value as Choice)}
                data={[
                  { value: "plan", label: "Plan" },
                  { value: "on", label: "On" },
                  { value: "off", label: "Off" },
                ]}
              />
            </Group>
          ))}
        </Stack>
      </Paper>
    </SettingsSection>
  );
}
