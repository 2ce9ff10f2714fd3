import { describe, expect, test } from "vitest";
import type { Element } from "../document/schema.js";
import { addElements, updateLayer } from "../document/workbench-document.js";
import { buildDocument, buildImage, buildStroke } from "../test/elements.js";
import {
  addLayerWith,
  createTestSurface,
  line,
  noImages,
  pixelAt,
  rgbOf,
  solidImage,
} from "../test/surfaces.js";
import { IMAGE_PLACEHOLDER_FILL } from "./draw-element.js";
import type { ImageSource } from "./drawing-context.js";
import { planArtboardRender, renderArtboard } from "./render-artboard.js";

/** A thick opaque stroke across the middle of a 100 × 100 artboard. */
const band = (color: string) =>
  buildStroke(line({ x: 0, y: 50 }, { x: 100, y: 50 }, { from: 1, to: 1 }), { size: 40, color });

function render(
  doc: ReturnType<typeof buildDocument>["doc"],
  artboardId: string,
  images = noImages,
) {
  return renderArtboard(doc, artboardId, { scale: 1, createSurface: createTestSurface, images });
}

describe("compositing layers", () => {
  test("a layer's opacity shows the layer below through it; a hidden layer is not drawn", () => {
    const { doc, artboard } = buildDocument({ width: 100, height: 100, background: "#ffffff" });
    const half = addLayerWith(doc, artboard.id, [band("#000000")], { opacity: 0.5 });
    const [grey] = pixelAt(render(doc, artboard.id), 50, 50);
    expect(grey).toBeGreaterThanOrEqual(126);
    expect(grey).toBeLessThanOrEqual(129);
    updateLayer(doc, "test", half, { visible: false });
    expect(pixelAt(render(doc, artboard.id), 50, 50)).toEqual([255, 255, 255, 255]);
  });

  test("the eraser removes pixels of its own layer only: the layer below still shows", () => {
    const { doc, artboard, layer } = buildDocument({
      width: 100,
      height: 100,
      background: "transparent",
    });
    addElements(doc, "test", layer.id, [band("#ff0000")]);
    const eraser = buildStroke(line({ x: 50, y: 0 }, { x: 50, y: 100 }, { from: 1, to: 1 }), {
      tool: "eraser",
      size: 20,
    });
    addLayerWith(doc, artboard.id, [band("#0000ff"), eraser]);
    const surface = render(doc, artboard.id);
    expect(pixelAt(surface, 20, 50)).toEqual([0, 0, 255, 255]);
    expect(pixelAt(surface, 50, 50)).toEqual([255, 0, 0, 255]);
    // Outside both bands the eraser cut nothing that was there, and left nothing behind.
    expect(pixelAt(surface, 50, 10)).toEqual([0, 0, 0, 0]);
  });
});

describe("placed images", () => {
  test("an image is drawn at its position, rotated about its centre", () => {
    const { doc, artboard, layer } = buildDocument({
      width: 100,
      height: 100,
      background: "#ffffff",
    });
    // 40 × 20 at (30, 40), turned a quarter: it stands 20 wide and 40 tall around (50, 50).
    addElements(doc, "test", layer.id, [
      buildImage({ blobId: "red", x: 30, y: 40, width: 40, height: 20, rotation: Math.PI / 2 }),
    ]);
    const images: ImageSource = (blobId) =>
      blobId === "red" ? solidImage(8, 4, "#ff0000") : undefined;
    const surface = render(doc, artboard.id, images);
    expect(pixelAt(surface, 50, 50)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(surface, 50, 33)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(surface, 50, 67)).toEqual([255, 0, 0, 255]);
    // Where the unrotated image would be, the background shows.
    expect(pixelAt(surface, 35, 50)).toEqual([255, 255, 255, 255]);
    expect(pixelAt(surface, 65, 50)).toEqual([255, 255, 255, 255]);
  });

  test("an image whose blob is not loaded draws a neutral placeholder box", () => {
    const { doc, artboard, layer } = buildDocument({
      width: 100,
      height: 100,
      background: "#ffffff",
    });
    addElements(doc, "test", layer.id, [buildImage({ x: 20, y: 20, width: 60, height: 60 })]);
    const surface = render(doc, artboard.id);
    expect(pixelAt(surface, 50, 50)).toEqual([...rgbOf(IMAGE_PLACEHOLDER_FILL), 255]);
    expect(pixelAt(surface, 10, 10)).toEqual([255, 255, 255, 255]);
  });
});

describe("renderArtboard", () => {
  test("renders at a scale into a PNG the server can store", async () => {
    const { doc, artboard, layer } = buildDocument({
      width: 100,
      height: 50,
      background: "#ffffff",
    });
    addElements(doc, "test", layer.id, [band("#000000")]);
    const surface = renderArtboard(doc, artboard.id, {
      scale: 2,
      createSurface: createTestSurface,
      images: noImages,
    });
    expect([surface.width, surface.height]).toEqual([200, 100]);
    expect(pixelAt(surface, 100, 99)).toEqual([0, 0, 0, 255]);
    const png = await surface.encode("png");
    expect([...png.subarray(1, 4)].map((code) => String.fromCharCode(code)).join("")).toBe("PNG");
  });

  test("one layer alone: its pixels on transparency, even when hidden or half transparent", () => {
    const { doc, artboard, layer } = buildDocument({
      width: 100,
      height: 100,
      background: "#ffffff",
    });
    addElements(doc, "test", layer.id, [band("#ff0000")]);
    const top = addLayerWith(
      doc,
      artboard.id,
      [buildImage({ x: 0, y: 0, width: 10, height: 10 })],
      {
        visible: false,
        opacity: 0.3,
      },
    );
    const surface = renderArtboard(doc, artboard.id, {
      scale: 1,
      layerId: top,
      createSurface: createTestSurface,
      images: noImages,
    });
    expect(pixelAt(surface, 50, 50)).toEqual([0, 0, 0, 0]);
    expect(pixelAt(surface, 5, 5)[3]).toBe(255);
  });

  test("draws an artboard a band of rows at a time, with no seam where bands meet", () => {
    // At 0.27, 40 rows are 148.1… artboard units, which come back as 40.000…01 rows: a band
    // bitmap one row taller than its band.
    const scale = 0.27;
    const { doc, artboard, layer } = buildDocument({
      width: 400,
      height: 333,
      background: "#ffffff",
    });
    const column = (color: string) =>
      buildStroke(line({ x: 200, y: 0 }, { x: 200, y: 333 }, { from: 1, to: 1 }), {
        size: 150,
        color,
      });
    addElements(doc, "test", layer.id, [column("#0000ff")]);
    // Half transparent: a row composited twice would come out darker.
    updateLayer(doc, "test", layer.id, { opacity: 0.5 });
    addLayerWith(doc, artboard.id, [column("#ff0000")], { opacity: 0.5, blendMode: "multiply" });
    const options = { scale, bandMaxPixels: 108 * 40 };
    const plan = planArtboardRender(doc, artboard.id, options);
    expect([plan.width, plan.height, plan.bandRows]).toEqual([108, 90, 40]);
    const surface = renderArtboard(doc, artboard.id, {
      ...options,
      createSurface: createTestSurface,
      images: noImages,
    });
    const middle = pixelAt(surface, 54, 20);
    for (const y of [39, 40, 41, 79, 80, 85]) expect(pixelAt(surface, 54, y)).toEqual(middle);
    expect(pixelAt(surface, 5, 40)).toEqual([255, 255, 255, 255]);
  });

  test("plans the target and one band, whatever the number of layers", () => {
    const { doc, artboard } = buildDocument({ width: 8192, height: 8192, background: "#ffffff" });
    for (let index = 0; index < 11; index++) addLayerWith(doc, artboard.id, []);
    const plan = planArtboardRender(doc, artboard.id, { scale: 1 });
    expect([plan.width, plan.height, plan.layers.length, plan.bandRows]).toEqual([
      8192, 8192, 12, 2048,
    ]);
    expect(plan.pixels).toBe(8192 * 8192 + 8193 * 2049);
    expect(planArtboardRender(doc, artboard.id, { scale: 4 }).pixels).toBeGreaterThan(2 ** 30);
  });

  test("plans a band-sized scratch surface more for each level of group nesting", () => {
    const { doc, artboard, layer } = buildDocument({
      width: 1000,
      height: 500,
      background: "#ffffff",
    });
    const inner: Element = {
      kind: "group",
      id: "inner",
      opacity: 0.5,
      blendMode: "multiply",
      elements: [buildStroke()],
    };
    const outer: Element = { ...inner, id: "outer", elements: [inner, buildStroke()] };
    const flat = planArtboardRender(doc, artboard.id, { scale: 1 }).pixels;
    addElements(doc, "test", layer.id, [outer]);
    const nested = planArtboardRender(doc, artboard.id, { scale: 1 });
    expect(nested.pixels - flat).toBe(2 * 1001 * (nested.bandRows + 1));
  });
});
