import { Group, Paper, Text } from "@mantine/core";
import { WhiteLabelIcon } from "../../../components/WhiteLabelIcon";
import { SettingsSection } from "../SettingsPage";

/** General › the workspace's white-label icon, read-only: Contour staff set it. */
export function WhiteLabelSection({ name, iconUrl }: { name: string; iconUrl: string }) {
  return (
    <SettingsSection
      title="White-label icon"
      description="Shown instead of the Contour logo to your members and on your invite links."
    >
      <Paper withBorder radius="md" p="lg">
        <Group gap="md">
          <WhiteLabelIcon iconUrl={iconUrl} name={name} size={48} />
          <Text fz="sm" c="dimmed">
            Set by Contour. To change it, contact us.
          </Text>
        </Group>
      </Paper>
    </SettingsSection>
  );
}
