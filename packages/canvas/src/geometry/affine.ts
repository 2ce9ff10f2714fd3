import type { StrokePoint } from "../document/schema.js";
import type { Point } from "./rect.js";

/**
 * A 2D affine transform as the 2D context's `setTransform(a, b, c, d, e, f)` takes it:
 * x' = a·x + c·y + e, y' = b·x + d·y + f.
 */
export type Matrix = { a: number; b: number; c: number; d: number; e: number; f: number };

export const IDENTITY: Matrix = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 };

export function applyMatrix(matrix: Matrix, point: Point): Point {
  return {
    x: matrix.a * point.x + matrix.c * point.y + matrix.e,
    y: matrix.b * point.x + matrix.d * point.y + matrix.f,
  };
}

/**
 * Where a direction at `angle` radians points once the matrix's linear part has taken it: turned
 * with a rotation, mirrored with a flip (a tip's angle, a pen's azimuth).
 */
export function turnedAngle(matrix: Matrix, angle: number): number {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return Math.atan2(matrix.b * cos + matrix.d * sin, matrix.a * cos + matrix.c * sin);
}

/** A pen sample moved by a matrix: its place, and the way its pen leans turned with it. */
export function transformSample(matrix: Matrix, sample: StrokePoint): StrokePoint {
  const moved: StrokePoint = { ...applyMatrix(matrix, sample), pressure: sample.pressure };
  if (sample.tilt) {
    const { altitude, azimuth } = sample.tilt;
    moved.tilt = { altitude, azimuth: turnedAngle(matrix, azimuth) };
  }
  return moved;
}

/** `first` then `second`: the matrix of applying `first` and then `second`. */
export function composeMatrices(first: Matrix, second: Matrix): Matrix {
  return {
    a: second.a * first.a + second.c * first.b,
    b: second.b * first.a + second.d * first.b,
    c: second.a * first.c + second.c * first.d,
    d: second.b * first.c + second.d * first.d,
    e: second.a * first.e + second.c * first.f + second.e,
    f: second.b * first.e + second.d * first.f + second.f,
  };
}

export function translation(dx: number, dy: number): Matrix {
  return { a: 1, b: 0, c: 0, d: 1, e: dx, f: dy };
}

/** Scales by sx, sy while `origin` stays where it is. */
export function scalingAbout(origin: Point, sx: number, sy: number): Matrix {
  return { a: sx, b: 0, c: 0, d: sy, e: origin.x * (1 - sx), f: origin.y * (1 - sy) };
}

/**
 * Rotates by `angle` radians about `origin`. With y growing downwards a positive angle turns
 * clockwise on screen, as a placed image's `rotation` does.
 */
export function rotationAbout(origin: Point, angle: number): Matrix {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return {
    a: cos,
    b: sin,
    c: -sin,
    d: cos,
    e: origin.x - cos * origin.x + sin * origin.y,
    f: origin.y - sin * origin.x - cos * origin.y,
  };
}
