import type { PlacedImage } from "../document/schema.js";
import { composeMatrices, type Matrix } from "../geometry/affine.js";
import { imageLattice } from "../geometry/image-mesh.js";
import type { Point } from "../geometry/rect.js";
import type { DrawableImage, DrawingContext } from "./drawing-context.js";

/**
 * How far each triangle's clip reaches past its edges, in target pixels: neighbouring triangles
 * overlap a little, so that their anti-aliased edges leave no hairline seam between them.
 */
const SEAM_OVERLAP = 0.75;

/**
 * Paints a distorted or warped image (its `mesh`): each cell of the lattice as two triangles, each
 * an affine piece of the picture clipped to its triangle, since the 2D context has no projective
 * or mesh drawImage. `pixels` is the context's transform (artboard to target pixels); without
 * its picture (not loaded), the triangles are filled with `placeholder`.
 */
export function drawImageMesh(
  context: DrawingContext,
  image: PlacedImage,
  source: DrawableImage | undefined,
  pixels: Matrix,
  placeholder: string,
): void {
  const { columns, rows, points } = imageLattice(image);
  const at = (column: number, row: number) => points[row * (columns + 1) + column] as Point;
  const size = naturalSize(source);
  const overlap = SEAM_OVERLAP / Math.hypot(pixels.a, pixels.b);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const [u0, v0, u1, v1] = [
        column / columns,
        row / rows,
        (column + 1) / columns,
        (row + 1) / rows,
      ];
      const cell = { u0, v0, u1, v1 };
      const corners = {
        topLeft: at(column, row),
        topRight: at(column + 1, row),
        bottomLeft: at(column, row + 1),
        bottomRight: at(column + 1, row + 1),
      };
      const triangles: [Point, Point, Point, Point, Point, Point][] = [
        [
          { x: u0, y: v0 },
          { x: u1, y: v0 },
          { x: u0, y: v1 },
          corners.topLeft,
          corners.topRight,
          corners.bottomLeft,
        ],
        [
          { x: u1, y: v1 },
          { x: u0, y: v1 },
          { x: u1, y: v0 },
          corners.bottomRight,
          corners.bottomLeft,
          corners.topRight,
        ],
      ];
      for (const [s0, s1, s2, d0, d1, d2] of triangles) {
        const piece = triangleMap([s0, s1, s2], [d0, d1, d2]);
        if (!piece) continue;
        context.save();
        context.setTransform(pixels.a, pixels.b, pixels.c, pixels.d, pixels.e, pixels.f);
        context.beginPath();
        for (const [index, corner] of grown([d0, d1, d2], overlap).entries()) {
          if (index === 0) context.moveTo(corner.x, corner.y);
          else context.lineTo(corner.x, corner.y);
        }
        context.closePath();
        context.clip();
        const { a, b, c, d, e, f } = composeMatrices(piece, pixels);
        context.setTransform(a, b, c, d, e, f);
        drawCell(context, source, size, cell, placeholder);
        context.restore();
      }
    }
  }
}

type Cell = { u0: number; v0: number; u1: number; v1: number };

/**
 * Draws the picture's part under a cell (and a pixel around it) in unit-square coordinates: only
 * that part when the picture's size is known, so each triangle costs its own pixels, not the
 * whole picture's.
 */
function drawCell(
  context: DrawingContext,
  source: DrawableImage | undefined,
  size: { width: number; height: number } | null,
  { u0, v0, u1, v1 }: Cell,
  placeholder: string,
): void {
  if (!source) {
    context.fillStyle = placeholder;
    context.fillRect(u0, v0, u1 - u0, v1 - v0);
    return;
  }
  if (!size) {
    context.drawImage(source, 0, 0, 1, 1);
    return;
  }
  const left = Math.max(0, Math.floor(u0 * size.width) - 1);
  const top = Math.max(0, Math.floor(v0 * size.height) - 1);
  const right = Math.min(size.width, Math.ceil(u1 * size.width) + 1);
  const bottom = Math.min(size.height, Math.ceil(v1 * size.height) + 1);
  context.drawImage(
    source,
    left,
    top,
    right - left,
    bottom - top,
    left / size.width,
    top / size.height,
    (right - left) / size.width,
    (bottom - top) / size.height,
  );
}

/** A decoded picture's size in pixels, when it says (images, bitmaps and canvases do). */
function naturalSize(source: DrawableImage | undefined): { width: number; height: number } | null {
  const { width, height } = (source ?? {}) as { width?: unknown; height?: unknown };
  return typeof width === "number" && typeof height === "number" && width > 0 && height > 0
    ? { width, height }
    : null;
}

/** The affine map taking one triangle onto another, or null when either has no area. */
export function triangleMap(
  [s0, s1, s2]: readonly [Point, Point, Point],
  [d0, d1, d2]: readonly [Point, Point, Point],
): Matrix | null {
  const [sax, say, sbx, sby] = [s1.x - s0.x, s1.y - s0.y, s2.x - s0.x, s2.y - s0.y];
  const [dax, day, dbx, dby] = [d1.x - d0.x, d1.y - d0.y, d2.x - d0.x, d2.y - d0.y];
  const determinant = sax * sby - sbx * say;
  if (Math.abs(determinant) < 1e-12 || Math.abs(dax * dby - dbx * day) < 1e-12) return null;
  // The linear part takes the source's edges onto the destination's: D · S⁻¹.
  const a = (dax * sby - dbx * say) / determinant;
  const c = (dbx * sax - dax * sbx) / determinant;
  const b = (day * sby - dby * say) / determinant;
  const d = (dby * sax - day * sbx) / determinant;
  return { a, b, c, d, e: d0.x - a * s0.x - c * s0.y, f: d0.y - b * s0.x - d * s0.y };
}

/** The most a sharp corner is pushed out, in multiples of `by`: a spike would overlap far. */
const MAX_MITER = 4;

/**
 * A triangle grown by `by` on every side: each corner pushed out along its bisector as far as
 * keeps its two sides `by` away from where they were (a miter, capped for sharp corners).
 */
function grown(corners: readonly Point[], by: number): Point[] {
  const unit = (x: number, y: number) => {
    const length = Math.hypot(x, y) || 1;
    return { x: x / length, y: y / length };
  };
  return corners.map((corner, index) => {
    const previous = corners[(index + corners.length - 1) % corners.length] as Point;
    const next = corners[(index + 1) % corners.length] as Point;
    const fromPrevious = unit(corner.x - previous.x, corner.y - previous.y);
    const fromNext = unit(corner.x - next.x, corner.y - next.y);
    const out = unit(fromPrevious.x + fromNext.x, fromPrevious.y + fromNext.y);
    const cosine = fromPrevious.x * fromNext.x + fromPrevious.y * fromNext.y;
    const halfSine = Math.sqrt(Math.max(0, (1 - cosine) / 2));
    const reach = Math.min(MAX_MITER, 1 / Math.max(halfSine, 1e-6)) * by;
    return { x: corner.x + out.x * reach, y: corner.y + out.y * reach };
  });
}
