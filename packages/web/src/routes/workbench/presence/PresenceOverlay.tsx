import {
  artboardToScreen,
  type Editor,
  othersSelectionBounds,
  type PresenceSelection,
  type Rect,
  rectCorners,
} from "@contour/canvas";
import { useCallback, useMemo } from "react";
import { useDocumentVersion } from "../use-document-version";
import { useEditorState } from "../use-editor-state";
import classes from "./Presence.module.css";
import type { Collaborator } from "./presence-room";
import type { Presence } from "./use-presence";
import { useRoomSelector } from "./use-room-selector";

type Outline = { clientId: number; color: string; selection: PresenceSelection };

const sameOutlines = (a: readonly Outline[], b: readonly Outline[]) =>
  a.length === b.length &&
  a.every((outline, index) => {
    const other = b[index];
    return (
      other !== undefined &&
      outline.clientId === other.clientId &&
      outline.color === other.color &&
      outline.selection.layerId === other.selection.layerId &&
      outline.selection.elementIds.join() === other.selection.elementIds.join()
    );
  });

/**
 * Where the others are on the canvas, placed through our own viewport: each person's pointer
 * with their name in their colour (viewers' too; never our own, from any of our tabs), and an
 * outline in their colour around what they have selected.
 */
export function PresenceOverlay({ editor, presence }: { editor: Editor; presence: Presence }) {
  const { room, self } = presence;
  const viewport = useEditorState(editor, (state) => state.viewport);
  const version = useDocumentVersion(editor.doc);
  const selectCursors = useCallback(
    (list: readonly Collaborator[]) =>
      list.filter(({ state }) => state.pointer && state.user.id !== self.id),
    [self.id],
  );
  const selectOutlines = useCallback(
    (list: readonly Collaborator[]) =>
      list.flatMap(({ clientId, state }) =>
        state.selection && state.user.id !== self.id
          ? [{ clientId, color: state.user.color, selection: state.selection }]
          : [],
      ),
    [self.id],
  );
  const cursors = useRoomSelector(room, selectCursors);
  const outlines = useRoomSelector(room, selectOutlines, sameOutlines);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the document's change signal (an outlined element moved).
  const bounds = useMemo(
    () =>
      outlines.flatMap((outline) => {
        const rect = othersSelectionBounds(editor.doc, outline.selection);
        return rect ? [{ ...outline, rect }] : [];
      }),
    [editor.doc, outlines, version],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the document's change signal.
  const artboardId = useMemo(() => editor.artboard()?.id ?? null, [editor, version]);
  // On a turned view an artboard rectangle is a turned one: its four corners, placed.
  const onScreen = (rect: Rect) =>
    rectCorners(rect)
      .map((corner) => artboardToScreen(viewport, corner))
      .map(({ x, y }) => `${x},${y}`)
      .join(" ");

  return (
    <div className={classes.overlay} aria-hidden>
      <svg className={classes.outlines} aria-hidden>
        {bounds.map(({ clientId, color, rect }) => (
          <polygon
            key={clientId}
            className={classes.outline}
            stroke={color}
            points={onScreen(rect)}
            data-testid="others-selection"
          />
        ))}
      </svg>
      {cursors.map(({ clientId, state }) => {
        if (!state.pointer || (state.artboardId && state.artboardId !== artboardId)) return null;
        const at = artboardToScreen(viewport, state.pointer);
        return (
          <div
            key={clientId}
            className={classes.cursor}
            style={{ transform: `translate(${at.x}px, ${at.y}px)` }}
            data-testid="cursor"
          >
            <svg className={classes.arrow} width="16" height="22" viewBox="0 0 16 22" aria-hidden>
              <path
                d="M1 1 L1 17.5 L5.2 13.6 L8.2 20.6 L11.1 19.3 L8.2 12.5 L14 12.5 Z"
                fill={state.user.color}
                stroke="#ffffff"
                strokeWidth="1.5"
                strokeLinejoin="round"
              />
            </svg>
            <span className={classes.label} style={{ background: state.user.color }}>
              {state.user.name}
            </span>
          </div>
        );
      })}
    </div>
  );
}
