import "../../styles/mantine-changelog.css";
import { UNSEEN_CHANGELOG_COUNT } from "@contour/core";
import { Badge, Button, Group, Modal, Stack, Text, Title, Typography } from "@mantine/core";
import { useState } from "react";
import { useMutation, useQuery } from "urql";
import {
  MarkChangelogSeenMutation,
  UnseenChangelogsQuery,
} from "../../graphql/documents/changelog";
import { useCurrentUser } from "../../lib/current-user";
import { errorText } from "../../lib/error-message";
import { formatLongDate } from "../../lib/format-date";
import { notifyError } from "../../lib/notify";

export const CHANGELOG_POPUP_WIDTH = 600;

/**
 * What changed since the user's last visit (spec files-and-auth §4.5): opens by itself when there
 * are unseen entries, and closing it in any way marks them all as seen.
 */
export function ChangelogPopup() {
  const user = useCurrentUser();
  // Always asked of the server: a cached answer from before the last close would reopen it.
  const [{ data }] = useQuery({
    query: UnseenChangelogsQuery,
    variables: { count: UNSEEN_CHANGELOG_COUNT },
    requestPolicy: "network-only",
  });
  const [, markSeen] = useMutation(MarkChangelogSeenMutation);
  const [index, setIndex] = useState(0);
  const [closed, setClosed] = useState(false);

  const entries = data?.unseenChangelogs.nodes ?? [];
  const entry = entries[index];
  if (closed || !entry) return null;

  const close = async () => {
    setClosed(true);
    const result = await markSeen({
      input: { id: user.id, patch: { lastChangelogSeenAt: new Date().toISOString() } },
    });
    if (result.error) notifyError(errorText(result.error));
  };
  const isFirst = index === 0;
  const isLast = index === entries.length - 1;

  return (
    <Modal
      opened
      onClose={close}
      size={CHANGELOG_POPUP_WIDTH}
      centered
      title={<Text fw={600}>What's new in Contour</Text>}
    >
      <Stack gap="md">
        <Text c="dimmed" fz="sm">
          Here's what changed since your last visit.
        </Text>
        <Stack gap={6} data-testid="changelog-entry">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={3} fz="lg">
              {entry.title}
            </Title>
            <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
              {formatLongDate(entry.createdAt)}
            </Badge>
          </Group>
          <Typography
            fz="sm"
            // Written by Contour staff in /admin, rendered and sanitized by the server.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML, see above
            dangerouslySetInnerHTML={{ __html: entry.content }}
          />
        </Stack>
        <Group justify="space-between">
          <Text c="dimmed" fz="sm">
            {entries.length > 1 ? `${index + 1} of ${entries.length}` : ""}
          </Text>
          <Group gap="xs">
            {entries.length > 1 && (
              <Button variant="default" disabled={isFirst} onClick={() => setIndex(index - 1)}>
                Previous
              </Button>
            )}
            {isLast ? (
              <Button onClick={close} data-autofocus>
                Close
              </Button>
            ) : (
              <Button onClick={() => setIndex(index + 1)} data-autofocus>
                Next
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
