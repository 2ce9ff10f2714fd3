import type { Editor, Point } from "@contour/canvas";
import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";
import { useEditorState } from "../use-editor-state";
import classes from "./BrushCursor.module.css";
import overlayClasses from "./CanvasView.module.css";

/** Below this diameter on the screen the outline alone is too small to aim with. */
const CROSSHAIR_BELOW = 8;
/** How far the crosshair's arms reach from the centre, in screen pixels. */
const CROSSHAIR_ARM = 5;

/** Shows the cursor at the pointer, or hides it when the pointer is not over the surface. */
function placeCursor(element: SVGGElement | null, at: Point | null) {
  if (!element) return;
  element.style.display = at ? "" : "none";
  if (at) element.setAttribute("transform", `translate(${at.x} ${at.y})`);
}

/**
 * The brush's outline under the pointer while the brush or the eraser is chosen: a circle of the
 * brush's diameter at the current zoom (its size at full pressure), a dark line with a light one
 * inside so that it shows on any artwork, and a small crosshair when the brush is tiny. It
 * follows the pointer over `surface` (a mouse or a hovering pen, not a finger) without
 * re-rendering: it moves 240 times a second beside the live stroke. Given a `size`, it is the
 * outline of another round brush (the Render panel's mask), whatever the tool, hidden only while
 * space pans.
 */
export function BrushCursor({
  editor,
  surface,
  size,
}: {
  editor: Editor;
  surface: RefObject<HTMLElement | null>;
  /** Another brush's diameter, in artboard units. */
  size?: number;
}) {
  const view = useEditorState(editor, ({ activeTool, brush, viewport, spaceHeld }) => ({
    brushing: activeTool === "brush" || activeTool === "eraser",
    spaceHeld,
    brushSize: brush.size,
    scale: viewport.scale,
  }));
  const painting = size === undefined ? view.brushing : !view.spaceHeld;
  const diameter = (size ?? view.brushSize) * view.scale;
  const cursor = useRef<SVGGElement>(null);
  /** Where the pointer is over the surface, or null when it is elsewhere. */
  const pointer = useRef<Point | null>(null);

  // After each render as well: a render never sets the position, which only the events know.
  useLayoutEffect(() => placeCursor(cursor.current, pointer.current));

  useEffect(() => {
    const element = surface.current;
    if (!element) return;
    const handleMove = (event: PointerEvent) => {
      const box = element.getBoundingClientRect();
      pointer.current =
        event.pointerType === "touch"
          ? null
          : { x: event.clientX - box.left, y: event.clientY - box.top };
      placeCursor(cursor.current, pointer.current);
    };
    const handleLeave = () => {
      pointer.current = null;
      placeCursor(cursor.current, null);
    };
    element.addEventListener("pointermove", handleMove);
    element.addEventListener("pointerdown", handleMove);
    element.addEventListener("pointerleave", handleLeave);
    return () => {
      element.removeEventListener("pointermove", handleMove);
      element.removeEventListener("pointerdown", handleMove);
      element.removeEventListener("pointerleave", handleLeave);
    };
  }, [surface]);

  const radius = Math.max(1, diameter / 2);
  return (
    <svg
      className={overlayClasses.overlay}
      style={{ display: painting ? undefined : "none" }}
      aria-hidden
    >
      <g ref={cursor} data-testid="brush-cursor">
        <circle className={classes.dark} r={radius} />
        {radius > 2 && <circle className={classes.light} r={radius - 1} />}
        {diameter < CROSSHAIR_BELOW && (
          <path
            className={classes.crosshair}
            d={`M${-CROSSHAIR_ARM} 0H${CROSSHAIR_ARM}M0 ${-CROSSHAIR_ARM}V${CROSSHAIR_ARM}`}
          />
        )}
      </g>
    </svg>
  );
}
