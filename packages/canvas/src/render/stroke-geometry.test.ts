import { getStroke } from "perfect-freehand";
import { describe, expect, test } from "vitest";
import { decodePoints } from "../document/points.js";
import type { Stroke, StrokePoint } from "../document/schema.js";
import { addElements } from "../document/workbench-document.js";
import { IDENTITY } from "../geometry/affine.js";
import { boundsOfElement } from "../geometry/element-geometry.js";
import { distanceToPolyline } from "../geometry/polygon.js";
import { buildDocument, buildImage, buildStroke } from "../test/elements.js";
import { createTestSurface, line, noImages, pixelAt } from "../test/surfaces.js";
import { drawStroke } from "./draw-element.js";
import { renderArtboard } from "./render-artboard.js";
import { type StrokeGeometry, strokeGeometry } from "./stroke-geometry.js";

const TRANSPARENT = { width: 200, height: 100, background: "transparent" };

/** Renders elements on one layer of a transparent 200 × 100 artboard at 1x. */
function renderElements(...elements: Parameters<typeof addElements>[3]) {
  const { doc, artboard, layer } = buildDocument(TRANSPARENT);
  addElements(doc, "test", layer.id, elements);
  return renderArtboard(doc, artboard.id, {
    scale: 1,
    createSurface: createTestSurface,
    images: noImages,
  });
}

const alpha = (surface: ReturnType<typeof renderElements>, x: number, y: number) =>
  pixelAt(surface, x, y)[3];

describe("stroke geometry", () => {
  test("a pen stroke is thin where the pressure is low and thick where it is high", () => {
    const stroke = buildStroke(
      line({ x: 10, y: 50 }, { x: 190, y: 50 }, { from: 0.1, to: 1 }, 90),
      {
        size: 24,
        color: "#000000",
      },
    );
    const surface = renderElements(stroke);
    // Near the light end (pressure ≈ 0.2) the stroke is about 8 px wide, near the heavy end
    // (pressure ≈ 0.95) about 23 px: 8 px off the centre line is outside, then inside.
    expect(alpha(surface, 35, 50)).toBe(255);
    expect(alpha(surface, 35, 58)).toBe(0);
    expect(alpha(surface, 35, 42)).toBe(0);
    expect(alpha(surface, 175, 50)).toBe(255);
    expect(alpha(surface, 175, 58)).toBe(255);
    expect(alpha(surface, 175, 42)).toBe(255);
    // Never wider than its size at full pressure.
    expect(alpha(surface, 175, 64)).toBe(0);
  });

  test("a brush stroke paints its colour at its opacity", () => {
    const stroke = buildStroke(line({ x: 10, y: 50 }, { x: 190, y: 50 }, { from: 1, to: 1 }), {
      size: 20,
      color: "#ff0000",
      opacity: 0.5,
    });
    const [r, g, b, a] = pixelAt(renderElements(stroke), 100, 50);
    expect([r, g, b]).toEqual([255, 0, 0]);
    expect(a).toBeGreaterThanOrEqual(126);
    expect(a).toBeLessThanOrEqual(129);
  });

  test("outline shapes are stroked at constant width with exact corners", () => {
    const corners = [
      { x: 20, y: 20 },
      { x: 180, y: 20 },
      { x: 180, y: 80 },
      { x: 20, y: 80 },
      { x: 20, y: 20 },
    ].map((point) => ({ ...point, pressure: 0.1 }));
    const rectangle = buildStroke(corners, { tool: "rectangle", size: 6, color: "#000000" });
    expect(strokeGeometry(rectangle).kind).toBe("polyline");
    const surface = renderElements(rectangle);
    // Full width on every side whatever the pressure, and the corner filled.
    for (const [x, y] of [
      [100, 22],
      [100, 78],
      [22, 50],
      [178, 50],
      [20, 20],
      [180, 80],
    ] as const) {
      expect(alpha(surface, x, y)).toBe(255);
    }
    expect(alpha(surface, 100, 26)).toBe(0);
    expect(alpha(surface, 100, 50)).toBe(0);
  });

  test("the outline of a stroke value is computed once", () => {
    const stroke = buildStroke();
    expect(strokeGeometry(stroke)).toBe(strokeGeometry(stroke));
    // A replacement under the same id is a new value, with its own outline.
    expect(strokeGeometry({ ...stroke })).not.toBe(strokeGeometry(stroke));
  });
});

/** The alpha of every pixel of a transparent surface with one stroke drawn at 1x. */
function strokeAlpha(stroke: Stroke, geometry: StrokeGeometry, width: number, height: number) {
  const surface = createTestSurface(width, height);
  const context = surface.getContext("2d");
  drawStroke(context, stroke, geometry, {
    pixels: IDENTITY,
    clip: { x: 0, y: 0, width, height },
    createSurface: createTestSurface,
  });
  const { data } = context.getImageData(0, 0, width, height);
  return (x: number, y: number) => data[(y * width + x) * 4 + 3] ?? 0;
}

describe("a fast zigzag with a large brush", () => {
  const size = 60;
  const [width, height] = [480, 420];
  /** Six samples at full pressure, each about 300 px from the last, turning back each time. */
  const zigzag: StrokePoint[] = Array.from({ length: 6 }, (_, index) => ({
    x: 60 + index * 70,
    y: index % 2 === 0 ? 60 : 360,
    pressure: 1,
  }));
  const stroke = buildStroke(zigzag, { size, color: "#000000" });

  test.each([
    ["committed", true],
    ["live", false],
  ])(
    "paints the swept round brush (%s): no holes in its body, nothing beyond it",
    (_, complete) => {
      const alpha = strokeAlpha(stroke, strokeGeometry(stroke, complete), width, height);
      // Holes: unpainted pixels well inside the brush's path. Hooks: paint well outside it.
      let [holes, hooks] = [0, 0];
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const distance = distanceToPolyline({ x: x + 0.5, y: y + 0.5 }, zigzag);
          if (distance <= (size / 2) * 0.9 && alpha(x, y) < 255) holes += 1;
          if (distance > (size / 2) * 1.1 + 2 && alpha(x, y) > 0) hooks += 1;
        }
      }
      expect({ holes, hooks }).toEqual({ holes: 0, hooks: 0 });
    },
  );
});

describe("a stroke drawn at a normal speed", () => {
  test.each([8, 24, 60])("looks as perfect-freehand alone draws it (size %i)", (size) => {
    // A wave with the pressure swelling and fading, a sample every 3 px.
    const samples: StrokePoint[] = Array.from({ length: 120 }, (_, index) => ({
      x: 40 + index * 3,
      y: 100 + 40 * Math.sin(index / 12),
      pressure: 0.3 + 0.6 * Math.sin((index / 119) * Math.PI),
    }));
    const stroke = buildStroke(samples, { size, color: "#000000", smoothing: 0.5 });
    const plain = getStroke(
      decodePoints(stroke.points).map(({ x, y, pressure }) => [x, y, pressure]),
      {
        size: size / 1.6,
        thinning: 0.6,
        smoothing: 0.5,
        streamline: 0.5,
        simulatePressure: false,
        last: true,
      },
    );
    const expected = strokeAlpha(
      stroke,
      { kind: "outline", polygon: new Float32Array(plain.flat()) },
      440,
      200,
    );
    const actual = strokeAlpha(stroke, strokeGeometry(stroke), 440, 200);
    let differing = 0;
    for (let y = 0; y < 200; y += 1) {
      for (let x = 0; x < 440; x += 1) {
        if (actual(x, y) !== expected(x, y)) differing += 1;
      }
    }
    expect(differing).toBe(0);
  });
});

describe("element bounds", () => {
  test("a stroke's box holds its samples grown by half its size", () => {
    const stroke = buildStroke(
      [
        { x: 10, y: 20, pressure: 1 },
        { x: 50, y: 40, pressure: 1 },
      ],
      { size: 10 },
    );
    expect(boundsOfElement(stroke)).toEqual({ x: 5, y: 15, width: 50, height: 30 });
  });

  test("a rotated image's box holds its rotated corners", () => {
    const image = buildImage({ x: 0, y: 0, width: 100, height: 20, rotation: Math.PI / 2 });
    const bounds = boundsOfElement(image);
    expect(bounds.x).toBeCloseTo(40);
    expect(bounds.y).toBeCloseTo(-40);
    expect(bounds.width).toBeCloseTo(20);
    expect(bounds.height).toBeCloseTo(100);
  });
});
