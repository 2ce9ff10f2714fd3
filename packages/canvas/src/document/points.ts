import type { StrokePoint } from "./schema.js";

const FLOATS_PER_POINT = 3;
const BYTES_PER_POINT = FLOATS_PER_POINT * 4;

/**
 * A stroke's samples as one binary value: little-endian Float32 triples x, y, pressure. Stored
 * this way, not as Yjs arrays of numbers, a 60-point stroke costs bytes instead of kilobytes and
 * encodes in one copy (DESIGN.md, "The workbench").
 */
export function encodePoints(points: readonly StrokePoint[]): Uint8Array {
  const bytes = new Uint8Array(points.length * BYTES_PER_POINT);
  const view = new DataView(bytes.buffer);
  points.forEach((point, index) => {
    const offset = index * BYTES_PER_POINT;
    view.setFloat32(offset, point.x, true);
    view.setFloat32(offset + 4, point.y, true);
    view.setFloat32(offset + 8, point.pressure, true);
  });
  return bytes;
}

/** How many samples a stroke's bytes hold; a length that is not whole triples is malformed. */
export function pointCount(bytes: Uint8Array): number {
  return bytes.byteLength / BYTES_PER_POINT;
}

/** The samples of `encodePoints`' bytes. */
export function decodePoints(bytes: Uint8Array): StrokePoint[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = Math.floor(pointCount(bytes));
  const points: StrokePoint[] = new Array(count);
  for (let index = 0; index < count; index += 1) {
    const offset = index * BYTES_PER_POINT;
    points[index] = {
      x: view.getFloat32(offset, true),
      y: view.getFloat32(offset + 4, true),
      pressure: view.getFloat32(offset + 8, true),
    };
  }
  return points;
}
