import { describe, expect, test } from "vitest";
import { decodePoints, encodePoints, encodeSamples, encodeTilt, isTiltOf } from "./points.js";
import type { StrokePoint } from "./schema.js";

const DEGREE = Math.PI / 180;

/** The angle between two azimuths, the short way round. */
const turnBetween = (a: number, b: number) => {
  const difference = Math.abs(a - b) % (2 * Math.PI);
  return Math.min(difference, 2 * Math.PI - difference);
};

describe("a stroke's samples as bytes", () => {
  test("points without tilt are Float32 triples, and no tilt is kept", () => {
    const points = [
      { x: 1.5, y: -2, pressure: 0.25 },
      { x: 300, y: 40.5, pressure: 1 },
    ];
    const samples = encodeSamples(points);
    expect(samples).toEqual({ points: encodePoints(points) });
    expect("tilt" in samples).toBe(false);
    expect(samples.points.byteLength).toBe(24);
    expect(decodePoints(samples.points)).toEqual(points);
  });

  test("a pen's tilt is two bytes a sample, read back within a fraction of a degree", () => {
    const points: StrokePoint[] = [
      { x: 0, y: 0, pressure: 0.5, tilt: { altitude: 30 * DEGREE, azimuth: 0 } },
      { x: 1, y: 0, pressure: 0.5, tilt: { altitude: 55 * DEGREE, azimuth: 100 * DEGREE } },
      // Azimuths outside a turn come back within it; a pen lying flat stays flat.
      { x: 2, y: 0, pressure: 0.5, tilt: { altitude: 0, azimuth: -30 * DEGREE } },
      { x: 3, y: 0, pressure: 0.5, tilt: { altitude: 80 * DEGREE, azimuth: 725 * DEGREE } },
    ];
    const { points: bytes, tilt } = encodeSamples(points);
    expect(tilt?.byteLength).toBe(points.length * 2);
    const decoded = decodePoints(bytes, tilt);
    decoded.forEach((point, index) => {
      const sent = points[index]?.tilt;
      if (!sent || !point.tilt) throw new Error("a sample lost its tilt");
      expect(Math.abs(point.tilt.altitude - sent.altitude)).toBeLessThanOrEqual(0.2 * DEGREE);
      expect(turnBetween(point.tilt.azimuth, sent.azimuth)).toBeLessThanOrEqual(0.71 * DEGREE);
      expect(point.tilt.azimuth).toBeGreaterThanOrEqual(0);
      expect(point.tilt.azimuth).toBeLessThan(2 * Math.PI);
    });
    // Encoding what was decoded gives the same bytes: a moved stroke does not drift.
    expect(encodeTilt(decoded)).toEqual(tilt);
  });

  test("a pen that only ever stands upright (no tilt sensor) keeps no tilt", () => {
    const upright = { altitude: Math.PI / 2, azimuth: 0 };
    const points = [
      { x: 0, y: 0, pressure: 0.5, tilt: upright },
      { x: 1, y: 0, pressure: 0.5, tilt: upright },
    ];
    expect(encodeTilt(points)).toBeUndefined();
    // One leaning sample keeps them all; one without tilt counts as upright.
    const tilt = encodeTilt([
      { x: 0, y: 0, pressure: 0.5 },
      { x: 1, y: 0, pressure: 0.5, tilt: { altitude: 0.5, azimuth: 1 } },
    ]);
    expect([...(tilt ?? [])].slice(0, 2)).toEqual([255, 0]);
  });

  test("a tilt fits only the points it was made with", () => {
    const points = encodePoints([
      { x: 0, y: 0, pressure: 1 },
      { x: 1, y: 1, pressure: 1 },
    ]);
    expect(isTiltOf(new Uint8Array(4), points)).toBe(true);
    expect(isTiltOf(new Uint8Array(2), points)).toBe(false);
    expect(isTiltOf(new Uint8Array(6), points)).toBe(false);
    expect(isTiltOf([0, 0, 0, 0], points)).toBe(false);
    // A tilt that does not fit is not read: the samples come back upright.
    expect(decodePoints(points, new Uint8Array(2)).every((point) => !point.tilt)).toBe(true);
  });
});
