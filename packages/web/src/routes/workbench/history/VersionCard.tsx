import { ActionIcon, Badge, Menu, Stack, Text } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import type { WorkbenchVersionView } from "../../../graphql/documents/versions";
import classes from "./HistoryPanel.module.css";
import { authorsText, versionTime } from "./version-days";

export type VersionAction = "compare" | "restore" | "copy" | "name" | "delete";

const KIND_BADGE: Record<WorkbenchVersionView["kind"], string | null> = {
  AUTO: null,
  NAMED: null,
  BEFORE_RESTORE: "Before restore",
};

/** One version of the History panel: its preview, name or time, who changed it, its actions. */
export function VersionCard({
  version,
  canCreateFiles,
  onAction,
}: {
  version: WorkbenchVersionView;
  canCreateFiles: boolean;
  onAction: (action: VersionAction, version: WorkbenchVersionView) => void;
}) {
  const time = versionTime(version.createdAt);
  const title = version.name ?? time;
  const badge = KIND_BADGE[version.kind];
  return (
    <div className={classes.card} data-testid="version">
      <img
        className={classes.preview}
        src={version.previewUrl}
        alt={`Preview of ${title}`}
        loading="lazy"
      />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={version.name ? 600 : 400} truncate>
          {title}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {version.name ? `${time} · ` : ""}
          {authorsText(version.authors.map((author) => author.name))}
        </Text>
        {badge && (
          <Badge size="xs" variant="light" color="gray">
            {badge}
          </Badge>
        )}
      </Stack>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${title}`}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => onAction("compare", version)}>Compare with current</Menu.Item>
          {version.isRestorable && (
            <Menu.Item onClick={() => onAction("restore", version)}>Restore this version</Menu.Item>
          )}
          {canCreateFiles && (
            <Menu.Item onClick={() => onAction("copy", version)}>Open as a copy</Menu.Item>
          )}
          {version.isNameable && (
            <Menu.Item onClick={() => onAction("name", version)}>
              {version.name ? "Rename…" : "Name this version…"}
            </Menu.Item>
          )}
          {version.isDeletable && (
            <>
              <Menu.Divider />
              <Menu.Item color="red" onClick={() => onAction("delete", version)}>
                Delete version
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
    </div>
  );
}
