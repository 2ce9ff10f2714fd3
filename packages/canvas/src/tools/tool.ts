import type { PointerInput } from "../editor/input.js";
import type { Point } from "../geometry/rect.js";

/**
 * The tools, by id. V select (rectangle select and transform), L lasso, B brush, E eraser,
 * U line, R rectangle, O ellipse, G guides, I eyedropper, H hand, Z zoom (docs/decisions.md).
 */
export const TOOL_IDS = [
  "select",
  "lasso",
  "brush",
  "eraser",
  "line",
  "rectangle",
  "ellipse",
  "guides",
  "eyedropper",
  "hand",
  "zoom",
] as const;
export type ToolId = (typeof TOOL_IDS)[number];

/** Tools that write to the document; a read-only editor does not let them be chosen. */
export const DRAWING_TOOLS: readonly ToolId[] = [
  "brush",
  "eraser",
  "line",
  "rectangle",
  "ellipse",
  "guides",
];

/**
 * Tools whose press samples colour with Alt held, as in Photoshop and Procreate: those that paint
 * in the brush colour. The eraser has no colour, and the selection tools use Alt themselves.
 */
export const ALT_SAMPLING_TOOLS: readonly ToolId[] = ["brush", "line", "rectangle", "ellipse"];

/** A pointer sample as a tool gets it: the input plus its position on the artboard. */
export type ToolInput = PointerInput & { point: Point };

/**
 * A tool is a small state machine (idle, pointing, drawing or dragging) that the editor feeds one
 * gesture at a time: a down, the moves of that pointer, then an up or a cancel.
 */
export type Tool = {
  readonly id: ToolId;
  handlePointerDown(input: ToolInput): void;
  handlePointerMove(input: ToolInput): void;
  handlePointerUp(input: ToolInput): void;
  /** The gesture ends without effect (Escape, a lost pointer, the tool switched under it). */
  handleCancel(): void;
  /** The pointer has been held still a while, still down (QuickShape). */
  handleHold?(): void;
};

/** PointerEvent.buttons bits. */
const MIDDLE_BUTTON = 4;
const PEN_ERASER_BUTTON = 32;

/**
 * The tool a press uses, or null to ignore it: the middle button pans and a pen's eraser end
 * erases (as in Photoshop and Krita) whatever tool is chosen; a press with only the right button
 * is left to the UI's context menu; Alt with a painting tool samples colour (the eyedropper for
 * that one gesture).
 */
export function toolForPress(
  press: Pick<PointerInput, "buttons" | "altKey">,
  chosen: ToolId,
  readOnly: boolean,
): ToolId | null {
  const { buttons } = press;
  if (buttons & MIDDLE_BUTTON) return "hand";
  if (buttons & PEN_ERASER_BUTTON) return readOnly ? null : "eraser";
  if (buttons !== 0 && !(buttons & 1)) return null;
  if (press.altKey && ALT_SAMPLING_TOOLS.includes(chosen)) return "eyedropper";
  return chosen;
}
