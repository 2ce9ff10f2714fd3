import type { Size } from "../editor/viewport.js";
import type { Point } from "../geometry/rect.js";
import {
  type EllipseGuide,
  type Guides,
  MAX_ELLIPSE_GUIDES,
  MAX_RADIAL_AXES,
  MAX_RULERS,
  MIN_ELLIPSE_DEGREE,
  MIN_RADIAL_AXES,
  type PerspectiveKind,
  perspectiveKind,
  type Ruler,
  type RulerKind,
  type SymmetryKind,
} from "./guides.js";

/**
 * Where a new grid's vanishing points go on a board of `size`: the horizon at two fifths of its
 * height (eye level a little above the middle, as car renderings are drawn), one point in the
 * middle, two points a quarter of the width beyond each side (a gentle three-quarter view), and
 * the third below the board (looking down on the car).
 */
export function defaultVanishingPoints(kind: PerspectiveKind, size: Size): Point[] {
  const horizon = size.height * 0.4;
  if (kind === 1) return [{ x: size.width / 2, y: horizon }];
  const two = [
    { x: -size.width * 0.25, y: horizon },
    { x: size.width * 1.25, y: horizon },
  ];
  return kind === 2 ? two : [...two, { x: size.width / 2, y: size.height * 2.5 }];
}

/**
 * The grid switched to `kind` (null: off). Points already placed stay where the designer put
 * them; a second or third one comes at its default place, level with the horizon.
 */
export function withPerspective(guides: Guides, kind: PerspectiveKind | null, size: Size): Guides {
  if (kind === null) return { ...guides, perspective: null };
  if (perspectiveKind(guides) === kind) return guides;
  const defaults = defaultVanishingPoints(kind, size);
  const kept = guides.perspective?.points ?? [];
  const horizon = kept[0]?.y;
  const points = defaults.map((point, index) => {
    const placed = kept[index];
    if (placed) return placed;
    return index < 2 && horizon !== undefined ? { x: point.x, y: horizon } : point;
  });
  return { ...guides, perspective: { points } };
}

/**
 * A vanishing point dragged to `to`. With one or two, the horizon stays level: the other point
 * rises and falls with the dragged one. The third (vertical) point moves alone.
 */
export function withVanishingPoint(guides: Guides, index: number, to: Point): Guides {
  const points = guides.perspective?.points;
  if (!points?.[index]) return guides;
  const moved = points.map((point, at) => {
    if (at === index) return to;
    return index < 2 && at < 2 ? { x: point.x, y: to.y } : point;
  });
  return { ...guides, perspective: { points: moved } };
}

/** A new ellipse guide at `center`: a wheel at the degree of a three-quarter view. */
export function newEllipseGuide(id: string, center: Point, radius: number): EllipseGuide {
  return { id, center, radius, angle: 0, degree: 35 };
}

/** Whether another ellipse guide fits (the schema's bound). */
export const canAddEllipse = (guides: Guides): boolean =>
  guides.ellipses.length < MAX_ELLIPSE_GUIDES;

export function withEllipse(guides: Guides, ellipse: EllipseGuide): Guides {
  return { ...guides, ellipses: withItem(guides.ellipses, ellipse, MAX_ELLIPSE_GUIDES) };
}
/** The ellipse's degree set, kept within the guide's range. */
export function withDegree(ellipse: EllipseGuide, degree: number): EllipseGuide {
  return { ...ellipse, degree: Math.max(MIN_ELLIPSE_DEGREE, Math.min(90, degree)) };
}

/** Radial symmetry's first number of axes: six spokes. */
export const DEFAULT_RADIAL_AXES = 6;

/**
 * The symmetry switched to `kind` (null: off), round the middle of a board of `size` when it
 * had none; a centre the designer moved stays.
 */
export function withSymmetry(guides: Guides, kind: SymmetryKind | null, size: Size): Guides {
  if (kind === null) return { ...guides, symmetry: null };
  if (guides.symmetry?.kind === kind) return guides;
  const center = guides.symmetry?.center ?? { x: size.width / 2, y: size.height / 2 };
  const axes = kind === "radial" ? DEFAULT_RADIAL_AXES : 2;
  return { ...guides, symmetry: { kind, center, axes } };
}

/** A radial symmetry's number of axes, within its range. */
export function withRadialAxes(guides: Guides, axes: number): Guides {
  const { symmetry } = guides;
  if (symmetry?.kind !== "radial") return guides;
  const bounded = Math.round(Math.max(MIN_RADIAL_AXES, Math.min(MAX_RADIAL_AXES, axes)));
  return { ...guides, symmetry: { ...symmetry, axes: bounded } };
}

/** The symmetry's centre (its axis) moved to `center`. */
export function withSymmetryCenter(guides: Guides, center: Point): Guides {
  return guides.symmetry ? { ...guides, symmetry: { ...guides.symmetry, center } } : guides;
}

/** A new ruler at `center`, level, `length` long. */
export function newRuler(id: string, kind: RulerKind, center: Point, length: number): Ruler {
  return { id, kind, center, angle: 0, length };
}

/** Whether another ruler fits (the schema's bound). */
export const canAddRuler = (guides: Guides): boolean => guides.rulers.length < MAX_RULERS;

/** The ruler added, or replaced when one has its id. */
export function withRuler(guides: Guides, ruler: Ruler): Guides {
  return { ...guides, rulers: withItem(guides.rulers, ruler, MAX_RULERS) };
}

/** `item` in place of the one with its id, or added at the end while the list holds under `max`. */
function withItem<T extends { id: string }>(
  list: readonly T[],
  item: T,
  max: number,
): readonly T[] {
  if (list.some((each) => each.id === item.id)) {
    return list.map((each) => (each.id === item.id ? item : each));
  }
  return list.length < max ? [...list, item] : list;
}
/** The ellipse guide or ruler with this id taken away. */
export function withoutGuide(guides: Guides, id: string): Guides {
  return {
    ...guides,
    ellipses: guides.ellipses.filter((ellipse) => ellipse.id !== id),
    rulers: guides.rulers.filter((ruler) => ruler.id !== id),
  };
}
