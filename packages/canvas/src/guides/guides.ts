import type { Point } from "../geometry/rect.js";

/**
 * Drawing guides an artboard keeps (docs/decisions.md, "drawing guides"): a perspective grid,
 * ellipse guides, a symmetry and rulers. They belong to the file, so everyone on it draws to the same grid and they are
 * there when it opens again; whether a designer sees them and draws along them is their own
 * (`EditorState.guidesShown`, `guideSnapping`). They are one value on the artboard's map,
 * replaced whole on every change, as elements are.
 */

/**
 * One to three vanishing points, in artboard units (they may lie far outside the board). With
 * one or two the horizon is level through the first; the third is the vertical one (three-point).
 */
export type PerspectiveGuide = { points: readonly Point[] };

/**
 * An ellipse as designers place wheels: a centre, the major axis's half length and direction,
 * and the degree, the angle whose sine is the minor axis over the major (90° is a circle, a
 * wheel seen from the side; 0° an edge-on line).
 */
export type EllipseGuide = {
  id: string;
  center: Point;
  /** Half the major axis, in artboard units. */
  radius: number;
  /** Radians, the major axis from the artboard's x axis. */
  angle: number;
  /** MIN_ELLIPSE_DEGREE to 90. */
  degree: number;
};

export const SYMMETRY_KINDS = ["vertical", "horizontal", "radial"] as const;
export type SymmetryKind = (typeof SYMMETRY_KINDS)[number];

/**
 * What is drawn is drawn again mirrored across the upright ("vertical") or the level axis
 * through `center`, or turned round it in `axes` equal steps ("radial": a rim's spokes).
 */
export type SymmetryGuide = { kind: SymmetryKind; center: Point; axes: number };

export const isSymmetryKind = (value: unknown): value is SymmetryKind =>
  SYMMETRY_KINDS.some((kind) => kind === value);

export const MIN_RADIAL_AXES = 2;
export const MAX_RADIAL_AXES = 32;

export const RULER_KINDS = ["straight", "french"] as const;
export type RulerKind = (typeof RULER_KINDS)[number];

/**
 * A drawing edge laid on the board, as a physical ruler or French curve is on paper: a stroke
 * started at its edge runs along it. `length` is the distance between its ends, `center` the
 * middle between them, `angle` the direction from the first end to the second.
 */
export type Ruler = { id: string; kind: RulerKind; center: Point; angle: number; length: number };

export const MAX_RULERS = 8;

export type Guides = {
  perspective: PerspectiveGuide | null;
  ellipses: readonly EllipseGuide[];
  symmetry: SymmetryGuide | null;
  rulers: readonly Ruler[];
};

export const NO_GUIDES: Guides = { perspective: null, ellipses: [], symmetry: null, rulers: [] };

/** Bounds the server checks on every guides value a client sends. */
export const MAX_ELLIPSE_GUIDES = 16;
export const MAX_VANISHING_POINTS = 3;
export const MIN_ELLIPSE_DEGREE = 1;
/** Vanishing points of a wide-angle view lie far off the board, but not without bound. */
export const GUIDE_COORDINATE_LIMIT = 1_000_000;
export const MAX_ELLIPSE_RADIUS = 100_000;

/** How many vanishing points a perspective grid has: the designer's 1-, 2- or 3-point. */
export type PerspectiveKind = 1 | 2 | 3;

export function perspectiveKind(guides: Guides): PerspectiveKind | null {
  const count = guides.perspective?.points.length;
  return count === 1 || count === 2 || count === 3 ? count : null;
}

/** The minor axis's half length. */
export const minorRadius = (ellipse: EllipseGuide): number =>
  ellipse.radius * Math.sin((ellipse.degree * Math.PI) / 180);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const hasOnlyKeys = (value: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(value).every((key) => keys.includes(key));

const isId = (value: unknown): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= 64;

const isRulerKind = (value: unknown): value is RulerKind =>
  RULER_KINDS.some((kind) => kind === value);

const isCoordinate = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= GUIDE_COORDINATE_LIMIT;

function parsePoint(value: unknown): Point | null {
  if (!isRecord(value) || !hasOnlyKeys(value, ["x", "y"])) return null;
  const { x, y } = value;
  return isCoordinate(x) && isCoordinate(y) ? { x, y } : null;
}

function parsePerspective(value: unknown): PerspectiveGuide | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !hasOnlyKeys(value, ["points"]) || !Array.isArray(value.points)) {
    return undefined;
  }
  const { points } = value;
  if (points.length < 1 || points.length > MAX_VANISHING_POINTS) return undefined;
  const parsed = points.map(parsePoint);
  return parsed.every((point) => point !== null) ? { points: parsed } : undefined;
}

function parseEllipse(value: unknown): EllipseGuide | null {
  const keys = ["id", "center", "radius", "angle", "degree"];
  if (!isRecord(value) || !hasOnlyKeys(value, keys)) return null;
  const { id, radius, angle, degree } = value;
  const center = parsePoint(value.center);
  const valid =
    isId(id) &&
    center !== null &&
    typeof radius === "number" &&
    radius > 0 &&
    radius <= MAX_ELLIPSE_RADIUS &&
    typeof angle === "number" &&
    Math.abs(angle) <= 2 * Math.PI &&
    typeof degree === "number" &&
    degree >= MIN_ELLIPSE_DEGREE &&
    degree <= 90;
  return valid ? { id, center, radius, angle, degree } : null;
}

function parseSymmetry(value: unknown): SymmetryGuide | null | undefined {
  if (value === null || value === undefined) return null;
  if (!isRecord(value) || !hasOnlyKeys(value, ["kind", "center", "axes"])) return undefined;
  const { kind, axes } = value;
  const center = parsePoint(value.center);
  const valid =
    isSymmetryKind(kind) &&
    center !== null &&
    typeof axes === "number" &&
    Number.isInteger(axes) &&
    axes >= MIN_RADIAL_AXES &&
    axes <= MAX_RADIAL_AXES;
  return valid ? { kind, center, axes } : undefined;
}

function parseRuler(value: unknown): Ruler | null {
  if (!isRecord(value) || !hasOnlyKeys(value, ["id", "kind", "center", "angle", "length"])) {
    return null;
  }
  const { id, kind, angle, length } = value;
  const center = parsePoint(value.center);
  const valid =
    isId(id) &&
    isRulerKind(kind) &&
    center !== null &&
    typeof angle === "number" &&
    Math.abs(angle) <= 2 * Math.PI &&
    typeof length === "number" &&
    length > 0 &&
    length <= MAX_ELLIPSE_RADIUS;
  return valid ? { id, kind, center, angle, length } : null;
}

/** A list of guides with ids, each as `parse` reads it; null when any is malformed or repeated. */
function parseList<T extends { id: string }>(
  value: unknown,
  max: number,
  parse: (item: unknown) => T | null,
): T[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > max) return null;
  const parsed = value.map(parse);
  if (!parsed.every((item) => item !== null)) return null;
  return new Set(parsed.map((item) => item.id)).size === parsed.length ? parsed : null;
}

/**
 * A guides value as a client wrote it, or null when anything in it is out of the schema: the
 * server refuses such an update whole, and readers show no guides rather than part of them.
 */
export function parseGuides(value: unknown): Guides | null {
  const keys = ["perspective", "ellipses", "symmetry", "rulers"];
  if (!isRecord(value) || !hasOnlyKeys(value, keys) || value.ellipses === undefined) return null;
  const perspective = parsePerspective(value.perspective);
  const symmetry = parseSymmetry(value.symmetry);
  const ellipses = parseList(value.ellipses, MAX_ELLIPSE_GUIDES, parseEllipse);
  const rulers = parseList(value.rulers, MAX_RULERS, parseRuler);
  if (perspective === undefined || symmetry === undefined || !ellipses || !rulers) return null;
  return { perspective, ellipses, symmetry, rulers };
}
