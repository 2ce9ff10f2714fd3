import type { StrokePoint } from "../document/schema.js";
import type { Point } from "../geometry/rect.js";
import { mixTilt } from "../render/tilted-tip.js";

/**
 * QuickShape (Procreate's name): a stroke held still at its end becomes the clean shape it was
 * heading for, a line, an ellipse or an arc, drawn at the stroke's mean pressure and, from a pen
 * that reports it, its mean tilt (a pencil shading on its side keeps shading). Tolerances are
 * shares of the stroke's own size, so a hand that is steady to a few percent gets its shape at
 * any zoom, and a scribble gets none.
 */

/** How far from its chord a line's samples may stray, as a share of the chord. */
const LINE_TOLERANCE = 0.06;
/** How far from the fitted ellipse or circle the samples may stray, as a share of its size. */
const CURVE_TOLERANCE = 0.12;
/** A stroke whose ends are this near, as a share of its box's diagonal, is closed: an ellipse. */
const CLOSED_GAP = 0.2;
/** Points of a recognised curve: about one per 4 units of its length, 24 to 256. */
const pointCount = (length: number) => Math.min(256, Math.max(24, Math.ceil(length / 4)));

export type QuickShape = { kind: "line" | "ellipse" | "arc"; points: StrokePoint[] };

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** What every sample of the shape has: the mean pressure, and the mean tilt if there is any. */
type Pen = Pick<StrokePoint, "pressure" | "tilt">;

function meanPen(samples: readonly StrokePoint[]): Pen {
  const pressure = samples.reduce((sum, sample) => sum + sample.pressure, 0) / samples.length;
  const tilts = samples.flatMap((sample) => (sample.tilt ? [sample.tilt] : []));
  if (tilts.length === 0) return { pressure };
  // Mixed one in at a time by its share, as a running mean of the lean seen from above.
  const tilt = tilts.reduce((mean, next, index) => mixTilt(mean, next, 1 / (index + 1)));
  return { pressure, tilt };
}

function pathLength(samples: readonly Point[]): number {
  let length = 0;
  samples.forEach((sample, index) => {
    const previous = samples[index - 1];
    if (previous) length += distance(previous, sample);
  });
  return length;
}

function asLine(samples: readonly StrokePoint[], pen: Pen): QuickShape | null {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last) return null;
  const chord = distance(first, last);
  if (chord === 0) return null;
  const stray = Math.max(
    ...samples.map(
      (p) =>
        Math.abs((last.x - first.x) * (first.y - p.y) - (first.x - p.x) * (last.y - first.y)) /
        chord,
    ),
  );
  if (stray > chord * LINE_TOLERANCE) return null;
  return {
    kind: "line",
    points: [first, last].map(({ x, y }) => ({ x, y, ...pen })),
  };
}

/**
 * The ellipse of the samples: centred on their mean, its axes along their principal directions,
 * its radii the least-squares fit of u²/a² + v²/b² = 1 in those axes; accepted when the samples
 * lie near it all round.
 */
function asEllipse(samples: readonly StrokePoint[], pen: Pen): QuickShape | null {
  const n = samples.length;
  const cx = samples.reduce((sum, p) => sum + p.x, 0) / n;
  const cy = samples.reduce((sum, p) => sum + p.y, 0) / n;
  let [sxx, syy, sxy] = [0, 0, 0];
  for (const p of samples) {
    sxx += (p.x - cx) ** 2;
    syy += (p.y - cy) ** 2;
    sxy += (p.x - cx) * (p.y - cy);
  }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const axes = samples.map((p) => ({
    u: (p.x - cx) * cos + (p.y - cy) * sin,
    v: -(p.x - cx) * sin + (p.y - cy) * cos,
  }));
  let [uuuu, uuvv, vvvv, uu, vv] = [0, 0, 0, 0, 0];
  for (const { u, v } of axes) {
    uuuu += u ** 4;
    uuvv += u ** 2 * v ** 2;
    vvvv += v ** 4;
    uu += u ** 2;
    vv += v ** 2;
  }
  const determinant = uuuu * vvvv - uuvv ** 2;
  if (Math.abs(determinant) < 1e-12) return null;
  const inverseA2 = (uu * vvvv - vv * uuvv) / determinant;
  const inverseB2 = (vv * uuuu - uu * uuvv) / determinant;
  if (inverseA2 <= 0 || inverseB2 <= 0) return null;
  const [a, b] = [1 / Math.sqrt(inverseA2), 1 / Math.sqrt(inverseB2)];
  const off = axes.map(({ u, v }) => Math.abs(Math.hypot(u / a, v / b) - 1));
  if (Math.max(...off) > CURVE_TOLERANCE * 2) return null;
  if (off.reduce((sum, each) => sum + each, 0) / n > CURVE_TOLERANCE) return null;
  const count = pointCount(pathLength(samples));
  const points: StrokePoint[] = [];
  for (let index = 0; index <= count; index += 1) {
    // The last point repeats the first, closing the outline exactly.
    const t = ((index % count) / count) * 2 * Math.PI;
    const [u, v] = [a * Math.cos(t), b * Math.sin(t)];
    points.push({ x: cx + u * cos - v * sin, y: cy + u * sin + v * cos, ...pen });
  }
  return { kind: "ellipse", points };
}

/** The circle through three points; null when they are in a line. */
function circleThrough(a: Point, b: Point, c: Point): { center: Point; radius: number } | null {
  const d = 2 * (a.x * (b.y - c.y) + b.x * (c.y - a.y) + c.x * (a.y - b.y));
  if (Math.abs(d) < 1e-9) return null;
  const [a2, b2, c2] = [a.x ** 2 + a.y ** 2, b.x ** 2 + b.y ** 2, c.x ** 2 + c.y ** 2];
  const center = {
    x: (a2 * (b.y - c.y) + b2 * (c.y - a.y) + c2 * (a.y - b.y)) / d,
    y: (a2 * (c.x - b.x) + b2 * (a.x - c.x) + c2 * (b.x - a.x)) / d,
  };
  return { center, radius: distance(center, a) };
}

/** The arc of the circle through the ends and the middle sample, from the first end to the last. */
function asArc(samples: readonly StrokePoint[], pen: Pen): QuickShape | null {
  const first = samples[0];
  const middle = samples[Math.floor(samples.length / 2)];
  const last = samples.at(-1);
  if (!first || !middle || !last) return null;
  const circle = circleThrough(first, middle, last);
  if (!circle) return null;
  const { center, radius } = circle;
  if (samples.some((p) => Math.abs(distance(p, center) - radius) > radius * CURVE_TOLERANCE)) {
    return null;
  }
  const angleOf = (p: Point) => Math.atan2(p.y - center.y, p.x - center.x);
  const start = angleOf(first);
  // The sweep from the first end to the last that passes the middle.
  const turn = (to: number) => (((to - start) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  const through = turn(angleOf(middle));
  let sweep = turn(angleOf(last));
  if (through > sweep) sweep -= 2 * Math.PI;
  const count = pointCount(Math.abs(sweep) * radius);
  const points: StrokePoint[] = [];
  for (let index = 0; index <= count; index += 1) {
    const angle = start + (sweep * index) / count;
    points.push({
      x: center.x + radius * Math.cos(angle),
      y: center.y + radius * Math.sin(angle),
      ...pen,
    });
  }
  return { kind: "arc", points };
}

/** The clean shape a held stroke was heading for, or null when it looks like none of them. */
export function recognizeShape(samples: readonly StrokePoint[]): QuickShape | null {
  if (samples.length < 3) return null;
  const pen = meanPen(samples);
  const line = asLine(samples, pen);
  if (line) return line;
  const xs = samples.map((p) => p.x);
  const ys = samples.map((p) => p.y);
  const diagonal = Math.hypot(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  const [first] = samples;
  const last = samples.at(-1);
  if (!first || !last) return null;
  const closed = distance(first, last) < diagonal * CLOSED_GAP;
  return closed ? asEllipse(samples, pen) : asArc(samples, pen);
}
