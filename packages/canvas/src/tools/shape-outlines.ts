import type { StrokePoint } from "../document/schema.js";
import { type Point, type Rect, rectCorners, rectFromCorners } from "../geometry/rect.js";

/** Outlines are drawn at even width: every generated point has full pressure. */
const PRESSURE = 1;

/** The drag end moved so that the line's angle is a multiple of 45°. */
export function snapTo45Degrees(start: Point, end: Point): Point {
  const length = Math.hypot(end.x - start.x, end.y - start.y);
  const step = Math.PI / 4;
  const angle = Math.round(Math.atan2(end.y - start.y, end.x - start.x) / step) * step;
  return { x: start.x + length * Math.cos(angle), y: start.y + length * Math.sin(angle) };
}

/** The drag end moved so that the box from `start` is a square, on the side dragged to. */
export function constrainToSquare(start: Point, end: Point): Point {
  const side = Math.max(Math.abs(end.x - start.x), Math.abs(end.y - start.y));
  return {
    x: start.x + side * (end.x < start.x ? -1 : 1),
    y: start.y + side * (end.y < start.y ? -1 : 1),
  };
}

export function lineOutline(start: Point, end: Point): StrokePoint[] {
  return [start, end].map(({ x, y }) => ({ x, y, pressure: PRESSURE }));
}

/** The four corners clockwise from the top left and back to it, so the outline closes. */
export function rectangleOutline(start: Point, end: Point): StrokePoint[] {
  const corners = rectCorners(rectFromCorners(start, end));
  return [...corners, corners[0]].map(({ x, y }) => ({ x, y, pressure: PRESSURE }));
}

/**
 * The ellipse inscribed in the dragged box as a closed polygon, with about one point per 4 px
 * of circumference (24 to 256 points): round at any size without bloating the stroke.
 */
export function ellipseOutline(start: Point, end: Point): StrokePoint[] {
  const box: Rect = rectFromCorners(start, end);
  const [rx, ry] = [box.width / 2, box.height / 2];
  const circumference = Math.PI * (3 * (rx + ry) - Math.sqrt((3 * rx + ry) * (rx + 3 * ry)));
  const count = Math.min(256, Math.max(24, Math.ceil(circumference / 4)));
  const points: StrokePoint[] = [];
  for (let index = 0; index <= count; index += 1) {
    // The last point repeats the first, closing the outline exactly.
    const angle = ((index % count) / count) * 2 * Math.PI;
    points.push({
      x: box.x + rx + rx * Math.cos(angle),
      y: box.y + ry + ry * Math.sin(angle),
      pressure: PRESSURE,
    });
  }
  return points;
}
