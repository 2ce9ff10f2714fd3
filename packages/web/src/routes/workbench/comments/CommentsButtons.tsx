import { ActionIcon, Button, Tooltip } from "@mantine/core";
import { IconMessage, IconMessagePlus } from "@tabler/icons-react";
import { COMMENT_KEY } from "./use-comment-mode-key";
import type { WorkbenchComments } from "./use-workbench-comments";

/** The header's comment tool (C) and the button that opens the comments panel. */
export function CommentsButtons({ comments }: { comments: WorkbenchComments }) {
  return (
    <>
      {comments.canComment && (
        <Tooltip label={`Add a comment (${COMMENT_KEY})`} withArrow>
          <ActionIcon
            variant={comments.placing ? "light" : "subtle"}
            color={comments.placing ? "blue" : "gray"}
            aria-label="Add a comment"
            aria-pressed={comments.placing}
            onClick={() => comments.setPlacing(!comments.placing)}
          >
            <IconMessagePlus size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      <Button
        size="compact-sm"
        variant={comments.panelOpen ? "light" : "subtle"}
        leftSection={<IconMessage size={16} />}
        aria-expanded={comments.panelOpen}
        onClick={() => comments.setPanelOpen(!comments.panelOpen)}
      >
        Comments{comments.openCount > 0 ? ` (${comments.openCount})` : ""}
      </Button>
    </>
  );
}
