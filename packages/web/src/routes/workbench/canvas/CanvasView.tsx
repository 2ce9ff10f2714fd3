import {
  artboardToScreen,
  createRenderer,
  type Editor,
  findCommand,
  type ImageSource,
  type LiveStroke,
  panBy,
  type Renderer,
  type Stroke,
} from "@contour/canvas";
import { type PointerEvent as ReactPointerEvent, useEffect, useMemo, useRef } from "react";
import { GuidesOverlay } from "../guides/GuidesOverlay";
import { createHoldTimer } from "../input/hold-still";
import { type PointerRole, pointerRole } from "../input/pen-preferences";
import { coalescedSamples, toPointerInput } from "../input/pointer-input";
import { touchViewport } from "../input/touch-navigation";
import { PresenceOverlay } from "../presence/PresenceOverlay";
import type { Collaborator, PresenceRoom } from "../presence/presence-room";
import type { Presence } from "../presence/use-presence";
import { useEditorState } from "../use-editor-state";
import { BrushCursor } from "./BrushCursor";
import classes from "./CanvasView.module.css";
import { SelectionOverlayView } from "./SelectionOverlayView";
import { createBrowserSurface, pixelColor, prepareScreenCanvas } from "./surface";
import { useWheelNavigation } from "./use-wheel-navigation";

/** How long after the last zoom step layer bitmaps stay at their old resolution. */
const ZOOM_SETTLE_MS = 150;

/** The brush and the eraser show their outline instead (BrushCursor). */
const CURSORS: Record<string, string> = {
  brush: "none",
  eraser: "none",
  line: "crosshair",
  rectangle: "crosshair",
  ellipse: "crosshair",
  guides: "default",
  eyedropper: "crosshair",
  lasso: "crosshair",
  hand: "grab",
  zoom: "zoom-in",
  select: "default",
};

const NOBODY: readonly Collaborator[] = [];

/** The strokes the others are drawing, for the renderer. */
const liveStrokesOf = (collaborators: readonly Collaborator[]): LiveStroke[] =>
  collaborators.flatMap(({ state }) => (state.stroke ? [state.stroke] : []));

/**
 * The drawing surface: the renderer draws the document every animation frame (nothing when
 * nothing changed), pointer input goes to the editor with every coalesced pen sample, and touch
 * pans and pinches instead of drawing once a pen was seen (palm rejection). With presence, the
 * others' strokes being drawn show within their layers, their cursors and selections above,
 * and our pointer is published.
 */
export function CanvasView({
  editor,
  images,
  pen,
  onRenderer,
  presence = null,
}: {
  editor: Editor;
  images: ImageSource;
  pen: { stylusDetected: boolean; touchDraws: boolean; notePointer: (type: string) => void };
  onRenderer?: (renderer: Renderer | null) => void;
  presence?: Presence | null;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const touches = useRef(new Map<number, { x: number; y: number }>());
  /** Times a drawing pointer held still (QuickShape), then paints what the editor made of it. */
  const hold = useMemo(
    () =>
      createHoldTimer(() => {
        editor.holdStill();
        paintNow.current();
      }),
    [editor],
  );
  useEffect(() => hold.stop, [hold]);
  /** Draws now what changed (the frame loop's work, out of turn); set while the canvas lives. */
  const paintNow = useRef<() => void>(() => {});
  const activeTool = useEditorState(editor, (state) => state.activeTool);
  /** Read by the frame loop, which outlives a change of presence (it would rebuild the layers). */
  const room = useRef<PresenceRoom | null>(null);
  useEffect(() => {
    room.current = presence?.room ?? null;
  }, [presence]);
  useWheelNavigation(containerRef, editor);

  useEffect(() => {
    const container = containerRef.current;
    const canvas = canvasRef.current;
    const context = canvas && prepareScreenCanvas(canvas);
    const artboard = editor.artboard();
    if (!container || !canvas || !context || !artboard) return;
    const renderer = createRenderer({
      doc: editor.doc,
      artboardId: artboard.id,
      target: canvas,
      createSurface: createBrowserSurface,
      images,
    });
    onRenderer?.(renderer);
    editor.pickColor = (point) => {
      const dpr = window.devicePixelRatio || 1;
      const screen = artboardToScreen(editor.state.viewport, point);
      return pixelColor(context, screen.x * dpr, screen.y * dpr);
    };

    let fitted = false;
    let placedAt = container.getBoundingClientRect();
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      // The panels hidden or shown move the canvas on the page: the drawing stays where it was
      // on the window, not under the canvas's corner.
      const box = container.getBoundingClientRect();
      if (fitted && (box.left !== placedAt.left || box.top !== placedAt.top)) {
        const { viewport } = editor.state;
        editor.setViewport(panBy(viewport, placedAt.left - box.left, placedAt.top - box.top));
      }
      placedAt = box;
      const dpr = window.devicePixelRatio || 1;
      canvas.width = Math.max(1, Math.round(width * dpr));
      canvas.height = Math.max(1, Math.round(height * dpr));
      editor.setScreenSize({ width, height });
      if (!fitted && width > 0 && height > 0) {
        fitted = true;
        findCommand("zoomToFit")?.run(editor);
      }
    });
    observer.observe(container);

    let frame = 0;
    let live: Stroke | null = null;
    let others = NOBODY;
    let lastScale = editor.state.viewport.scale;
    let zoomedAt = 0;
    const paint = (now: number) => {
      const { viewport, liveStroke, liveCopies, activeLayerId } = editor.state;
      if (liveStroke !== live) {
        live = liveStroke;
        renderer.setLiveStroke(
          liveStroke && activeLayerId ? { layerId: activeLayerId, stroke: liveStroke } : null,
          liveCopies,
        );
      }
      const collaborators = room.current?.collaborators() ?? NOBODY;
      if (collaborators !== others) {
        others = collaborators;
        renderer.setRemoteStrokes(liveStrokesOf(collaborators));
      }
      if (viewport.scale !== lastScale) {
        lastScale = viewport.scale;
        zoomedAt = now;
      }
      const dpr = window.devicePixelRatio || 1;
      renderer.render(
        { ...viewport, scale: viewport.scale * dpr, x: viewport.x * dpr, y: viewport.y * dpr },
        { interactive: now - zoomedAt < ZOOM_SETTLE_MS },
      );
    };
    const draw = (now: number) => {
      paint(now);
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    paintNow.current = () => paint(performance.now());

    return () => {
      paintNow.current = () => {};
      cancelAnimationFrame(frame);
      observer.disconnect();
      renderer.dispose();
      onRenderer?.(null);
      editor.pickColor = () => null;
    };
  }, [editor, images, onRenderer]);

  function roleOf(event: ReactPointerEvent): PointerRole {
    return pointerRole(event.pointerType, pen);
  }

  function handlePointerDown(event: ReactPointerEvent<HTMLCanvasElement>) {
    pen.notePointer(event.pointerType);
    event.currentTarget.setPointerCapture(event.pointerId);
    const box = event.currentTarget.getBoundingClientRect();
    if (roleOf(event) === "navigate") {
      touches.current.set(event.pointerId, {
        x: event.clientX - box.left,
        y: event.clientY - box.top,
      });
      return;
    }
    editor.pointerDown(toPointerInput(event.nativeEvent, box));
    hold.note(event.clientX, event.clientY);
  }

  function handlePointerMove(event: ReactPointerEvent<HTMLCanvasElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    presence?.publisher.notePointer({ x: event.clientX - box.left, y: event.clientY - box.top });
    if (roleOf(event) === "navigate") {
      const fingers = touches.current;
      if (!fingers.has(event.pointerId)) return;
      const before = [...fingers.values()];
      fingers.set(event.pointerId, { x: event.clientX - box.left, y: event.clientY - box.top });
      editor.setViewport(touchViewport(editor.state.viewport, before, [...fingers.values()]));
      return;
    }
    if (editor.isGestureActive) hold.note(event.clientX, event.clientY);
    const before = editor.state.liveStroke;
    for (const sample of coalescedSamples(event.nativeEvent)) {
      editor.pointerMove(toPointerInput(sample, box));
    }
    // The stroke grows on screen from the input handler, not at the next animation frame: on
    // the desynchronized canvas it shows without waiting for the compositor (P4 in
    // docs/benchmarks.md). The frame loop then finds nothing left to draw.
    if (editor.state.liveStroke !== before) paintNow.current();
  }

  function handlePointerEnd(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (touches.current.delete(event.pointerId)) return;
    hold.stop();
    const box = event.currentTarget.getBoundingClientRect();
    if (event.type === "pointercancel") editor.cancelGesture();
    else editor.pointerUp(toPointerInput(event.nativeEvent, box));
  }

  return (
    <div ref={containerRef} className={classes.surface}>
      <canvas
        ref={canvasRef}
        className={classes.canvas}
        aria-label="Drawing canvas"
        data-tool={activeTool}
        style={{ cursor: CURSORS[activeTool] ?? "default" }}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerEnd}
        onPointerCancel={handlePointerEnd}
        onPointerLeave={() => presence?.publisher.notePointer(null)}
        onContextMenu={(event) => event.preventDefault()}
      />
      <GuidesOverlay editor={editor} />
      <SelectionOverlayView editor={editor} />
      <BrushCursor editor={editor} surface={containerRef} />
      {presence && <PresenceOverlay editor={editor} presence={presence} />}
    </div>
  );
}
