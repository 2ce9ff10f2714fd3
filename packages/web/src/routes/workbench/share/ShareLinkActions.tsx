import { ActionIcon, CopyButton, Group, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy, IconTrash } from "@tabler/icons-react";
import { shareLinkUrl } from "./share-link-url";

/** Copies a share link's address, and says so. */
export function CopyLinkButton({ url }: { url: string }) {
  return (
    <CopyButton value={url}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? "Copied" : "Copy link"} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? "teal" : "gray"}
            aria-label="Copy link"
            onClick={copy}
          >
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/**
 * A listed link's actions, in the Share dialog and the workspace's list: Copy link (when the
 * server can give its token again) and Revoke link.
 */
export function ShareLinkActions({
  token,
  onRevoke,
}: {
  token: string | null;
  onRevoke: () => void;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      {token && <CopyLinkButton url={shareLinkUrl(token)} />}
      <Tooltip label="Revoke link" withArrow>
        <ActionIcon variant="subtle" color="red" aria-label="Revoke link" onClick={onRevoke}>
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
