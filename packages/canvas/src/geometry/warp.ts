import type { Point, Rect } from "./rect.js";

/** The warp's control points on each side: a 4 × 4 mesh, as Photoshop's and Procreate's. */
export const WARP_SIZE = 4;

/** The cubic Bernstein weights of a parameter from 0 to 1. */
function bernstein(t: number): [number, number, number, number] {
  const s = 1 - t;
  return [s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t];
}

/** The control points of a warp that leaves everything in place: evenly over the box. */
export function restingControls(box: Rect): Point[] {
  const last = WARP_SIZE - 1;
  return Array.from({ length: WARP_SIZE * WARP_SIZE }, (_, index) => ({
    x: box.x + (box.width * (index % WARP_SIZE)) / last,
    y: box.y + (box.height * Math.floor(index / WARP_SIZE)) / last,
  }));
}

/**
 * The warp of a box by a bicubic Bézier patch over 4 × 4 control points (row by row): the box's
 * point at (u, v) goes to Σ Bᵢ(u)·Bⱼ(v)·Pᵢⱼ. Resting controls give the identity, because the
 * Bernstein weights reproduce straight lines; a moved control bends everything smoothly.
 */
export function warpMap(box: Rect, controls: readonly Point[]): (point: Point) => Point {
  const width = box.width || 1;
  const height = box.height || 1;
  return ({ x, y }) => {
    const across = bernstein((x - box.x) / width);
    const down = bernstein((y - box.y) / height);
    let mappedX = 0;
    let mappedY = 0;
    controls.forEach((control, index) => {
      const weight = (across[index % WARP_SIZE] ?? 0) * (down[Math.floor(index / WARP_SIZE)] ?? 0);
      mappedX += weight * control.x;
      mappedY += weight * control.y;
    });
    return { x: mappedX, y: mappedY };
  };
}

/**
 * The controls after the point of the surface at control `index` is dragged by (dx, dy): that
 * control moves farther than the pointer, by the inverse of its own weight there, so that the
 * artwork under the pointer follows it exactly, as a designer expects of a handle.
 */
export function dragControl(
  controls: readonly Point[],
  index: number,
  dx: number,
  dy: number,
): Point[] {
  const last = WARP_SIZE - 1;
  const column = index % WARP_SIZE;
  const row = Math.floor(index / WARP_SIZE);
  const weight = (bernstein(column / last)[column] ?? 1) * (bernstein(row / last)[row] ?? 1);
  return controls.map((control, at) =>
    at === index ? { x: control.x + dx / weight, y: control.y + dy / weight } : control,
  );
}
