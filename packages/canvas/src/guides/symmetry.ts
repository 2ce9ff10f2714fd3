import { decodePoints, encodeSamples } from "../document/points.js";
import type { Stroke } from "../document/schema.js";
import { type Matrix, rotationAbout, transformSample, turnedAngle } from "../geometry/affine.js";
import type { SymmetryGuide } from "./guides.js";
import type { Segment } from "./perspective-lines.js";

/**
 * The matrices taking what is drawn to its copies, the drawing itself left out: the mirror
 * across the upright or the level axis through the guide's centre, or the turns of a radial
 * symmetry by each of its `axes` equal steps round the centre.
 */
export function symmetryMatrices(guide: SymmetryGuide): Matrix[] {
  const { x, y } = guide.center;
  switch (guide.kind) {
    case "vertical":
      return [{ a: -1, b: 0, c: 0, d: 1, e: 2 * x, f: 0 }];
    case "horizontal":
      return [{ a: 1, b: 0, c: 0, d: -1, e: 0, f: 2 * y }];
    case "radial":
      return Array.from({ length: guide.axes - 1 }, (_, step) =>
        rotationAbout(guide.center, ((step + 1) * 2 * Math.PI) / guide.axes),
      );
  }
}

/**
 * A copy of a stroke under `matrix`, with its own id: its samples moved, and a styled tip's angle
 * and the pen's lean turned (or mirrored) with them, so that a chisel marker's copy is its
 * mirror image, whether its tip follows the pen or not.
 */
export function copyStroke(stroke: Stroke, matrix: Matrix, id: string): Stroke {
  const points = decodePoints(stroke.points, stroke.tilt).map((sample) =>
    transformSample(matrix, sample),
  );
  const copy: Stroke = { ...stroke, id, ...encodeSamples(points) };
  if (!stroke.style) return copy;
  return { ...copy, style: { ...stroke.style, angle: turnedAngle(matrix, stroke.style.angle) } };
}

/** The copies of a stroke being drawn or committed; their ids follow from its id. */
export function symmetricCopies(stroke: Stroke, guide: SymmetryGuide | null): Stroke[] {
  if (!guide) return [];
  return symmetryMatrices(guide).map((matrix, index) =>
    copyStroke(stroke, matrix, `${stroke.id}~${index + 1}`),
  );
}

/**
 * The symmetry's axes as drawn over a board of `size`, in artboard units: the mirror line, or
 * the rays between a radial symmetry's sectors, the first pointing up.
 */
export function symmetryAxes(
  guide: SymmetryGuide,
  size: { width: number; height: number },
): Segment[] {
  const reach = 4 * (size.width + size.height);
  const { x, y } = guide.center;
  switch (guide.kind) {
    case "vertical":
      return [
        [
          { x, y: y - reach },
          { x, y: y + reach },
        ],
      ];
    case "horizontal":
      return [
        [
          { x: x - reach, y },
          { x: x + reach, y },
        ],
      ];
    case "radial":
      return Array.from({ length: guide.axes }, (_, step) => {
        const angle = -Math.PI / 2 + (step * 2 * Math.PI) / guide.axes;
        return [guide.center, { x: x + reach * Math.cos(angle), y: y + reach * Math.sin(angle) }];
      });
  }
}
