import type { ImageMesh, PlacedImage } from "../document/schema.js";
import { applyMatrix, composeMatrices, type Matrix, rotationAbout, translation } from "./affine.js";
import type { Point } from "./rect.js";

/**
 * Where a placed image's picture lands: its placement (rectangle, flip, rotation) and, once
 * distorted or warped, its mesh (schema.ts `ImageMesh`), in the picture's own unit square.
 */

/** The cells on each side of the mesh a distort, perspective or warp gives an image. */
export const RESHAPE_MESH_CELLS = 16;

const BYTES_PER_PAIR = 8;

/**
 * The image's placement: its own unit square (0, 0 the picture's top left, 1, 1 its bottom right)
 * to the artboard, mirrored across its width when flipped, then turned about its centre.
 */
export function imagePlacement(image: PlacedImage): Matrix {
  const mirror = image.flipped ? -1 : 1;
  const stretch: Matrix = { a: image.width * mirror, b: 0, c: 0, d: image.height, e: 0, f: 0 };
  return [
    translation(-0.5, -0.5),
    stretch,
    rotationAbout({ x: 0, y: 0 }, image.rotation),
    translation(image.x + image.width / 2, image.y + image.height / 2),
  ].reduce(composeMatrices);
}

export function encodeMeshPoints(points: readonly Point[]): Uint8Array {
  const bytes = new Uint8Array(points.length * BYTES_PER_PAIR);
  const view = new DataView(bytes.buffer);
  points.forEach((point, index) => {
    view.setFloat32(index * BYTES_PER_PAIR, point.x, true);
    view.setFloat32(index * BYTES_PER_PAIR + 4, point.y, true);
  });
  return bytes;
}

export function decodeMeshPoints(bytes: Uint8Array): Point[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.from({ length: bytes.byteLength / BYTES_PER_PAIR }, (_, index) => ({
    x: view.getFloat32(index * BYTES_PER_PAIR, true),
    y: view.getFloat32(index * BYTES_PER_PAIR + 4, true),
  }));
}

/** The lattice points of an undistorted grid over the unit square, row by row. */
export function regularLattice(columns: number, rows: number): Point[] {
  return Array.from({ length: (columns + 1) * (rows + 1) }, (_, index) => ({
    x: (index % (columns + 1)) / columns,
    y: Math.floor(index / (columns + 1)) / rows,
  }));
}

/** A lattice on the artboard: where each grid point of the picture is, row by row. */
export type Lattice = { columns: number; rows: number; points: Point[] };

/** Where the picture's lattice is on the artboard: its mesh, or its rectangle's four corners. */
export function imageLattice(image: PlacedImage): Lattice {
  const { columns, rows, points } = image.mesh ?? { columns: 1, rows: 1, points: undefined };
  const unit = points ? decodeMeshPoints(points) : regularLattice(1, 1);
  const placement = imagePlacement(image);
  return { columns, rows, points: unit.map((point) => applyMatrix(placement, point)) };
}

/** A mesh holding artboard lattice points, put back into the image's own unit square. */
export function meshOf(image: PlacedImage, lattice: Lattice): ImageMesh {
  const placement = imagePlacement(image);
  const { a, b, c, d, e, f } = placement;
  const determinant = a * d - b * c;
  const toUnit = ({ x, y }: Point) => ({
    x: (d * (x - e) - c * (y - f)) / determinant,
    y: (a * (y - f) - b * (x - e)) / determinant,
  });
  return {
    columns: lattice.columns,
    rows: lattice.rows,
    points: encodeMeshPoints(lattice.points.map(toUnit)),
  };
}

/** The lattice's border, clockwise from the picture's top left: what the image covers. */
export function latticeOutline({ columns, rows, points }: Lattice): Point[] {
  const at = (column: number, row: number) => points[row * (columns + 1) + column] as Point;
  const outline: Point[] = [];
  for (let column = 0; column < columns; column += 1) outline.push(at(column, 0));
  for (let row = 0; row < rows; row += 1) outline.push(at(columns, row));
  for (let column = columns; column > 0; column -= 1) outline.push(at(column, rows));
  for (let row = rows; row > 0; row -= 1) outline.push(at(0, row));
  return outline;
}

/**
 * Where a point of the picture's unit square lands, through the triangle of the lattice's cell it
 * lies in (each cell is drawn as the triangles top-left and bottom-right of its diagonal).
 */
export function latticePointAt({ columns, rows, points }: Lattice, u: number, v: number): Point {
  const column = Math.min(columns - 1, Math.max(0, Math.floor(u * columns)));
  const row = Math.min(rows - 1, Math.max(0, Math.floor(v * rows)));
  const s = u * columns - column;
  const t = v * rows - row;
  const at = (dc: number, dr: number) => points[(row + dr) * (columns + 1) + column + dc] as Point;
  const [origin, across, down] =
    s + t <= 1 ? [at(0, 0), at(1, 0), at(0, 1)] : [at(1, 1), at(0, 1), at(1, 0)];
  const [ds, dt] = s + t <= 1 ? [s, t] : [1 - s, 1 - t];
  return {
    x: origin.x + ds * (across.x - origin.x) + dt * (down.x - origin.x),
    y: origin.y + ds * (across.y - origin.y) + dt * (down.y - origin.y),
  };
}
