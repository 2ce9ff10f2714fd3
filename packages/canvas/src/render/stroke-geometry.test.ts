import { describe, expect, test } from "vitest";
import { addElements } from "../document/workbench-document.js";
import { boundsOfElement } from "../geometry/element-geometry.js";
import { buildDocument, buildImage, buildStroke } from "../test/elements.js";
import { createTestSurface, line, noImages, pixelAt } from "../test/surfaces.js";
import { renderArtboard } from "./render-artboard.js";
import { strokeGeometry } from "./stroke-geometry.js";

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
