import {
  artboardToScreen,
  createRenderer,
  type Editor,
  type FloatingElements,
  findCommand,
  type ImageSource,
  type LiveStroke,
  liveStrokeOf,
  panBy,
  type Renderer,
  type Stroke,
} from "@contour/canvas";
import {
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useEffect,
  useMemo,
  useRef,
} from "react";
import { useShownArtboardId } from "../artboard/use-shown-artboard";
import { GuidesOverlay } from "../guides/GuidesOverlay";
import { createFingerTaps, TAP_MS } from "../input/finger-taps";
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
import type { CanvasPainter } from "./canvas-painter";
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
 * and our pointer is published. A `painter` (the Render panel's mask) takes the drawing pointer
 * from the editor while it is given; `overlay` draws over the drawing, below the cursor.
 */
export function CanvasView({
  editor,
  images,
  pen,
  onRenderer,
  presence = null,
  painter = null,
  overlay,
}: {
  editor: Editor;
  images: ImageSource;
  pen: { stylusDetected: boolean; touchDraws: boolean; notePointer: (type: string) => void };
  onRenderer?: (renderer: Renderer | null) => void;
  presence?: Presence | null;
  painter?: CanvasPainter | null;
  overlay?: (surface: RefObject<HTMLDivElement | null>) => ReactNode;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  /** Fingers that navigate, where they are now (CSS px from the canvas's top left). */
  const touches = useRef(new Map<number, { x: number; y: number }>());
  /** The finger drawing, when touch draws: a second finger soon after turns it into a gesture. */
  const drawingFinger = useRef<{ pointerId: number; x: number; y: number; since: number } | null>(
    null,
  );
  const taps = useMemo(
    () => createFingerTaps((tap) => (tap === "undo" ? editor.undo() : editor.redo())),
    [editor],
  );
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
  const spaceHeld = useEditorState(editor, (state) => state.spaceHeld);
  /** Another artboard shown is another renderer, and the view fitted to it. */
  const artboardId = useShownArtboardId(editor);
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
    if (!container || !canvas || !context || !artboardId) return;
    const renderer = createRenderer({
      doc: editor.doc,
      artboardId,
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
    let windowSize = { width: window.innerWidth, height: window.innerHeight };
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
      // The window resized (a tablet turned): what was in the middle of the canvas stays there.
      const resized =
        window.innerWidth !== windowSize.width || window.innerHeight !== windowSize.height;
      if (fitted && resized) {
        const { viewport, screen } = editor.state;
        editor.setViewport(
          panBy(viewport, (width - screen.width) / 2, (height - screen.height) / 2),
        );
      }
      windowSize = { width: window.innerWidth, height: window.innerHeight };
      placedAt = box;
      const dpr = window.devicePixelRatio || 1;
      // Setting a canvas's size clears it, even to the size it has: the renderer, which draws
      // again only when something changed, would leave it blank (another artboard shown).
      const pixels = {
        width: Math.max(1, Math.round(width * dpr)),
        height: Math.max(1, Math.round(height * dpr)),
      };
      if (canvas.width !== pixels.width) canvas.width = pixels.width;
      if (canvas.height !== pixels.height) canvas.height = pixels.height;
      editor.setScreenSize({ width, height });
      if (!fitted && width > 0 && height > 0) {
        fitted = true;
        findCommand("zoomToFit")?.run(editor);
      }
    });
    observer.observe(container);

    let frame = 0;
    let live: Stroke | null = null;
    let moving: FloatingElements | null = null;
    let others = NOBODY;
    let lastScale = editor.state.viewport.scale;
    let zoomedAt = 0;
    const paint = (now: number) => {
      const { viewport, liveStroke, liveCopies, floating } = editor.state;
      if (floating !== moving) {
        moving = floating;
        renderer.setFloating(floating);
      }
      if (liveStroke !== live) {
        live = liveStroke;
        renderer.setLiveStroke(liveStrokeOf(editor.state), liveCopies);
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
  }, [editor, images, onRenderer, artboardId]);

  /**
   * What a pointer does: a finger navigates while others do (a pinch or a tap of fingers). A
   * second finger put down just after the one that draws takes that one back (its stroke is
   * dropped), as in Procreate, where two fingers are a gesture, never two strokes; one put down
   * later, while the line is under way, is a resting hand and does nothing.
   */
  function roleOf(event: ReactPointerEvent): PointerRole | "ignore" {
    if (event.pointerType !== "touch") return pointerRole(event.pointerType, pen);
    if (touches.current.size > 0) return "navigate";
    const drawing = drawingFinger.current;
    if (!drawing || drawing.pointerId === event.pointerId || event.type !== "pointerdown") {
      return pointerRole(event.pointerType, pen);
    }
    if (event.timeStamp - drawing.since > TAP_MS) return "ignore";
    editor.cancelGesture();
    painter?.cancel();
    hold.stop();
    drawingFinger.current = null;
    touches.current.set(drawing.pointerId, { x: drawing.x, y: drawing.y });
    taps.down(drawing.pointerId, drawing, drawing.since);
    return "navigate";
  }

  const canvasPoint = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  function handlePointerDown(event: ReactPointerEvent<HTMLCanvasElement>) {
    pen.notePointer(event.pointerType);
    event.currentTarget.setPointerCapture(event.pointerId);
    const at = canvasPoint(event);
    const role = roleOf(event);
    if (role === "ignore") return;
    if (role === "navigate") {
      touches.current.set(event.pointerId, at);
      taps.down(event.pointerId, at, event.timeStamp);
      return;
    }
    if (event.pointerType === "touch") {
      drawingFinger.current = { pointerId: event.pointerId, ...at, since: event.timeStamp };
    }
    const input = toPointerInput(event.nativeEvent, event.currentTarget.getBoundingClientRect());
    if (painter?.pointerDown(input)) return;
    editor.pointerDown(input);
    hold.note(event.clientX, event.clientY);
  }

  function handlePointerMove(event: ReactPointerEvent<HTMLCanvasElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const at = canvasPoint(event);
    presence?.publisher.notePointer(at);
    const fingers = touches.current;
    if (fingers.has(event.pointerId)) {
      const before = [...fingers.values()];
      fingers.set(event.pointerId, at);
      taps.move(event.pointerId, at);
      editor.setViewport(touchViewport(editor.state.viewport, before, [...fingers.values()]));
      return;
    }
    if (event.pointerType === "touch" && pointerRole(event.pointerType, pen) === "navigate") return;
    const drawing = drawingFinger.current;
    if (drawing?.pointerId === event.pointerId) drawingFinger.current = { ...drawing, ...at };
    if (editor.isGestureActive) hold.note(event.clientX, event.clientY);
    const before = editor.state.liveStroke;
    for (const sample of coalescedSamples(event.nativeEvent)) {
      const input = toPointerInput(sample, box);
      painter?.pointerMove(input);
      editor.pointerMove(input);
    }
    // The stroke grows on screen from the input handler, not at the next animation frame: on
    // the desynchronized canvas it shows without waiting for the compositor (P4 in
    // docs/benchmarks.md). The frame loop then finds nothing left to draw.
    if (editor.state.liveStroke !== before) paintNow.current();
  }

  function handlePointerEnd(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (touches.current.delete(event.pointerId)) {
      if (event.type === "pointercancel") taps.cancel(event.pointerId);
      else taps.up(event.pointerId, event.timeStamp);
      return;
    }
    if (drawingFinger.current?.pointerId === event.pointerId) drawingFinger.current = null;
    hold.stop();
    const box = event.currentTarget.getBoundingClientRect();
    if (event.type === "pointercancel") {
      painter?.cancel();
      editor.cancelGesture();
    } else {
      const input = toPointerInput(event.nativeEvent, box);
      painter?.pointerUp(input);
      editor.pointerUp(input);
    }
  }

  return (
    <div ref={containerRef} className={classes.surface}>
      <canvas
        ref={canvasRef}
        className={classes.canvas}
        aria-label="Drawing canvas"
        data-tool={activeTool}
        style={{ cursor: painter && !spaceHeld ? "none" : (CURSORS[activeTool] ?? "default") }}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerEnd}
        onPointerCancel={handlePointerEnd}
        onPointerLeave={() => presence?.publisher.notePointer(null)}
        onContextMenu={(event) => event.preventDefault()}
      />
      <GuidesOverlay editor={editor} />
      <SelectionOverlayView editor={editor} />
      {overlay?.(containerRef)}
      {!painter && <BrushCursor editor={editor} surface={containerRef} />}
      {presence && <PresenceOverlay editor={editor} presence={presence} />}
    </div>
  );
}
