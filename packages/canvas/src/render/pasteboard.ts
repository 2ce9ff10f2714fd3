import type { Rect } from "../geometry/rect.js";

/**
 * How far around the board its artwork still shows on the workbench screen, as a share of the
 * board's longer side on each side (docs/decisions.md, "strokes beyond the board"): what a
 * stroke drawn past the edge looks like stays in view while drawing and after, faded. Exports
 * and thumbnails show the board only.
 */
const PASTEBOARD_SHARE = 0.25;

/** How much of the artwork's opacity is taken away beyond the board's edge. */
export const PASTEBOARD_FADE = 0.65;

/** The area of the artboard's plane the screen renderer shows: the board and its margin. */
export function pasteboardAround(board: Rect): Rect {
  const margin = Math.max(board.width, board.height) * PASTEBOARD_SHARE;
  return {
    x: board.x - margin,
    y: board.y - margin,
    width: board.width + 2 * margin,
    height: board.height + 2 * margin,
  };
}
