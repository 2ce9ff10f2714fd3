import { ActionIcon, Avatar, Button, Group, Menu, Stack, Text } from "@mantine/core";
import { IconCheck, IconDots, IconRotate } from "@tabler/icons-react";
import { useState } from "react";
import { confirmAction } from "../../../components/confirm-action";
import type { CommentThreadDetail } from "../../../graphql/documents/comments";
import { formatAgo } from "../../../lib/format-date";
import { CommentComposer } from "./CommentComposer";
import classes from "./Comments.module.css";
import { splitMentions } from "./mention-text";
import type { CommentActions } from "./use-comment-actions";

type CommentDetail = CommentThreadDetail["comments"][number];

export const authorName = (comment: Pick<CommentDetail, "author">): string =>
  comment.author ? comment.author.name || comment.author.email : "Deleted account";

function CommentItem({
  comment,
  workbenchId,
  actions,
}: {
  comment: CommentDetail;
  workbenchId: string;
  actions: CommentActions;
}) {
  const [editing, setEditing] = useState(false);
  const name = authorName(comment);
  return (
    <article className={classes.comment} aria-label={`Comment by ${name}`}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Group gap="xs" wrap="nowrap">
          <Avatar size="sm" radius="xl" name={name} color="initials" />
          <div>
            <Text size="sm" fw={600}>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatAgo(comment.createdAt)}
              {comment.editedAt ? " · edited" : ""}
            </Text>
          </div>
        </Group>
        {comment.canEdit && !editing && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Comment actions">
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setEditing(true)}>Edit</Menu.Item>
              <Menu.Item
                color="red"
                onClick={async () => {
                  const confirmed = await confirmAction({
                    title: "Delete comment",
                    message:
                      "Delete this comment? A thread's first comment takes its replies with it.",
                    confirm: "Delete",
                    destructive: true,
                  });
                  if (confirmed) await actions.remove(comment.id);
                }}
              >
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {editing ? (
        <CommentComposer
          workbenchId={workbenchId}
          label="Edit comment"
          placeholder="Edit your comment"
          submitLabel="Save"
          initialText={comment.body}
          autoFocus
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            const saved = await actions.edit(comment.id, body);
            if (saved) setEditing(false);
            return saved;
          }}
        />
      ) : (
        <Text size="sm" className={classes.body}>
          {splitMentions(
            comment.body,
            comment.mentions.map((member) => member.name || member.email),
          ).map((part, index) =>
            part.mention ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order.
              <span key={index} className={classes.mention}>
                {part.text}
              </span>
            ) : (
              part.text
            ),
          )}
        </Text>
      )}
    </article>
  );
}

/** A thread whose artboard was deleted after it was pinned: listed, without a pin. */
export const DELETED_ARTBOARD_TEXT = "On a deleted artboard";

/** One thread: its comments, resolve or reopen, and a reply. */
export function CommentThreadView({
  thread,
  workbenchId,
  onDeletedArtboard,
  actions,
}: {
  thread: CommentThreadDetail;
  workbenchId: string;
  onDeletedArtboard: boolean;
  actions: CommentActions;
}) {
  return (
    <Stack gap="sm" aria-label="Comment thread" role="region">
      {thread.canResolve && (
        <Group justify="flex-end">
          {thread.resolved ? (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconRotate size={14} />}
              onClick={() => void actions.setResolved(thread.id, false)}
            >
              Reopen
            </Button>
          ) : (
            <Button
              size="compact-sm"
              variant="light"
              color="green"
              leftSection={<IconCheck size={14} />}
              onClick={() => void actions.setResolved(thread.id, true)}
            >
              Resolve
            </Button>
          )}
        </Group>
      )}
      {onDeletedArtboard && (
        <Text size="xs" c="dimmed">
          {DELETED_ARTBOARD_TEXT}
        </Text>
      )}
      {thread.resolved && (
        <Text size="xs" c="dimmed">
          Resolved{thread.resolvedBy ? ` by ${thread.resolvedBy.name}` : ""}
        </Text>
      )}
      {thread.comments.map((comment) => (
        <CommentItem
          key={comment.id}
          comment={comment}
          workbenchId={workbenchId}
          actions={actions}
        />
      ))}
      {thread.canReply && (
        <CommentComposer
          workbenchId={workbenchId}
          label="Reply"
          placeholder="Reply… type @ to mention someone"
          submitLabel="Reply"
          onSubmit={(body, mentionIds) => actions.reply(thread.id, body, mentionIds)}
        />
      )}
    </Stack>
  );
}
