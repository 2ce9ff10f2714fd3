import { artboardToScreen, screenToArtboard } from "@contour/canvas";
import { Paper } from "@mantine/core";
import type { PointerEvent } from "react";
import { useShownArtboardId } from "../artboard/use-shown-artboard";
import { useEditorState } from "../use-editor-state";
import { CommentComposer } from "./CommentComposer";
import classes from "./Comments.module.css";
import type { CommentActions } from "./use-comment-actions";
import type { WorkbenchComments } from "./use-workbench-comments";

/**
 * The comments over the drawing: a pin for each open thread of the shown artboard (and the
 * selected one, resolved or not), placed from its artboard point through the view, so it moves
 * with the artboard when the view pans, zooms or turns. In comment mode a click anywhere pins a
 * new comment there and opens a field to write it.
 */
export function CommentLayer({
  comments,
  actions,
}: {
  comments: WorkbenchComments;
  actions: CommentActions;
}) {
  const { editor, draft, placing, selected } = comments;
  const viewport = useEditorState(editor, (state) => state.viewport);
  const artboardId = useShownArtboardId(editor);

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || !artboardId) return;
    const box = event.currentTarget.getBoundingClientRect();
    const point = screenToArtboard(viewport, {
      x: event.clientX - box.left,
      y: event.clientY - box.top,
    });
    comments.select(null);
    comments.setDraft({ artboardId, x: point.x, y: point.y });
  };

  const draftAt =
    draft && draft.artboardId === artboardId ? artboardToScreen(viewport, draft) : null;

  return (
    <div
      className={placing ? `${classes.layer} ${classes.placing}` : classes.layer}
      onPointerDown={placing ? handlePointerDown : undefined}
      data-testid="comment-layer"
    >
      {comments.threads.map((thread, index) => {
        if (thread.artboardId !== artboardId) return null;
        const isSelected = thread.id === selected?.id;
        if (thread.resolved && !isSelected) return null;
        const at = artboardToScreen(viewport, thread);
        const opening = thread.comments[0];
        return (
          <button
            key={thread.id}
            type="button"
            className={classes.pin}
            data-selected={isSelected || undefined}
            style={{ left: at.x, top: at.y }}
            aria-label={`Comment ${index + 1}`}
            title={opening?.body}
            onPointerDown={(event) => event.stopPropagation()}
            onClick={() => comments.select(thread.id)}
          >
            {index + 1}
          </button>
        );
      })}
      {draft && draftAt && (
        <>
          <span
            className={`${classes.pin} ${classes.draftPin}`}
            style={{ left: draftAt.x, top: draftAt.y }}
          />
          <Paper
            className={classes.draftCard}
            shadow="md"
            withBorder
            style={{ left: draftAt.x + 20, top: draftAt.y }}
            onPointerDown={(event) => event.stopPropagation()}
          >
            <CommentComposer
              workbenchId={comments.workbenchId}
              label="Comment"
              placeholder="Add a comment… type @ to mention someone"
              submitLabel="Comment"
              autoFocus
              onCancel={() => comments.setDraft(null)}
              onSubmit={(body, mentionIds) => actions.createThread(draft, body, mentionIds)}
            />
          </Paper>
        </>
      )}
    </div>
  );
}
