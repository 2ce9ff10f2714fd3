import { COMMENT_FILTERS, type CommentFilter } from "@contour/core";
import {
  ActionIcon,
  Alert,
  CloseButton,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { CommentThreadDetail } from "../../../graphql/documents/comments";
import { formatAgo } from "../../../lib/format-date";
import classes from "./Comments.module.css";
import { authorName, CommentThreadView, DELETED_ARTBOARD_TEXT } from "./CommentThreadView";
import type { CommentActions } from "./use-comment-actions";
import { COMMENT_KEY } from "./use-comment-mode-key";
import type { WorkbenchComments } from "./use-workbench-comments";

const FILTER_LABELS: Record<CommentFilter, string> = {
  OPEN: "Open",
  RESOLVED: "Resolved",
  MINE: "Mine",
};

const EMPTY_TEXTS: Record<CommentFilter, string> = {
  OPEN: "No open comments.",
  RESOLVED: "No resolved comments.",
  MINE: "You have not commented on this file yet.",
};

function ThreadCard({
  thread,
  number,
  onDeletedArtboard,
  onOpen,
}: {
  thread: CommentThreadDetail;
  number: number;
  onDeletedArtboard: boolean;
  onOpen: () => void;
}) {
  const [opening] = thread.comments;
  const replies = thread.comments.length - 1;
  return (
    <UnstyledButton className={classes.card} onClick={onOpen} aria-label={`Thread ${number}`}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text size="sm" fw={600} truncate>
          {opening ? authorName(opening) : ""}
        </Text>
        <Text size="xs" c="dimmed">
          {formatAgo(thread.createdAt)}
        </Text>
      </Group>
      <Text size="sm" lineClamp={3}>
        {opening?.body}
      </Text>
      <Text size="xs" c="dimmed">
        {replies === 0 ? "No replies" : replies === 1 ? "1 reply" : `${replies} replies`}
        {thread.resolved ? " · Resolved" : ""}
        {onDeletedArtboard ? ` · ${DELETED_ARTBOARD_TEXT}` : ""}
      </Text>
    </UnstyledButton>
  );
}

/** The comments panel: the threads under a filter, or one thread. */
export function CommentsPanel({
  comments,
  actions,
}: {
  comments: WorkbenchComments;
  actions: CommentActions;
}) {
  const { selected } = comments;
  return (
    <aside className={classes.panel} aria-label="Comments">
      <Group justify="space-between" className={classes.panelHead}>
        <Group gap="xs">
          {selected && (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label="All comments"
              onClick={() => comments.select(null)}
            >
              <IconArrowLeft size={16} />
            </ActionIcon>
          )}
          <Title order={2} size="sm">
            Comments
          </Title>
        </Group>
        <CloseButton
          size="sm"
          aria-label="Close the Comments panel"
          onClick={() => comments.setPanelOpen(false)}
        />
      </Group>
      <div className={classes.panelBody}>
        {selected ? (
          <CommentThreadView
            thread={selected}
            onDeletedArtboard={comments.isOnDeletedArtboard(selected)}
            workbenchId={comments.workbenchId}
            actions={actions}
          />
        ) : (
          <Stack gap="sm">
            <SegmentedControl
              size="xs"
              fullWidth
              aria-label="Show comments"
              value={comments.filter}
              onChange={(value) => comments.setFilter(value as CommentFilter)}
              data={COMMENT_FILTERS.map((filter) => ({
                value: filter,
                label: FILTER_LABELS[filter],
              }))}
            />
            {comments.refusal ? (
              <Alert color="gray" p="xs">
                <Text size="xs">{comments.refusal}</Text>
              </Alert>
            ) : (
              <Text size="xs" c="dimmed">
                Press {COMMENT_KEY}, then click the drawing to pin a comment there.
              </Text>
            )}
            {comments.shown.length === 0 ? (
              <Text size="sm" c="dimmed">
                {EMPTY_TEXTS[comments.filter]}
              </Text>
            ) : (
              comments.shown.map((thread) => (
                <ThreadCard
                  key={thread.id}
                  thread={thread}
                  number={comments.threads.indexOf(thread) + 1}
                  onDeletedArtboard={comments.isOnDeletedArtboard(thread)}
                  onOpen={() => comments.select(thread.id)}
                />
              ))
            )}
          </Stack>
        )}
      </div>
    </aside>
  );
}
