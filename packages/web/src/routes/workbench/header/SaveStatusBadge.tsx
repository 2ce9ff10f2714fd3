import { Group, Loader, Text } from "@mantine/core";
import { IconCloudCheck, IconCloudOff } from "@tabler/icons-react";
import { SAVE_STATUS_TEXT, type SaveStatus } from "../collab/save-status";

/** The header's saving status ("Saved" only once the server has stored every change). */
export function SaveStatusBadge({ status }: { status: SaveStatus }) {
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite" data-status={status}>
      {status === "saving" && <Loader size={12} aria-hidden />}
      {status === "saved" && (
        <IconCloudCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />
      )}
      {status === "offline" && (
        <IconCloudOff size={16} color="var(--mantine-color-orange-6)" aria-hidden />
      )}
      <Text fz="xs" c={status === "offline" ? "orange.7" : "dimmed"}>
        {SAVE_STATUS_TEXT[status]}
      </Text>
    </Group>
  );
}
