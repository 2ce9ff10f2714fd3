import { decodeOutline, decodePoints, encodeOutline, encodeSamples } from "../document/points.js";
import {
  type Element,
  type Erasure,
  type Leaf,
  MAX_ERASURE_POINTS,
  MAX_OUTLINE_POINTS,
  type PlacedImage,
  type RegionCut,
  type StrokePoint,
} from "../document/schema.js";
import { applyMatrix, type Matrix, transformSample, turnedAngle } from "./affine.js";
import { frameOf, lengthScaleOf } from "./element-frame.js";
import {
  imageLattice,
  imagePlacement,
  type Lattice,
  meshOf,
  RESHAPE_MESH_CELLS,
  regularLattice,
} from "./image-mesh.js";
import type { Point } from "./rect.js";

/** Where a distort, perspective or warp takes each artboard point. */
export type PointMap = (point: Point) => Point;

/**
 * An element bent by a map that is not affine (distort, perspective, warp): no frame can say
 * it, so it is baked (docs/decisions.md, "Issue 17: flip, distort, perspective and warp"). A
 * stroke's samples, its erasures' samples (brought from the element's frame onto the artboard
 * first) and an image's mesh go through the map, and the frame becomes the identity. Segments
 * longer than `step` are divided first, so that a straight line bends smoothly under a warp.
 * Brush and eraser widths are kept: the map moves paint, it does not stretch the nib. Same id.
 */
export function reshapeElement(element: Element, map: PointMap, step: number): Element {
  if (element.kind === "group") {
    const mask = element.mask?.map((inner) => reshapeElement(inner, map, step));
    return {
      ...element,
      elements: element.elements.map((inner) => reshapeElement(inner, map, step)),
      ...(mask ? { mask } : {}),
    };
  }
  const erasures = element.erasures?.map((erasure) => reshapeErasure(element, erasure, map, step));
  const { frame: _frame, erasures: _erasures, ...rest } = element;
  const baked = { ...rest, ...(erasures ? { erasures } : {}) };
  if (baked.kind === "image") return reshapeImage(baked, map);
  const samples = densified(decodePoints(baked.points, baked.tilt), step);
  const turn = jacobianAt(map, centreOf(samples));
  const style = baked.style && { ...baked.style, angle: turnedAngle(turn, baked.style.angle) };
  const { tilt: _tilt, ...untilted } = baked;
  return {
    ...untilted,
    ...encodeSamples(samples.map((sample) => mapSample(map, sample))),
    ...(style ? { style } : {}),
  };
}

/** An erasure's samples on the artboard (the frame the element had), then through the map. */
function reshapeErasure(element: Leaf, erasure: Erasure, map: PointMap, step: number): Erasure {
  if (erasure.kind === "region") return reshapeRegionCut(element, erasure, map, step);
  const frame = frameOf(element);
  const onArtboard = decodePoints(erasure.points, erasure.tilt).map((sample) =>
    transformSample(frame, sample),
  );
  const finer = densified(onArtboard, step);
  // An erasure holds at most MAX_ERASURE_POINTS samples: a long one keeps its own.
  const samples = finer.length <= MAX_ERASURE_POINTS ? finer : onArtboard;
  const turn = jacobianAt(map, centreOf(samples));
  const style = erasure.style && {
    ...erasure.style,
    angle: turnedAngle(turn, turnedAngle(frame, erasure.style.angle)),
  };
  const { tilt: _tilt, ...untilted } = erasure;
  return {
    ...untilted,
    size: erasure.size * lengthScaleOf(frame),
    ...encodeSamples(samples.map((sample) => mapSample(map, sample))),
    ...(style ? { style } : {}),
  };
}

/** A region cut's outlines on the artboard, their edges divided, then through the map. */
function reshapeRegionCut(element: Leaf, cut: RegionCut, map: PointMap, step: number): RegionCut {
  const frame = frameOf(element);
  const outlines = cut.outlines.map((bytes) => {
    const corners = decodeOutline(bytes).map((point) => applyMatrix(frame, point));
    const closed = [...corners, corners[0] as Point].map((point) => ({ ...point, pressure: 1 }));
    const finer = densified(closed, step).slice(0, -1);
    // An outline holds at most MAX_OUTLINE_POINTS points: a long one keeps its own.
    return encodeOutline((finer.length <= MAX_OUTLINE_POINTS ? finer : corners).map(map));
  });
  return { ...cut, outlines, feather: cut.feather * lengthScaleOf(frame) };
}

/**
 * An image's lattice through the map: its mesh's points, or a fresh fine mesh over its
 * rectangle, so that a perspective or a warp is drawn as many small affine pieces.
 */
function reshapeImage(image: PlacedImage, map: PointMap): PlacedImage {
  const lattice = image.mesh ? imageLattice(image) : fineLattice(image);
  return { ...image, mesh: meshOf(image, { ...lattice, points: lattice.points.map(map) }) };
}

/** A fine lattice over an image's rectangle, on the artboard. */
function fineLattice(image: PlacedImage): Lattice {
  const placement = imagePlacement(image);
  const cells = RESHAPE_MESH_CELLS;
  const points = regularLattice(cells, cells).map((point) => applyMatrix(placement, point));
  return { columns: cells, rows: cells, points };
}

/** A pen sample through the map, its lean turned as the map turns the paper there. */
function mapSample(map: PointMap, sample: StrokePoint): StrokePoint {
  const moved: StrokePoint = { ...map(sample), pressure: sample.pressure };
  if (sample.tilt) {
    const turn = jacobianAt(map, sample);
    moved.tilt = {
      altitude: sample.tilt.altitude,
      azimuth: turnedAngle(turn, sample.tilt.azimuth),
    };
  }
  return moved;
}

/** How the map stretches and turns the paper around a point: its derivative, numerically. */
function jacobianAt(map: PointMap, point: Point): Matrix {
  const delta = 0.5;
  const centre = map(point);
  const right = map({ x: point.x + delta, y: point.y });
  const below = map({ x: point.x, y: point.y + delta });
  return {
    a: (right.x - centre.x) / delta,
    b: (right.y - centre.y) / delta,
    c: (below.x - centre.x) / delta,
    d: (below.y - centre.y) / delta,
    e: 0,
    f: 0,
  };
}

function centreOf(points: readonly Point[]): Point {
  const count = points.length || 1;
  return {
    x: points.reduce((sum, point) => sum + point.x, 0) / count,
    y: points.reduce((sum, point) => sum + point.y, 0) / count,
  };
}

/**
 * The samples with segments longer than `step` divided evenly, pressure and lean interpolated:
 * a map that bends space bends a long straight segment only where it has samples.
 */
export function densified(samples: readonly StrokePoint[], step: number): StrokePoint[] {
  const result: StrokePoint[] = [];
  samples.forEach((sample, index) => {
    const previous = samples[index - 1];
    if (previous) {
      const pieces = Math.ceil(Math.hypot(sample.x - previous.x, sample.y - previous.y) / step);
      for (let piece = 1; piece < pieces; piece += 1) {
        result.push(between(previous, sample, piece / pieces));
      }
    }
    result.push(sample);
  });
  return result;
}

function between(from: StrokePoint, to: StrokePoint, t: number): StrokePoint {
  const point: StrokePoint = {
    x: from.x + (to.x - from.x) * t,
    y: from.y + (to.y - from.y) * t,
    pressure: from.pressure + (to.pressure - from.pressure) * t,
  };
  // The lean of the nearer sample: an azimuth does not average across its wrap.
  const lean = t < 0.5 ? from.tilt : to.tilt;
  if (lean) point.tilt = lean;
  return point;
}
