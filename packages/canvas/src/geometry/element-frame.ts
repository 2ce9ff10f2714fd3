import { newId } from "../document/ids.js";
import { decodePoints, encodeSamples } from "../document/points.js";
import {
  type BrushStyle,
  type EraserCut,
  type Leaf,
  MAX_ERASURE_POINTS,
  type StrokePoint,
} from "../document/schema.js";
import { applyMatrix, IDENTITY, type Matrix, transformSample, turnedAngle } from "./affine.js";
import type { Point } from "./rect.js";

/** Where the element's own frame lies on the artboard (schema.ts `ElementFrame`). */
export function frameOf(element: Leaf): Matrix {
  return element.frame ?? IDENTITY;
}

/** The inverse of an invertible matrix (frames always are: parse.ts refuses the others). */
export function invertMatrix(matrix: Matrix): Matrix {
  const { a, b, c, d, e, f } = matrix;
  const determinant = a * d - b * c;
  return {
    a: d / determinant,
    b: -b / determinant,
    c: -c / determinant,
    d: a / determinant,
    e: (c * f - d * e) / determinant,
    f: (b * e - a * f) / determinant,
  };
}

/** How much a matrix scales lengths on average: the square root of its area factor. */
export function lengthScaleOf(matrix: Matrix): number {
  return Math.sqrt(Math.abs(matrix.a * matrix.d - matrix.b * matrix.c));
}

/**
 * What the eraser drew, on the artboard: its samples (with the pen's tilt when its style answers
 * to it), nib size, opacity, smoothing, and its style when it is not the plain eraser.
 */
export type EraserMark = {
  id: string;
  points: readonly StrokePoint[];
  size: number;
  opacity: number;
  smoothing: number;
  style?: BrushStyle;
};

/**
 * The eraser's mark as erasures of `element`, carried into the element's own frame: one, or for
 * a mark longer than an erasure may be, consecutive pieces sharing their end samples. A styled
 * tip's angle and the pen's lean are turned into the frame with the samples, so that drawn
 * through the frame the cut has the tip it had on the artboard.
 */
export function erasuresOf(element: Leaf, mark: EraserMark): EraserCut[] {
  const frame = frameOf(element);
  const inverse = invertMatrix(frame);
  const points = mark.points.map((point) => transformSample(inverse, point));
  const style = mark.style && { ...mark.style, angle: turnedAngle(inverse, mark.style.angle) };
  const erasures: EraserCut[] = [];
  for (let start = 0; start === 0 || start < points.length - 1; start += MAX_ERASURE_POINTS - 1) {
    erasures.push({
      id: start === 0 ? mark.id : newId(),
      size: mark.size / lengthScaleOf(frame),
      opacity: mark.opacity,
      smoothing: mark.smoothing,
      ...encodeSamples(points.slice(start, start + MAX_ERASURE_POINTS)),
      ...(style ? { style } : {}),
    });
  }
  return erasures;
}

/** An erasure's samples on the artboard, where the element's frame puts them now. */
export function erasureOnArtboard(element: Leaf, erasure: EraserCut): StrokePoint[] {
  const frame = frameOf(element);
  return decodePoints(erasure.points).map((point) => ({
    ...applyMatrix(frame, point as Point),
    pressure: point.pressure,
  }));
}
