import { artboardToScreen, screenToArtboard } from "../editor/viewport.js";
import type { Point, Viewport } from "../geometry/rect.js";
import { concentricScale, ellipseHandles } from "./ellipse-geometry.js";
import type { Guides } from "./guides.js";
import { nearestOnEdge, rulerEdge, rulerEnd } from "./ruler-edges.js";

/**
 * What of a guide a designer drags: a vanishing point; the symmetry's centre; an ellipse's
 * centre (moves it), the end of its major axis (size and turn) or of its minor axis (degree); a
 * ruler's middle (moves it) or its second end (turn and length).
 */
export type Grip =
  | { kind: "vanishing"; index: number }
  | { kind: "symmetry" }
  | { kind: "center" | "major" | "minor"; id: string }
  | { kind: "ruler" | "rulerEnd"; id: string };

/** How near a grip a press must land, in screen pixels: a finger's or a pen's reach. */
export const GRIP_REACH = 12;

/**
 * The grips the guides tool shows, in artboard units: every vanishing point, the symmetry's
 * centre, every ellipse's and ruler's middle, and the axis ends of the selected ellipse or the
 * turning end of the selected ruler.
 */
export function guideGrips(guides: Guides, selected: string | null): { grip: Grip; at: Point }[] {
  const grips: { grip: Grip; at: Point }[] = (guides.perspective?.points ?? []).map(
    (at, index) => ({ grip: { kind: "vanishing", index }, at }),
  );
  if (guides.symmetry) grips.push({ grip: { kind: "symmetry" }, at: guides.symmetry.center });
  for (const ellipse of guides.ellipses) {
    const { id } = ellipse;
    if (id === selected) {
      const { major, minor } = ellipseHandles(ellipse);
      grips.push(
        { grip: { kind: "major", id }, at: major },
        { grip: { kind: "minor", id }, at: minor },
      );
    }
    grips.push({ grip: { kind: "center", id }, at: ellipse.center });
  }
  for (const ruler of guides.rulers) {
    const { id } = ruler;
    if (id === selected) grips.push({ grip: { kind: "rulerEnd", id }, at: rulerEnd(ruler) });
    grips.push({ grip: { kind: "ruler", id }, at: ruler.center });
  }
  return grips;
}

/**
 * The grip a press at `screen` takes: the nearest within reach, else the ruler whose edge it
 * landed on, else the centre of the ellipse it landed inside (a drag anywhere inside moves it),
 * the smallest when they nest.
 */
export function gripAt(
  guides: Guides,
  selected: string | null,
  viewport: Viewport,
  screen: Point,
): Grip | null {
  let nearest: { grip: Grip; distance: number } | null = null;
  for (const { grip, at } of guideGrips(guides, selected)) {
    const shown = artboardToScreen(viewport, at);
    const distance = Math.hypot(shown.x - screen.x, shown.y - screen.y);
    if (distance <= GRIP_REACH && (!nearest || distance < nearest.distance)) {
      nearest = { grip, distance };
    }
  }
  if (nearest) return nearest.grip;
  const point = screenToArtboard(viewport, screen);
  const reach = GRIP_REACH / viewport.scale;
  const onEdge = guides.rulers.find(
    (ruler) => (nearestOnEdge(rulerEdge(ruler), point)?.distance ?? reach + 1) <= reach,
  );
  if (onEdge) return { kind: "ruler", id: onEdge.id };
  const inside = guides.ellipses
    .filter((ellipse) => concentricScale(ellipse, point) <= 1)
    .sort((a, b) => a.radius - b.radius)[0];
  return inside ? { kind: "center", id: inside.id } : null;
}

/** A name for a grip, unique among the guides' grips (React keys, test ids). */
export function gripKey(grip: Grip): string {
  if (grip.kind === "vanishing") return `vanishing-${grip.index}`;
  if (grip.kind === "symmetry") return "symmetry";
  return `${grip.kind}-${grip.id}`;
}
