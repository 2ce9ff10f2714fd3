import {
  type Editor,
  type EditorState,
  traceMaskSegment,
  traceMaskStrokes,
  viewportMatrix,
} from "@contour/canvas";
import { type RefObject, useEffect, useRef } from "react";
import { BrushCursor } from "../canvas/BrushCursor";
import { useStoreState } from "../use-editor-state";
import classes from "./PaintedMaskOverlay.module.css";
import type { PaintedMask } from "./painted-mask";

/** Opaque here; the overlay's CSS opacity makes it a quick mask's translucent red. */
const MASK_COLOUR = "#e8005a";

/**
 * The painted mask over the drawing, in screen pixels: drawn again when the view or the mask
 * changes (at most once a frame), and grown piece by piece from the pointer's handler while a
 * stroke is painted, so painting costs a line per sample, not the whole mask. With the mode on,
 * the mask brush's outline follows the pointer.
 */
export function PaintedMaskOverlay({
  editor,
  mask,
  surface,
}: {
  editor: Editor;
  mask: PaintedMask;
  surface: RefObject<HTMLDivElement | null>;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { painting, size } = useStoreState(mask, ({ painting, size }) => ({ painting, size }));

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;
    let frame = 0;
    /** The view the mask was last drawn for: its own pan and zoom, screen and artboard. */
    let drawnFor: Pick<EditorState, "viewport" | "screen" | "activeLayerId"> | null = null;
    /** Sets the view's transform; answers a device pixel's size in artboard units. */
    const transform = () => {
      const dpr = window.devicePixelRatio || 1;
      const { viewport } = editor.state;
      const { a, b, c, d, e, f } = viewportMatrix(viewport);
      context.setTransform(a * dpr, b * dpr, c * dpr, d * dpr, e * dpr, f * dpr);
      return 1 / (viewport.scale * dpr);
    };
    const redraw = () => {
      frame = 0;
      const { viewport, screen, activeLayerId } = editor.state;
      drawnFor = { viewport, screen, activeLayerId };
      const dpr = window.devicePixelRatio || 1;
      const width = Math.max(1, Math.round(screen.width * dpr));
      const height = Math.max(1, Math.round(screen.height * dpr));
      // Setting a size clears the canvas even when it is the same: only when it changed.
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.clearRect(0, 0, width, height);
      if (mask.state.artboardId !== editor.artboard()?.id) return;
      const pixel = transform();
      const live = mask.liveStroke;
      const strokes = live ? [...mask.state.strokes, live] : mask.state.strokes;
      traceMaskStrokes(context, strokes, MASK_COLOUR, pixel);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(redraw);
    };
    const stopEditor = editor.subscribe(({ viewport, screen, activeLayerId }) => {
      if (
        drawnFor?.viewport !== viewport ||
        drawnFor.screen !== screen ||
        drawnFor.activeLayerId !== activeLayerId
      )
        schedule();
    });
    const stopMask = mask.subscribe(schedule);
    const stopGrowing = mask.onGrow((stroke, from) => {
      // A whole drawing is coming anyway; until then the piece shows at once.
      if (frame !== 0) return;
      traceMaskSegment(context, stroke, from, MASK_COLOUR, transform());
    });
    redraw();
    return () => {
      cancelAnimationFrame(frame);
      stopEditor();
      stopMask();
      stopGrowing();
    };
  }, [editor, mask]);

  return (
    <>
      <canvas ref={canvasRef} className={classes.mask} data-testid="painted-mask" aria-hidden />
      {painting && <BrushCursor editor={editor} surface={surface} size={size} />}
    </>
  );
}
