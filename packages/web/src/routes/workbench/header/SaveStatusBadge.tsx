import { Group, Loader, Text, Tooltip } from "@mantine/core";
import { IconCloudCheck, IconCloudOff } from "@tabler/icons-react";
import { SAVE_STATUS_TEXT, type SaveStatus } from "../collab/save-status";

/** What "Offline" means for the work in progress, on hover. */
export const OFFLINE_TOOLTIP =
  "Your changes are kept on this device and sent when the connection is back.";

/** The header's saving status ("Saved" only once the server has stored every change). */
export function SaveStatusBadge({ status }: { status: SaveStatus }) {
  return (
    <Tooltip label={OFFLINE_TOOLTIP} disabled={status !== "offline"} withArrow multiline w={260}>
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
    </Tooltip>
  );
}
