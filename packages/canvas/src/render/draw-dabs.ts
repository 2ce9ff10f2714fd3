import type { BrushStyle, Stroke } from "../document/schema.js";
import { applyMatrix, type Matrix } from "../geometry/affine.js";
import { boundsOfElement } from "../geometry/element-geometry.js";
import { expandRect, type Rect } from "../geometry/rect.js";
import { DAB_FIELDS, type Dabs, SHAPE_FIELDS } from "./brush-dabs.js";
import {
  contextOf,
  type DrawingContext,
  type Surface,
  type SurfaceFactory,
} from "./drawing-context.js";
import { GRAIN_TILE, grainTile } from "./paper-grain.js";
import { intersection } from "./viewport.js";

/**
 * Where a stroke is painted: `pixels` maps artboard units to the target's pixels (any affine
 * map: a turned view too), `clip` is the artboard part that may be painted, and `createSurface`
 * makes the buffers a dabbed stroke needs.
 */
export type StrokeTarget = {
  pixels: Matrix;
  clip: Rect;
  createSurface: SurfaceFactory;
  /**
   * How paint (not an eraser's cut) lands on the target: source-over unless "source-atop", for
   * an element drawn under alpha lock (schema.ts `composite`).
   */
  operation?: "source-atop" | undefined;
};

/** Tips are drawn at sizes of powers of two between these, in pixels across. */
const MIN_TIP = 8;
const MAX_TIP = 256;
/** Hardness is kept to this many steps, one tip image each per size. */
const HARDNESS_STEPS = 32;

type SurfaceCache = { buffer?: Surface; tips: Map<string, Surface> };
const caches = new WeakMap<SurfaceFactory, SurfaceCache>();

function cacheOf(createSurface: SurfaceFactory): SurfaceCache {
  let cache = caches.get(createSurface);
  if (!cache) {
    cache = { tips: new Map() };
    caches.set(createSurface, cache);
  }
  return cache;
}

/** The stroke's buffer, at least a size (it only grows, and is shared by all dabbed strokes). */
function bufferOf(createSurface: SurfaceFactory, width: number, height: number): Surface {
  const cache = cacheOf(createSurface);
  const current = cache.buffer;
  if (current && current.width >= width && current.height >= height) return current;
  cache.buffer = createSurface(
    Math.max(width, current?.width ?? 0),
    Math.max(height, current?.height ?? 0),
  );
  return cache.buffer;
}

/**
 * A round tip `across` pixels wide: opaque black to `hardness` of its radius, then fading to
 * nothing at its edge (smoothly, over at least a pixel and a half so that a hard tip's edge is
 * anti-aliased). Dabs stretch and turn it to their size and the style's roundness and angle.
 */
function tipOf(createSurface: SurfaceFactory, hardness: number, across: number): Surface {
  const step = Math.round(hardness * HARDNESS_STEPS);
  const key = `${step}:${across}`;
  const { tips } = cacheOf(createSurface);
  const known = tips.get(key);
  if (known) return known;
  const tip = createSurface(across, across);
  const context = contextOf(tip);
  const radius = across / 2;
  const solid = Math.max(0, Math.min(step / HARDNESS_STEPS, 1 - 1.5 / radius));
  const gradient = context.createRadialGradient(radius, radius, 0, radius, radius, radius);
  gradient.addColorStop(0, "rgba(0, 0, 0, 1)");
  gradient.addColorStop(solid, "rgba(0, 0, 0, 1)");
  // A smoothstep fall-off in a few stops: soft tips read as airbrush, not as a cone.
  for (const t of [0.25, 0.5, 0.75]) {
    const eased = 1 - t * t * (3 - 2 * t);
    gradient.addColorStop(solid + (1 - solid) * t, `rgba(0, 0, 0, ${eased.toFixed(4)})`);
  }
  gradient.addColorStop(1, "rgba(0, 0, 0, 0)");
  context.fillStyle = gradient;
  context.fillRect(0, 0, across, across);
  tips.set(key, tip);
  return tip;
}

/** The power-of-two tip size for a dab of a radius in pixels. */
function tipAcross(radiusInPixels: number): number {
  const wanted = Math.max(MIN_TIP, Math.min(MAX_TIP, radiusInPixels * 2));
  return 2 ** Math.ceil(Math.log2(wanted));
}

/** The box in whole target pixels that an artboard rectangle covers under `pixels`. */
function pixelBox(rect: Rect, pixels: Matrix) {
  const corners = [
    { x: rect.x, y: rect.y },
    { x: rect.x + rect.width, y: rect.y },
    { x: rect.x, y: rect.y + rect.height },
    { x: rect.x + rect.width, y: rect.y + rect.height },
  ].map((corner) => applyMatrix(pixels, corner));
  const left = Math.floor(Math.min(...corners.map(({ x }) => x)));
  const top = Math.floor(Math.min(...corners.map(({ y }) => y)));
  const right = Math.ceil(Math.max(...corners.map(({ x }) => x)));
  const bottom = Math.ceil(Math.max(...corners.map(({ y }) => y)));
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * What a stroke being drawn keeps between frames, in screen-sized buffers: the dabs no later
 * sample moves, stamped once (`alpha`), and the stroke finished (grained and coloured) as the
 * last frame showed it, of which a frame redoes only the part its new dabs touch. At 240 Hz a
 * long pencil stroke was thousands of dabs and several full-box passes a frame
 * (bench/p4-pen-latency.mjs --preset Pencil).
 */
export type LiveDabs = {
  alpha?: Surface;
  finished?: Surface;
  /** The transform, screen size and colour the buffers were made with. */
  key?: string;
  style?: BrushStyle;
  /** The dabs of the last frame, of which the first `baked` are in `alpha`, and their shapes. */
  dabs?: Float32Array;
  shapes?: Float32Array;
  baked: number;
  /** Where the last frame's moving dabs were, in screen pixels: the next frame redoes it. */
  tail: Box | null;
};

export const createLiveDabs = (): LiveDabs => ({ baked: 0, tail: null });

/** A stroke being drawn: its kept dabs, how many of this frame's are final, the screen's size. */
export type LivePainting = { state: LiveDabs; stable: number; width: number; height: number };

type Box = { left: number; top: number; right: number; bottom: number };

function joinBoxes(a: Box | null, b: Box | null): Box | null {
  if (!a || !b) return a ?? b;
  return {
    left: Math.min(a.left, b.left),
    top: Math.min(a.top, b.top),
    right: Math.max(a.right, b.right),
    bottom: Math.max(a.bottom, b.bottom),
  };
}

/** The screen pixels dabs `from` to `to` can touch under `pixels`, or null for none. */
function dabsBox(dabs: Float32Array, from: number, to: number, pixels: Matrix): Box | null {
  const scale = Math.hypot(pixels.a, pixels.b);
  let box: Box | null = null;
  for (let dab = from; dab < to; dab += 1) {
    const offset = dab * DAB_FIELDS;
    const centre = applyMatrix(pixels, { x: dabs[offset] ?? 0, y: dabs[offset + 1] ?? 0 });
    const reach = (dabs[offset + 2] ?? 0) * scale + 2;
    box = joinBoxes(box, {
      left: Math.floor(centre.x - reach),
      top: Math.floor(centre.y - reach),
      right: Math.ceil(centre.x + reach),
      bottom: Math.ceil(centre.y + reach),
    });
  }
  return box;
}

/** Whether two lists of `fields` floats a dab start with the same `count` dabs. */
function samePrefix(
  a: Float32Array | undefined,
  b: Float32Array,
  count: number,
  fields = DAB_FIELDS,
): boolean {
  if (!a || a.length < count * fields || b.length < count * fields) return false;
  for (let index = 0; index < count * fields; index += 1) {
    if (a[index] !== b[index]) return false;
  }
  return true;
}

/** Whether a frame's dabs start with the dabs a live stroke keeps, shapes and all. */
function keepsPrefix(state: LiveDabs, painted: PaintedDabs): boolean {
  if (!samePrefix(state.dabs, painted.dabs, state.baked)) return false;
  if (!state.shapes && !painted.shapes) return true;
  return (
    painted.shapes !== undefined &&
    samePrefix(state.shapes, painted.shapes, state.baked, SHAPE_FIELDS)
  );
}

/** What a styled stroke stamps: its dabs and, tilted, their shapes (brush-dabs.ts). */
export type PaintedDabs = Pick<Dabs, "dabs" | "shapes">;

/**
 * Stamps dabs `from` to `to` on a context whose artboard-to-pixels transform is `local`: each
 * its own shape when the stroke is tilted, else the style's roundness and angle.
 */
function stampDabs(
  context: DrawingContext,
  { dabs, shapes }: PaintedDabs,
  range: { from: number; to: number },
  local: Matrix,
  style: BrushStyle,
  createSurface: SurfaceFactory,
): void {
  const scale = Math.hypot(local.a, local.b);
  const cos = Math.cos(style.angle);
  const sin = Math.sin(style.angle);
  for (let dab = range.from; dab < range.to; dab += 1) {
    const offset = dab * DAB_FIELDS;
    const x = dabs[offset] ?? 0;
    const y = dabs[offset + 1] ?? 0;
    const radius = dabs[offset + 2] ?? 0;
    const tip = tipOf(createSurface, style.hardness, tipAcross(radius * scale));
    const centre = applyMatrix(local, { x, y });
    if (shapes) {
      // The unit square [-1, 1]² to the dab by its own shape, placed, then mapped.
      const at = dab * SHAPE_FIELDS;
      const a = shapes[at] ?? 0;
      const b = shapes[at + 1] ?? 0;
      const c = shapes[at + 2] ?? 0;
      const d = shapes[at + 3] ?? 0;
      context.setTransform(
        local.a * a + local.c * b,
        local.b * a + local.d * b,
        local.a * c + local.c * d,
        local.b * c + local.d * d,
        centre.x,
        centre.y,
      );
    } else {
      // The unit square [-1, 1]² to the dab: scaled to its radii, turned, placed, then mapped.
      const rx = radius;
      const ry = radius * style.roundness;
      context.setTransform(
        (local.a * cos + local.c * sin) * rx,
        (local.b * cos + local.d * sin) * rx,
        (local.c * cos - local.a * sin) * ry,
        (local.d * cos - local.b * sin) * ry,
        centre.x,
        centre.y,
      );
    }
    context.globalAlpha = dabs[offset + 3] ?? 0;
    context.drawImage(tip, -1, -1, 2, 2);
  }
  context.globalAlpha = 1;
}

/** Takes the grain out of a buffer and colours what is left, within what its clip lets through. */
function grainAndColour(
  context: DrawingContext,
  stroke: Stroke,
  style: BrushStyle,
  local: Matrix,
  bounds: Rect,
  colourBox: { x: number; y: number; width: number; height: number },
  createSurface: SurfaceFactory,
): void {
  if (style.grain > 0) {
    const pattern = context.createPattern(grainTile(createSurface, style.grain), "repeat");
    if (pattern) {
      // The grain belongs to the paper: tiled in artboard units, it stays put under strokes.
      context.setTransform(local.a, local.b, local.c, local.d, local.e, local.f);
      context.globalCompositeOperation = "destination-in";
      context.fillStyle = pattern;
      const tileLeft = Math.floor(bounds.x / GRAIN_TILE) * GRAIN_TILE;
      const tileTop = Math.floor(bounds.y / GRAIN_TILE) * GRAIN_TILE;
      context.fillRect(
        tileLeft,
        tileTop,
        bounds.x + bounds.width - tileLeft,
        bounds.y + bounds.height - tileTop,
      );
    }
  }
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.globalCompositeOperation = "source-in";
  context.fillStyle = stroke.color;
  context.fillRect(colourBox.x, colourBox.y, colourBox.width, colourBox.height);
  context.globalCompositeOperation = "source-over";
}

/**
 * Brings a live stroke's buffers up to this frame: the newly final dabs stamped into `alpha`,
 * then the part of `finished` that they, this frame's moving dabs and the last frame's touch
 * made again from `alpha`, the moving dabs, the grain and the colour. Starts again when the view,
 * the screen, the style or the colour changed, or the stroke changed before its end.
 */
function updateLiveDabs(
  live: LivePainting,
  stroke: Stroke,
  style: BrushStyle,
  painted: PaintedDabs,
  target: StrokeTarget,
  bounds: Rect,
): Surface {
  const { dabs, shapes } = painted;
  const { state, width, height, stable } = live;
  const { pixels, createSurface } = target;
  const key = `${Object.values(pixels).join(",")}|${width}x${height}|${stroke.color}`;
  let { alpha, finished } = state;
  if (!alpha || !finished || alpha.width !== width || alpha.height !== height) {
    alpha = createSurface(width, height);
    finished = createSurface(width, height);
    Object.assign(state, { alpha, finished, baked: 0, tail: null });
  } else if (state.key !== key || state.style !== style || !keepsPrefix(state, painted)) {
    for (const surface of [alpha, finished]) {
      const context = contextOf(surface);
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.clearRect(0, 0, width, height);
    }
    Object.assign(state, { baked: 0, tail: null });
  }
  const count = dabs.length / DAB_FIELDS;
  const baking = { from: state.baked, to: Math.max(state.baked, stable) };
  const alphaContext = contextOf(alpha);
  alphaContext.globalCompositeOperation = "source-over";
  stampDabs(alphaContext, painted, baking, pixels, style, createSurface);
  const tail = dabsBox(dabs, baking.to, count, pixels);
  const dirty = joinBoxes(
    joinBoxes(dabsBox(dabs, baking.from, baking.to, pixels), tail),
    state.tail,
  );
  Object.assign(state, { key, style, dabs, shapes, baked: baking.to, tail });
  const left = Math.max(0, dirty?.left ?? 0);
  const top = Math.max(0, dirty?.top ?? 0);
  const right = Math.min(width, dirty?.right ?? 0);
  const bottom = Math.min(height, dirty?.bottom ?? 0);
  if (right <= left || bottom <= top) return finished;
  const box = { x: left, y: top, width: right - left, height: bottom - top };
  const context = contextOf(finished);
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.beginPath();
  context.rect(box.x, box.y, box.width, box.height);
  context.clip();
  context.globalCompositeOperation = "source-over";
  context.clearRect(box.x, box.y, box.width, box.height);
  context.drawImage(
    alpha,
    box.x,
    box.y,
    box.width,
    box.height,
    box.x,
    box.y,
    box.width,
    box.height,
  );
  stampDabs(context, painted, { from: baking.to, to: count }, pixels, style, createSurface);
  grainAndColour(context, stroke, style, pixels, bounds, box, createSurface);
  context.restore();
  return finished;
}

/**
 * Paints a styled stroke's dabs (brush-dabs.ts): each stamped into the stroke's buffer with its
 * alpha (so the flow builds up where dabs overlap), the paper's grain taken out of the buffer,
 * the buffer coloured, then drawn onto the target at the stroke's opacity (an eraser's cutting
 * it, destination-out). The buffer covers the
 * stroke's box within the clip, in the target's pixels. A stroke being drawn (`live`) keeps its
 * buffers between frames and redoes only what changed (`updateLiveDabs`).
 */
export function drawDabbedStroke(
  target: DrawingContext,
  stroke: Stroke,
  painted: PaintedDabs,
  where: StrokeTarget,
  live?: LivePainting,
): void {
  const style = stroke.style;
  const { dabs } = painted;
  if (!style || dabs.length === 0) return;
  const { pixels, clip, createSurface } = where;
  const bounds = intersection(expandRect(boundsOfElement(stroke), 1), clip);
  if (bounds.width <= 0 || bounds.height <= 0) return;
  let { left, top, width, height } = pixelBox(bounds, pixels);
  let source: Surface;
  let from = { x: 0, y: 0 };
  if (live) {
    // The live buffers are the screen's size: only the stroke's part on screen is drawn.
    const right = Math.min(live.width, left + width);
    const bottom = Math.min(live.height, top + height);
    left = Math.max(0, left);
    top = Math.max(0, top);
    width = right - left;
    height = bottom - top;
    source = updateLiveDabs(live, stroke, style, painted, where, bounds);
    from = { x: left, y: top };
  } else {
    if (width <= 0 || height <= 0) return;
    source = bufferOf(createSurface, width, height);
    const context = contextOf(source);
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.globalCompositeOperation = "source-over";
    context.clearRect(0, 0, width, height);
    const local = { ...pixels, e: pixels.e - left, f: pixels.f - top };
    stampDabs(
      context,
      painted,
      { from: 0, to: dabs.length / DAB_FIELDS },
      local,
      style,
      createSurface,
    );
    const box = { x: 0, y: 0, width, height };
    grainAndColour(context, stroke, style, local, bounds, box, createSurface);
    context.restore();
  }
  if (width <= 0 || height <= 0) return;
  target.save();
  target.setTransform(1, 0, 0, 1, 0, 0);
  target.globalAlpha = stroke.opacity;
  // The eraser's buffer takes away what it covers, as much as the brush's would lay.
  target.globalCompositeOperation =
    stroke.tool === "eraser" ? "destination-out" : (where.operation ?? "source-over");
  target.drawImage(source, from.x, from.y, width, height, left, top, width, height);
  target.restore();
}
