import { Group, Loader, Text } from "@mantine/core";
import { IconCloudCheck, IconCloudOff } from "@tabler/icons-react";

/** Where the user's changes are: on their way, stored by the server, or stuck in this tab. */
export type SaveStatus = "saving" | "saved" | "offline";

const LABEL: Record<SaveStatus, string> = {
  saving: "Saving…",
  saved: "Saved",
  offline: "Offline",
};

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
        {LABEL[status]}
      </Text>
    </Group>
  );
}
