import type { Point } from "../geometry/rect.js";
import { type StrokePoint, UPRIGHT_PEN } from "./schema.js";

const FLOATS_PER_POINT = 3;
const BYTES_PER_POINT = FLOATS_PER_POINT * 4;
/** A sample's tilt: its altitude, then its azimuth, a byte each. */
export const BYTES_PER_TILT = 2;

const QUARTER_TURN = Math.PI / 2;
const TURN = 2 * Math.PI;

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

/**
 * The samples' tilt beside their points (version 5), or undefined when none of them leans (a
 * mouse, a finger, a pen without a tilt sensor, which reports itself upright): two bytes a
 * sample, the altitude from 0 (lying flat) to 255 (upright) over a quarter turn, then the azimuth
 * from 0 to 255 over a whole turn (steps of 0.35° and 1.4°, finer than a hand holds a pen). A
 * sample without tilt among tilted ones counts as upright.
 */
export function encodeTilt(points: readonly StrokePoint[]): Uint8Array | undefined {
  if (!points.some((point) => point.tilt)) return undefined;
  const bytes = new Uint8Array(points.length * BYTES_PER_TILT);
  let leans = false;
  points.forEach((point, index) => {
    const { altitude: reported, azimuth } = point.tilt ?? UPRIGHT_PEN;
    const up = Math.min(QUARTER_TURN, Math.max(0, Number.isFinite(reported) ? reported : 0));
    const turn = Number.isFinite(azimuth) ? (((azimuth % TURN) + TURN) % TURN) / TURN : 0;
    const altitude = Math.round((up / QUARTER_TURN) * 255);
    leans ||= altitude < 255;
    bytes[index * BYTES_PER_TILT] = altitude;
    bytes[index * BYTES_PER_TILT + 1] = Math.round(turn * 256) % 256;
  });
  return leans ? bytes : undefined;
}

/**
 * A stroke's sample fields: its points, and its tilt when a sample has one (the key left out
 * otherwise, so that a stroke without tilt is exactly what it was before version 5).
 */
export function encodeSamples(points: readonly StrokePoint[]): {
  points: Uint8Array;
  tilt?: Uint8Array;
} {
  const tilt = encodeTilt(points);
  return tilt ? { points: encodePoints(points), tilt } : { points: encodePoints(points) };
}

/** How many samples a stroke's bytes hold; a length that is not whole triples is malformed. */
export function pointCount(bytes: Uint8Array): number {
  return bytes.byteLength / BYTES_PER_POINT;
}

/** Whether `tilt` is a tilt for the samples of `points`: two bytes for each of them. */
export function isTiltOf(tilt: unknown, points: Uint8Array): tilt is Uint8Array {
  return tilt instanceof Uint8Array && tilt.byteLength === pointCount(points) * BYTES_PER_TILT;
}

/** The samples of `encodePoints`' bytes, with `encodeTilt`'s tilt when it fits them. */
export function decodePoints(bytes: Uint8Array, tilt?: Uint8Array): StrokePoint[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = Math.floor(pointCount(bytes));
  const tilted = tilt !== undefined && isTiltOf(tilt, bytes);
  const points: StrokePoint[] = new Array(count);
  for (let index = 0; index < count; index += 1) {
    const offset = index * BYTES_PER_POINT;
    const point: StrokePoint = {
      x: view.getFloat32(offset, true),
      y: view.getFloat32(offset + 4, true),
      pressure: view.getFloat32(offset + 8, true),
    };
    if (tilted) {
      point.tilt = {
        altitude: ((tilt[index * BYTES_PER_TILT] ?? 255) / 255) * QUARTER_TURN,
        azimuth: ((tilt[index * BYTES_PER_TILT + 1] ?? 0) / 256) * TURN,
      };
    }
    points[index] = point;
  }
  return points;
}

/** A closed outline as Float32 pairs x, y, little-endian: a region cut's (schema.ts). */
export function encodeOutline(points: readonly Point[]): Uint8Array {
  const bytes = new Uint8Array(points.length * 8);
  const view = new DataView(bytes.buffer);
  points.forEach(({ x, y }, index) => {
    view.setFloat32(index * 8, x, true);
    view.setFloat32(index * 8 + 4, y, true);
  });
  return bytes;
}

export function decodeOutline(bytes: Uint8Array): Point[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const points: Point[] = [];
  for (let offset = 0; offset + 8 <= bytes.byteLength; offset += 8) {
    points.push({ x: view.getFloat32(offset, true), y: view.getFloat32(offset + 4, true) });
  }
  return points;
}
