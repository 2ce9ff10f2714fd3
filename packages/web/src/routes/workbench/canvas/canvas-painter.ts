import type { PointerInput } from "@contour/canvas";

/**
 * Something that takes the drawing pointer from the editor while it is on (the Render panel's
 * painted mask), with the same inputs the editor gets. It answers whether it took a press; the
 * editor gets the ones it did not (space held or the middle button still pan). Moves and ends of
 * a press it did not take it ignores.
 */
export interface CanvasPainter {
  pointerDown(input: PointerInput): boolean;
  pointerMove(input: PointerInput): void;
  pointerUp(input: PointerInput): void;
  /** Drops the press under way (a second finger made it a gesture, the browser took it). */
  cancel(): void;
}
