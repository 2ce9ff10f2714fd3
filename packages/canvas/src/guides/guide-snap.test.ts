import { describe, expect, test } from "vitest";
import type { Point } from "../geometry/rect.js";
import {
  concentricScale,
  degreeFromMinorHandle,
  ellipseHandles,
  projectOntoEllipse,
} from "./ellipse-geometry.js";
import { createGuideSnap } from "./guide-snap.js";
import { type EllipseGuide, type Guides, NO_GUIDES, type Ruler } from "./guides.js";
import { perspectiveDirections } from "./perspective-lines.js";
import { nearestOnEdge, rulerEdge } from "./ruler-edges.js";

const wheel: EllipseGuide = {
  id: "w1",
  center: { x: 500, y: 400 },
  radius: 200,
  angle: Math.PI / 6,
  degree: 30,
};

/**
 * A pen path from `from` towards `to` that sets off steadily and then wobbles ±`wobble` across
 * it: a hand aims a stroke's start, and the snap reads its way from there.
 */
function wobblyPath(from: Point, to: Point, wobble: number, samples = 40): Point[] {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const across = { x: -(to.y - from.y) / length, y: (to.x - from.x) / length };
  return Array.from({ length: samples + 1 }, (_, i) => {
    const t = i / samples;
    const off = Math.sin(i * 1.7) * wobble * Math.min(1, t * 4);
    return {
      x: from.x + (to.x - from.x) * t + across.x * off,
      y: from.y + (to.y - from.y) * t + across.y * off,
    };
  });
}

/** How far `point` lies from the line through `a` and `b`. */
function offLine(point: Point, a: Point, b: Point): number {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  return Math.abs((b.x - a.x) * (a.y - point.y) - (a.x - point.x) * (b.y - a.y)) / length;
}

const snapAll = (guides: Guides, path: Point[]) => {
  const [start] = path;
  if (!start) return [];
  const snap = createGuideSnap(guides, start, 8);
  if (!snap) throw new Error("no snap");
  return path.map((point) => snap.place(point));
};

describe("the ellipse guide's geometry", () => {
  test("its outline is scale 1, and a point projects onto the concentric ellipse it is asked for", () => {
    const { major, minor } = ellipseHandles(wheel);
    expect(concentricScale(wheel, major)).toBeCloseTo(1, 9);
    expect(concentricScale(wheel, minor)).toBeCloseTo(1, 9);
    expect(concentricScale(wheel, wheel.center)).toBe(0);
    const projected = projectOntoEllipse(wheel, 0.5, { x: 900, y: 123 });
    expect(concentricScale(wheel, projected)).toBeCloseTo(0.5, 9);
  });

  test("the minor axis is the radius times the sine of the degree; its handle sets the degree", () => {
    const { minor } = ellipseHandles(wheel);
    expect(Math.hypot(minor.x - wheel.center.x, minor.y - wheel.center.y)).toBeCloseTo(100, 9);
    const circle = { ...wheel, degree: 90 };
    expect(degreeFromMinorHandle(wheel, ellipseHandles(circle).minor)).toBeCloseTo(90, 6);
    expect(degreeFromMinorHandle(wheel, wheel.center)).toBe(1);
  });
});

describe("strokes that follow a guide", () => {
  const grid: Guides = {
    perspective: {
      points: [
        { x: -500, y: 400 },
        { x: 2500, y: 400 },
      ],
    },
    ellipses: [],
    symmetry: null,
    rulers: [],
  };

  test("a wobbly line towards a vanishing point lands on the line through its start and that point", () => {
    const start = { x: 800, y: 700 };
    const vanishing = { x: 2500, y: 400 };
    const placed = snapAll(grid, wobblyPath(start, { x: 1400, y: 600 }, 6));
    expect(Math.max(...placed.map((point) => offLine(point, start, vanishing)))).toBeLessThan(1e-9);
    // It goes the whole way, not stuck at its start.
    expect(placed.at(-1)?.x).toBeGreaterThan(1390);
  });

  test("a wobbly upright line in a two-point grid stays square to the horizon", () => {
    const start = { x: 800, y: 700 };
    const placed = snapAll(grid, wobblyPath(start, { x: 810, y: 300 }, 5));
    expect(placed.every((point) => Math.abs(point.x - 800) < 1e-9)).toBe(true);
  });

  test("the first wobble does not choose: the stroke holds at its start until the pen has gone far enough", () => {
    const snap = createGuideSnap(grid, { x: 800, y: 700 }, 8);
    expect(snap?.place({ x: 803, y: 695 })).toEqual({ x: 800, y: 700 });
  });

  test("each direction of a one- and a three-point grid", () => {
    const at = { x: 0, y: 0 };
    expect(perspectiveDirections({ points: [{ x: 10, y: 0 }] }, at)).toHaveLength(3);
    expect(
      perspectiveDirections(
        {
          points: [
            { x: 10, y: 0 },
            { x: -10, y: 0 },
            { x: 0, y: 50 },
          ],
        },
        at,
      ),
    ).toEqual([
      { x: 1, y: 0 },
      { x: -1, y: 0 },
      { x: 0, y: 1 },
    ]);
  });

  test("a stroke started on a wheel and going round it follows the concentric ellipse", () => {
    const guides: Guides = { ...grid, ellipses: [wheel] };
    // Round the ellipse at 0.8 of its size, the hand wandering up to ±8 units off it once going.
    const path = Array.from({ length: 60 }, (_, i) => {
      const t = (i / 59) * Math.PI * 1.5;
      const wander = Math.sin(i) * 8 * Math.min(1, i / 10);
      const u = (160 + wander) * Math.cos(t);
      const v = (80 + wander / 2) * Math.sin(t);
      const cos = Math.cos(wheel.angle);
      const sin = Math.sin(wheel.angle);
      return { x: wheel.center.x + u * cos - v * sin, y: wheel.center.y + u * sin + v * cos };
    });
    const placed = snapAll(guides, path);
    for (const point of placed) expect(concentricScale(wheel, point)).toBeCloseTo(0.8, 6);
  });

  test("a spoke drawn out from the hub goes its own way, to the grid", () => {
    const guides: Guides = { ...grid, ellipses: [wheel] };
    const start = { x: wheel.center.x + 20, y: wheel.center.y + 10 };
    const end = {
      x: start.x + 100 * Math.cos(wheel.angle),
      y: start.y + 100 * Math.sin(wheel.angle),
    };
    const placed = snapAll(guides, wobblyPath(start, end, 0, 10));
    const scales = placed.map((point) => concentricScale(wheel, point));
    expect(Math.max(...scales) - Math.min(...scales)).toBeGreaterThan(0.3);
  });

  test("with no guides there is nothing to follow", () => {
    expect(createGuideSnap(NO_GUIDES, { x: 0, y: 0 }, 8)).toBeNull();
  });
});

describe("strokes along a ruler", () => {
  const straight: Ruler = {
    id: "r1",
    kind: "straight",
    center: { x: 500, y: 500 },
    angle: Math.PI / 6,
    length: 600,
  };

  test("a stroke set down at a ruler's edge runs along it, whichever way the hand drifts", () => {
    const guides: Guides = { ...NO_GUIDES, rulers: [straight] };
    const [from, to] = rulerEdge(straight);
    if (!from || !to) throw new Error("no edge");
    // Set down 10 units off the edge, then drifting away from it at 20°.
    const start = { x: 500 - 10 * Math.sin(Math.PI / 6), y: 500 + 10 * Math.cos(Math.PI / 6) };
    const drift = wobblyPath(
      start,
      { x: start.x + 200, y: start.y + 200 * Math.tan(Math.PI / 6 + 0.35) },
      3,
    );
    const placed = snapAll(guides, drift);
    for (const point of placed) expect(offLine(point, from, to)).toBeLessThan(1e-9);
    expect(placed[0]).not.toEqual(placed.at(-1));
  });

  test("a stroke started away from every ruler is left alone", () => {
    const guides: Guides = { ...NO_GUIDES, rulers: [straight] };
    const far = { x: 100, y: 900 };
    const snap = createGuideSnap(guides, far, 8);
    expect(snap?.place({ x: 150, y: 950 })).toEqual({ x: 150, y: 950 });
  });

  test("along a French curve the stroke keeps to the curve from one end to the other", () => {
    const curve: Ruler = { ...straight, kind: "french", angle: 0 };
    const edge = rulerEdge(curve);
    const guides: Guides = { ...NO_GUIDES, rulers: [curve] };
    // The hand follows the edge 6 units out, from its first end to its last.
    const path = edge.map((point, index) => ({
      x: point.x,
      y: point.y + (index % 2 === 0 ? 6 : -6),
    }));
    const placed = snapAll(guides, path);
    for (const point of placed) {
      expect(nearestOnEdge(edge, point)?.distance).toBeLessThan(1e-9);
    }
    // It went the whole way round, to within the hand's 6 units of the curve's far end.
    const [end, last] = [edge.at(-1), placed.at(-1)];
    expect(end && last && Math.hypot(end.x - last.x, end.y - last.y)).toBeLessThan(8);
  });
});
