import {
  type Editor,
  type KeyInput,
  type MaskStroke,
  type Point,
  type PointerInput,
  screenToArtboard,
  shortcutOf,
  steppedBrushSize,
  toolForPress,
} from "@contour/canvas";
import type { CanvasPainter } from "../canvas/canvas-painter";

/** The mask brush's diameter in artboard pixels: a sill's detail to a whole car's side. */
export const MASK_SIZE = { min: 4, max: 400, initial: 80 } as const;

/** A pen sample closer than this to the previous one (screen px) adds nothing to a round brush. */
const MIN_STEP = 1;

export interface PaintedMaskState {
  /** "Paint mask" is on: the drawing pointer paints the mask, not the drawing. */
  painting: boolean;
  /** The brush takes paint away (the pen's eraser end does too). */
  erasing: boolean;
  size: number;
  /** The artboard the strokes lie on; painting on another starts a new mask. */
  artboardId: string | null;
  strokes: readonly MaskStroke[];
  /** Strokes taken back, the latest last, for redo; a new stroke forgets them. */
  undone: readonly MaskStroke[];
}

/** Whether anything is painted on the artboard (an eraser alone paints nothing). */
export function isMaskPainted(state: PaintedMaskState, artboardId: string | null): boolean {
  return state.artboardId === artboardId && state.strokes.some((stroke) => !stroke.erase);
}

type MaskCommand = (mask: PaintedMask) => void;

/** While painting, the keys speak to the mask as they would to the drawing. */
const MASK_KEYS: Record<string, MaskCommand> = {
  Escape: (mask) => mask.setPainting(false),
  "[": (mask) => mask.setSize(steppedBrushSize(mask.state.size, -1)),
  "]": (mask) => mask.setSize(steppedBrushSize(mask.state.size, 1)),
  B: (mask) => mask.setErasing(false),
  E: (mask) => mask.setErasing(true),
  "Mod+Z": (mask) => mask.undo(),
  "Shift+Mod+Z": (mask) => mask.redo(),
  "Mod+Y": (mask) => mask.redo(),
};

/**
 * The region a designer paints for a Modify (issue 18), local to this screen: never in the
 * document, in its history or in presence (docs/decisions.md). Strokes are kept in artboard
 * units, so the mask stays on the drawing through pan and zoom. The screen subscribes to it as
 * to the editor; the stroke being painted grows without a new state (240 samples a second), and
 * `onGrow` tells the overlay which piece to add.
 */
export class PaintedMask implements CanvasPainter {
  state: PaintedMaskState = {
    painting: false,
    erasing: false,
    size: MASK_SIZE.initial,
    artboardId: null,
    strokes: [],
    undone: [],
  };
  private readonly listeners = new Set<(state: PaintedMaskState) => void>();
  private readonly growListeners = new Set<(stroke: MaskStroke, from: number) => void>();
  private live: { pointerId: number; stroke: MaskStroke & { points: Point[] } } | null = null;

  constructor(private readonly editor: Editor) {}

  subscribe = (listener: (state: PaintedMaskState) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Calls `listener` with the stroke being painted and the index of its first new point. */
  onGrow(listener: (stroke: MaskStroke, from: number) => void): () => void {
    this.growListeners.add(listener);
    return () => this.growListeners.delete(listener);
  }

  /** The stroke being painted, drawn over the others. */
  get liveStroke(): MaskStroke | null {
    return this.live?.stroke ?? null;
  }

  private setState(patch: Partial<PaintedMaskState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener(this.state);
  }

  /** Leaving the mode keeps the mask, and ends a stroke under way as it is. */
  setPainting(painting: boolean): void {
    if (!painting) this.finishStroke();
    if (painting !== this.state.painting) this.setState({ painting });
  }

  setErasing(erasing: boolean): void {
    if (erasing !== this.state.erasing) this.setState({ erasing });
  }

  setSize(size: number): void {
    const clamped = Math.min(MASK_SIZE.max, Math.max(MASK_SIZE.min, Math.round(size)));
    if (clamped !== this.state.size) this.setState({ size: clamped });
  }

  clear(): void {
    this.live = null;
    this.setState({ strokes: [], undone: [] });
  }

  undo(): void {
    const last = this.state.strokes.at(-1);
    if (!last) return;
    this.setState({
      strokes: this.state.strokes.slice(0, -1),
      undone: [...this.state.undone, last],
    });
  }

  redo(): void {
    const next = this.state.undone.at(-1);
    if (!next) return;
    this.setState({
      strokes: [...this.state.strokes, next],
      undone: this.state.undone.slice(0, -1),
    });
  }

  /** Answers whether the key was the mask's (the page then keeps it from the editor). */
  keyDown(input: KeyInput): boolean {
    const command = MASK_KEYS[shortcutOf(input)];
    command?.(this);
    return command !== undefined;
  }

  pointerDown(input: PointerInput): boolean {
    const press = this.editor.state.spaceHeld ? "hand" : toolForPress(input, "brush", false);
    if (this.live || press === "hand" || press === null) return false;
    const artboardId = this.editor.artboard()?.id;
    if (!artboardId) return false;
    if (artboardId !== this.state.artboardId)
      this.setState({ artboardId, strokes: [], undone: [] });
    const { erasing, size } = this.state;
    const points = [this.toArtboard(input)];
    this.live = {
      pointerId: input.pointerId,
      stroke: { erase: erasing || press === "eraser", size, points },
    };
    this.grow(0);
    return true;
  }

  pointerMove(input: PointerInput): void {
    if (this.live?.pointerId !== input.pointerId) return;
    const { points } = this.live.stroke;
    const point = this.toArtboard(input);
    const last = points.at(-1) as Point;
    const apart = Math.hypot(point.x - last.x, point.y - last.y) * this.editor.state.viewport.scale;
    if (apart < MIN_STEP) return;
    points.push(point);
    this.grow(points.length - 2);
  }

  pointerUp(input: PointerInput): void {
    if (this.live?.pointerId !== input.pointerId) return;
    this.pointerMove(input);
    this.finishStroke();
  }

  cancel(): void {
    if (!this.live) return;
    this.live = null;
    // The overlay drew the stroke as it grew: a new state draws the mask again without it.
    this.setState({});
  }

  private finishStroke(): void {
    const stroke = this.live?.stroke;
    if (!stroke) return;
    this.live = null;
    this.setState({ strokes: [...this.state.strokes, stroke], undone: [] });
  }

  private grow(from: number): void {
    const stroke = this.live?.stroke;
    if (stroke) for (const listener of this.growListeners) listener(stroke, from);
  }

  private toArtboard(input: PointerInput): Point {
    return screenToArtboard(this.editor.state.viewport, input);
  }
}
