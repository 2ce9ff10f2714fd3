import { describe, expect, test } from "vitest";
import {
  addElements,
  removeElements,
  replaceElements,
  updateArtboard,
  updateLayer,
} from "../document/workbench-document.js";
import { artboardToScreen, flipAt, rotateTo } from "../editor/viewport.js";
import { symmetricCopies } from "../guides/symmetry.js";
import { buildDocument, buildImage, buildStroke } from "../test/elements.js";
import {
  addLayerWith,
  createTestSurface,
  line,
  noImages,
  pixelAt,
  solidImage,
} from "../test/surfaces.js";
import type { ImageSource } from "./drawing-context.js";
import { PASTEBOARD_FADE } from "./pasteboard.js";
import { createRenderer } from "./renderer.js";

const AT_1X = { scale: 1, x: 0, y: 0, rotation: 0, flipped: false };

/** A solid horizontal band of a colour on a 100 × 100 artboard, at height `y`. */
const band = (color: string, y = 50, tool: "brush" | "eraser" = "brush") =>
  buildStroke(line({ x: 0, y }, { x: 100, y }, { from: 1, to: 1 }), { size: 20, color, tool });

/** A renderer on a 100 × 100 white artboard drawn on a 100 × 100 target. */
function setUp(images: ImageSource = noImages, sharpenBudgetMs?: number) {
  const built = buildDocument({ width: 100, height: 100, background: "#ffffff" });
  const target = createTestSurface(100, 100);
  const renderer = createRenderer({
    doc: built.doc,
    artboardId: built.artboard.id,
    target,
    createSurface: createTestSurface,
    images,
    sharpenBudgetMs,
  });
  return { ...built, target, renderer };
}

/** Renders frames at a view until one draws nothing: every spread-out drawing is done. */
function settle(renderer: ReturnType<typeof createRenderer>, viewport: typeof AT_1X): number {
  let frames = 0;
  while (renderer.render(viewport)) frames += 1;
  return frames;
}

describe("the renderer", () => {
  test("a frame with nothing changed draws nothing", () => {
    const { renderer } = setUp();
    expect(renderer.render(AT_1X)).toBe(true);
    expect(renderer.render(AT_1X)).toBe(false);
    expect(renderer.render({ ...AT_1X })).toBe(false);
    expect(renderer.stats.frames).toBe(1);
  });

  test("appending a stroke draws only that stroke onto its layer's bitmap", () => {
    const { doc, layer, target, renderer } = setUp();
    addElements(doc, "test", layer.id, [band("#ff0000", 20)]);
    renderer.render(AT_1X);
    const { layerBuilds, elementsDrawn } = renderer.stats;
    addElements(doc, "test", layer.id, [band("#0000ff", 70)]);
    renderer.render(AT_1X);
    expect(renderer.stats.layerBuilds).toBe(layerBuilds);
    expect(renderer.stats.layerAppends).toBe(1);
    expect(renderer.stats.elementsDrawn).toBe(elementsDrawn + 1);
    expect(pixelAt(target, 50, 20)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(target, 50, 70)).toEqual([0, 0, 255, 255]);
  });

  test("removing or replacing a stroke rebuilds its layer alone", () => {
    const { doc, artboard, layer, target, renderer } = setUp();
    const red = band("#ff0000", 20);
    addElements(doc, "test", layer.id, [red]);
    addLayerWith(doc, artboard.id, [band("#00ff00", 80)]);
    renderer.render(AT_1X);
    const builds = renderer.stats.layerBuilds;
    replaceElements(doc, "test", layer.id, [{ ...band("#0000ff", 50), id: red.id }]);
    renderer.render(AT_1X);
    expect(renderer.stats.layerBuilds).toBe(builds + 1);
    expect(pixelAt(target, 50, 20)).toEqual([255, 255, 255, 255]);
    expect(pixelAt(target, 50, 50)).toEqual([0, 0, 255, 255]);
    removeElements(doc, "test", layer.id, [red.id]);
    renderer.render(AT_1X);
    expect(renderer.stats.layerBuilds).toBe(builds + 2);
    expect(pixelAt(target, 50, 50)).toEqual([255, 255, 255, 255]);
    expect(pixelAt(target, 50, 80)).toEqual([0, 255, 0, 255]);
  });

  test("opacity, blend mode and visibility are applied when compositing, not rasterised", () => {
    const { doc, layer, target, renderer } = setUp();
    addElements(doc, "test", layer.id, [band("#000000")]);
    renderer.render(AT_1X);
    const { layerBuilds } = renderer.stats;
    updateLayer(doc, "test", layer.id, { opacity: 0.5, blendMode: "multiply" });
    expect(renderer.render(AT_1X)).toBe(true);
    expect(pixelAt(target, 50, 50)[0]).toBeGreaterThan(120);
    updateLayer(doc, "test", layer.id, { visible: false });
    renderer.render(AT_1X);
    expect(pixelAt(target, 50, 50)).toEqual([255, 255, 255, 255]);
    updateLayer(doc, "test", layer.id, { visible: true });
    renderer.render(AT_1X);
    expect(renderer.stats.layerBuilds).toBe(layerBuilds);
    expect(renderer.stats.layerAppends).toBe(0);
  });

  test("a hidden layer edited while hidden shows the edit when shown again", () => {
    const { doc, layer, target, renderer } = setUp();
    renderer.render(AT_1X);
    updateLayer(doc, "test", layer.id, { visible: false });
    renderer.render(AT_1X);
    addElements(doc, "test", layer.id, [band("#ff0000")]);
    renderer.render(AT_1X);
    updateLayer(doc, "test", layer.id, { visible: true });
    renderer.render(AT_1X);
    expect(pixelAt(target, 50, 50)).toEqual([255, 0, 0, 255]);
  });

  test("a turned, mirrored view shows each artboard pixel where the view transform puts it", () => {
    const { doc, layer, target, renderer } = setUp();
    // A red band along the top, a blue one along the bottom, a green stroke down the left side.
    addElements(doc, "test", layer.id, [
      band("#ff0000", 20),
      band("#0000ff", 80),
      buildStroke(line({ x: 20, y: 0 }, { x: 20, y: 100 }, { from: 1, to: 1 }), {
        size: 10,
        color: "#00ff00",
      }),
    ]);
    const viewport = flipAt(rotateTo(AT_1X, { x: 50, y: 50 }, 90), { x: 50, y: 50 });
    settle(renderer, viewport);
    const shown = (point: { x: number; y: number }) => {
      const at = artboardToScreen(viewport, point);
      return pixelAt(target, Math.floor(at.x), Math.floor(at.y));
    };
    expect(shown({ x: 70, y: 20 })).toEqual([255, 0, 0, 255]);
    expect(shown({ x: 70, y: 80 })).toEqual([0, 0, 255, 255]);
    expect(shown({ x: 20, y: 50 })).toEqual([0, 255, 0, 255]);
    expect(shown({ x: 60, y: 50 })).toEqual([255, 255, 255, 255]);
    // Turned a quarter then mirrored: the red top band runs down the screen's left side.
    expect(pixelAt(target, 20, 70)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(target, 50, 20)).not.toEqual([255, 0, 0, 255]);
  });

  test("panning re-uses the layer bitmaps; zooming past a resolution step re-rasterises", () => {
    const { doc, layer, target, renderer } = setUp();
    addElements(doc, "test", layer.id, [band("#ff0000")]);
    renderer.render(AT_1X);
    renderer.render({ scale: 1, x: 10, y: -20, rotation: 0, flipped: false });
    expect(pixelAt(target, 50, 30)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(target, 50, 45)).toEqual([255, 255, 255, 255]);
    renderer.render({ scale: 0.8, x: 10, y: -20, rotation: 0, flipped: false });
    expect(renderer.stats.layerBuilds).toBe(1);
    renderer.render({ scale: 2, x: 0, y: 0, rotation: 0, flipped: false });
    expect(renderer.stats.layerBuilds).toBe(2);
  });

  test("during a zoom gesture the bitmaps are scaled, and sharpened when it ends", () => {
    const { doc, layer, renderer } = setUp();
    addElements(doc, "test", layer.id, [band("#ff0000")]);
    renderer.render(AT_1X);
    renderer.render({ scale: 1.5, x: 0, y: 0, rotation: 0, flipped: false }, { interactive: true });
    renderer.render({ scale: 3, x: 0, y: 0, rotation: 0, flipped: false }, { interactive: true });
    expect(renderer.stats.layerBuilds).toBe(1);
    expect(renderer.render({ scale: 3, x: 0, y: 0, rotation: 0, flipped: false })).toBe(true);
    expect(renderer.stats.layerBuilds).toBe(2);
  });

  test("a large document appears a chunk per frame instead of all at once", () => {
    const { doc, layer, target, renderer } = setUp(noImages, 0);
    const bands = Array.from({ length: 40 }, (_, index) => band("#ff0000", 2 + index * 2));
    addElements(doc, "test", layer.id, bands);
    expect(renderer.render(AT_1X)).toBe(true);
    expect(renderer.stats.elementsDrawn).toBe(16);
    // The first bands show already; the last ones come with the next frames.
    expect(pixelAt(target, 50, 4)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(target, 50, 80)).toEqual([255, 255, 255, 255]);
    expect(settle(renderer, AT_1X)).toBe(2);
    expect(renderer.stats.elementsDrawn).toBe(40);
    expect(renderer.stats.layerBuilds).toBe(1);
    expect(pixelAt(target, 50, 80)).toEqual([255, 0, 0, 255]);
  });

  test("after a zoom, a large layer sharpens a chunk per frame, shown scaled meanwhile", () => {
    // No time budget: one chunk (16 elements) per frame.
    const { doc, layer, target, renderer } = setUp(noImages, 0);
    const bands = Array.from({ length: 40 }, (_, index) => band("#ff0000", 2 + index * 2));
    addElements(doc, "test", layer.id, bands);
    settle(renderer, AT_1X);
    const drawnAt1x = renderer.stats.elementsDrawn;
    const zoomed = { scale: 2, x: -50, y: -50, rotation: 0, flipped: false };
    expect(renderer.render(zoomed)).toBe(true);
    expect(renderer.stats.elementsDrawn - drawnAt1x).toBe(16);
    // The old bitmap, scaled, still shows the whole drawing.
    expect(pixelAt(target, 50, 50)).toEqual([255, 0, 0, 255]);
    expect(renderer.render(zoomed)).toBe(true);
    expect(renderer.render(zoomed)).toBe(true);
    expect(renderer.stats.elementsDrawn - drawnAt1x).toBe(40);
    expect(renderer.render(zoomed)).toBe(false);
    expect(pixelAt(target, 50, 50)).toEqual([255, 0, 0, 255]);
  });

  test("a stroke committed while a layer sharpens shows at once and joins the sharp bitmap", () => {
    const { doc, layer, target, renderer } = setUp(noImages, 0);
    addElements(
      doc,
      "test",
      layer.id,
      Array.from({ length: 40 }, () => band("#ff0000", 20)),
    );
    settle(renderer, AT_1X);
    renderer.render({ scale: 2, x: 0, y: 0, rotation: 0, flipped: false });
    addElements(doc, "test", layer.id, [band("#0000ff", 40)]);
    renderer.render({ scale: 2, x: 0, y: 0, rotation: 0, flipped: false });
    expect(pixelAt(target, 50, 80)).toEqual([0, 0, 255, 255]);
    while (renderer.render({ scale: 2, x: 0, y: 0, rotation: 0, flipped: false })) {
      expect(pixelAt(target, 50, 80)).toEqual([0, 0, 255, 255]);
    }
    expect(pixelAt(target, 50, 80)).toEqual([0, 0, 255, 255]);
    expect(pixelAt(target, 50, 40)).toEqual([255, 0, 0, 255]);
  });

  test("when zoomed in, a layer rasterises only what is near the view: off-screen strokes are culled", () => {
    const { doc, artboard, layer, target, renderer } = setUp();
    updateArtboard(doc, "test", artboard.id, { width: 4000, height: 4000 });
    addElements(doc, "test", layer.id, [band("#ff0000", 5), band("#00ff00", 3000)]);
    renderer.render({ scale: 4, x: 0, y: 0, rotation: 0, flipped: false });
    expect(renderer.stats.elementsDrawn).toBe(1);
    expect(renderer.stats.elementsCulled).toBe(1);
    expect(pixelAt(target, 50, 20)).toEqual([255, 0, 0, 255]);
    // Panning to the other stroke leaves the bitmap's region: that part is rasterised then.
    renderer.render({ scale: 4, x: 0, y: -3000 * 4 + 50, rotation: 0, flipped: false });
    expect(pixelAt(target, 50, 50)).toEqual([0, 255, 0, 255]);
  });

  test("a live stroke shows within its layer, under the layers above, until cleared", () => {
    const { doc, artboard, layer, target, renderer } = setUp();
    addLayerWith(doc, artboard.id, [
      buildStroke(line({ x: 50, y: 0 }, { x: 50, y: 100 }, { from: 1, to: 1 }), {
        size: 20,
        color: "#0000ff",
      }),
    ]);
    renderer.render(AT_1X);
    renderer.setLiveStroke({ layerId: layer.id, stroke: band("#ff0000") });
    expect(renderer.render(AT_1X)).toBe(true);
    expect(pixelAt(target, 20, 50)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(target, 50, 50)).toEqual([0, 0, 255, 255]);
    renderer.setLiveStroke(null);
    renderer.render(AT_1X);
    expect(pixelAt(target, 20, 50)).toEqual([255, 255, 255, 255]);
  });

  test("a live stroke's symmetric copies show with it, and go with it", () => {
    const { layer, target, renderer } = setUp();
    renderer.render(AT_1X);
    const stroke = band("#ff0000", 20);
    const mirrored = symmetricCopies(stroke, {
      kind: "horizontal",
      center: { x: 50, y: 50 },
      axes: 2,
    });
    renderer.setLiveStroke({ layerId: layer.id, stroke }, mirrored);
    renderer.render(AT_1X);
    expect(pixelAt(target, 50, 20)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(target, 50, 80)).toEqual([255, 0, 0, 255]);
    renderer.setLiveStroke(null);
    renderer.render(AT_1X);
    expect(pixelAt(target, 50, 80)).toEqual([255, 255, 255, 255]);
  });

  test("a live eraser previews cutting its own layer only", () => {
    const { doc, artboard, layer, target, renderer } = setUp();
    addElements(doc, "test", layer.id, [band("#ff0000")]);
    const top = addLayerWith(doc, artboard.id, [band("#0000ff")]);
    renderer.render(AT_1X);
    const eraser = buildStroke(line({ x: 50, y: 0 }, { x: 50, y: 100 }, { from: 1, to: 1 }), {
      size: 20,
      tool: "eraser",
    });
    renderer.setLiveStroke({ layerId: top, stroke: eraser });
    renderer.render(AT_1X);
    expect(pixelAt(target, 50, 50)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(target, 20, 50)).toEqual([0, 0, 255, 255]);
    expect(renderer.stats.layerBuilds).toBe(2);
  });

  test("markDirty redraws a layer whose image has loaded since", () => {
    let loaded = false;
    const images: ImageSource = () => (loaded ? createTestSurface(1, 1) : undefined);
    const { renderer } = setUp(images);
    renderer.render(AT_1X);
    loaded = true;
    expect(renderer.render(AT_1X)).toBe(false);
    renderer.markDirty();
    expect(renderer.render(AT_1X)).toBe(true);
    expect(renderer.stats.layerBuilds).toBe(2);
  });

  test("a degenerate scale draws nothing rather than throwing", () => {
    const { renderer } = setUp();
    expect(renderer.render({ scale: 0, x: 0, y: 0, rotation: 0, flipped: false })).toBe(false);
    expect(renderer.render({ scale: Number.NaN, x: 0, y: 0, rotation: 0, flipped: false })).toBe(
      false,
    );
  });

  test("hands out a layer's bitmap once it holds every element, and none that is out of date", () => {
    // No time to draw more than a chunk per frame: 40 strokes take three frames.
    const { doc, layer, renderer } = setUp(noImages, 0);
    addElements(
      doc,
      "test",
      layer.id,
      Array.from({ length: 40 }, () => band("#ff0000", 30)),
    );
    renderer.render(AT_1X);
    expect(renderer.layerBitmap(layer.id)).toBeUndefined();
    settle(renderer, AT_1X);
    const bitmap = renderer.layerBitmap(layer.id);
    expect(bitmap?.drawn).toHaveLength(40);
    // The bitmap covers the pasteboard too: the board's (50, 30) is offset by its region.
    const [x, y] = [50 - (bitmap?.region.x ?? 0), 30 - (bitmap?.region.y ?? 0)];
    expect(bitmap && pixelAt(bitmap.surface as never, x, y)).toEqual([255, 0, 0, 255]);
    // Hidden, it keeps its bitmap until its elements change.
    updateLayer(doc, "test", layer.id, { visible: false });
    renderer.render(AT_1X);
    expect(renderer.layerBitmap(layer.id)).toBe(bitmap);
    addElements(doc, "test", layer.id, [band("#0000ff", 60)]);
    renderer.render(AT_1X);
    expect(renderer.layerBitmap(layer.id)).toBeUndefined();
  });

  test("dispose stops observing the document", () => {
    const { doc, layer, renderer } = setUp();
    renderer.render(AT_1X);
    renderer.dispose();
    addElements(doc, "test", layer.id, [band("#ff0000")]);
    expect(renderer.render(AT_1X)).toBe(false);
  });
});

describe("others' strokes being drawn", () => {
  const column = (color: string, x = 50, tool: "brush" | "eraser" = "brush") =>
    buildStroke(line({ x, y: 0 }, { x, y: 100 }, { from: 1, to: 1 }), { size: 20, color, tool });

  test("two wet strokes show at once, each within its own layer and that layer's blending", () => {
    const { doc, artboard, layer, target, renderer } = setUp();
    const top = addLayerWith(doc, artboard.id, [], { blendMode: "multiply" });
    renderer.render(AT_1X);
    // Someone else draws a red band on the bottom layer while we draw a blue column on top.
    renderer.setRemoteStrokes([{ layerId: layer.id, stroke: band("#ff0000") }]);
    renderer.setLiveStroke({ layerId: top, stroke: column("#0000ff") });
    expect(renderer.render(AT_1X)).toBe(true);
    expect(pixelAt(target, 20, 50)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(target, 50, 20)).toEqual([0, 0, 255, 255]);
    // Multiplied, blue over red is black: the top stroke was blended, not painted over.
    expect(pixelAt(target, 50, 50)).toEqual([0, 0, 0, 255]);
    renderer.setRemoteStrokes([]);
    renderer.render(AT_1X);
    expect(pixelAt(target, 20, 50)).toEqual([255, 255, 255, 255]);
    expect(pixelAt(target, 50, 50)).toEqual([0, 0, 255, 255]);
    expect(renderer.stats.layerBuilds).toBe(2);
    expect(renderer.stats.layerAppends).toBe(0);
  });

  test("several people's strokes on one layer all show, under the layers above", () => {
    const { doc, artboard, layer, target, renderer } = setUp();
    addLayerWith(doc, artboard.id, [column("#00ff00", 80)]);
    renderer.setRemoteStrokes([
      { layerId: layer.id, stroke: band("#ff0000", 20) },
      { layerId: layer.id, stroke: band("#0000ff", 70) },
    ]);
    renderer.render(AT_1X);
    expect(pixelAt(target, 20, 20)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(target, 20, 70)).toEqual([0, 0, 255, 255]);
    expect(pixelAt(target, 80, 70)).toEqual([0, 255, 0, 255]);
  });

  test("another's eraser previews cutting its own layer only", () => {
    const { doc, artboard, layer, target, renderer } = setUp();
    addElements(doc, "test", layer.id, [band("#ff0000")]);
    const top = addLayerWith(doc, artboard.id, [band("#0000ff")]);
    renderer.setRemoteStrokes([{ layerId: top, stroke: column("#000000", 50, "eraser") }]);
    renderer.render(AT_1X);
    expect(pixelAt(target, 50, 50)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(target, 20, 50)).toEqual([0, 0, 255, 255]);
  });

  test("a stroke already committed under its id is not drawn again from presence", () => {
    const { doc, layer, target, renderer } = setUp();
    const translucent = { ...band("#000000"), opacity: 0.5 };
    renderer.setRemoteStrokes([{ layerId: layer.id, stroke: translucent }]);
    renderer.render(AT_1X);
    const wet = pixelAt(target, 50, 50);
    expect(wet[0]).toBeGreaterThan(100);
    expect(wet[0]).toBeLessThan(150);
    // The element arrives before the presence that clears the wet stroke: one coat, not two.
    addElements(doc, "test", layer.id, [translucent]);
    renderer.render(AT_1X);
    expect(pixelAt(target, 50, 50)).toEqual(wet);
    renderer.setRemoteStrokes([]);
    renderer.render(AT_1X);
    expect(pixelAt(target, 50, 50)).toEqual(wet);
  });

  test("the same strokes again draw nothing: others' cursors move more often than they draw", () => {
    const { layer, renderer } = setUp();
    const strokes = [{ layerId: layer.id, stroke: band("#ff0000") }];
    renderer.setRemoteStrokes(strokes);
    expect(renderer.render(AT_1X)).toBe(true);
    renderer.setRemoteStrokes([...strokes]);
    expect(renderer.render(AT_1X)).toBe(false);
    renderer.setRemoteStrokes([]);
    expect(renderer.render(AT_1X)).toBe(true);
    renderer.setRemoteStrokes([]);
    expect(renderer.render(AT_1X)).toBe(false);
  });

  test("a stroke on a layer this replica lacks, or a hidden one, is not drawn", () => {
    const { doc, layer, target, renderer } = setUp();
    renderer.setRemoteStrokes([{ layerId: "no-such-layer", stroke: band("#ff0000") }]);
    renderer.render(AT_1X);
    expect(pixelAt(target, 50, 50)).toEqual([255, 255, 255, 255]);
    updateLayer(doc, "test", layer.id, { visible: false });
    renderer.setRemoteStrokes([{ layerId: layer.id, stroke: band("#ff0000") }]);
    renderer.render(AT_1X);
    expect(pixelAt(target, 50, 50)).toEqual([255, 255, 255, 255]);
  });
});

describe("the renderer's floating elements, a transform in progress", () => {
  test("shows the moved value instead of the element, the layer whole, then the document again", () => {
    // A budget of nothing: a chunked rebuild would show the layer part drawn.
    const { doc, layer, target, renderer } = setUp(noImages, 0);
    const red = band("#ff0000", 20);
    const blues = Array.from({ length: 40 }, () => band("#0000ff", 80));
    addElements(doc, "test", layer.id, [...blues, red]);
    settle(renderer, AT_1X);
    renderer.setFloating({
      layerId: layer.id,
      hidden: new Set([red.id]),
      elements: [{ ...red, ...band("#ff0000", 50), id: red.id }],
    });
    renderer.render(AT_1X);
    expect(pixelAt(target, 50, 20)).toEqual([255, 255, 255, 255]);
    expect(pixelAt(target, 50, 50)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(target, 50, 80)).toEqual([0, 0, 255, 255]);
    renderer.setFloating(null);
    settle(renderer, AT_1X);
    expect(pixelAt(target, 50, 20)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(target, 50, 50)).toEqual([255, 255, 255, 255]);
  });
});

describe("beyond the board's edge", () => {
  /** The 100 × 100 board in the middle of a 200 × 200 screen, with pasteboard all round. */
  const CENTRED = { ...AT_1X, x: 50, y: 50 };
  const setUpWide = () => {
    const built = buildDocument({ width: 100, height: 100, background: "#ffffff" });
    const target = createTestSurface(200, 200);
    const renderer = createRenderer({
      doc: built.doc,
      artboardId: built.artboard.id,
      target,
      createSurface: createTestSurface,
      images: noImages,
    });
    return { ...built, target, renderer };
  };
  /** A red band from the board's middle to 40 units past its right edge. */
  const pastTheEdge = () =>
    buildStroke(line({ x: 50, y: 50 }, { x: 140, y: 50 }, { from: 1, to: 1 }), {
      size: 20,
      color: "#ff0000",
    });
  const fadedAlpha = Math.round(255 * (1 - PASTEBOARD_FADE));

  test("a committed stroke shows past the edge, faded, and wholly on the board", () => {
    const { doc, layer, target, renderer } = setUpWide();
    addElements(doc, "test", layer.id, [pastTheEdge()]);
    renderer.render(CENTRED);
    expect(pixelAt(target, 120, 100)).toEqual([255, 0, 0, 255]);
    const [red, green, blue, alpha = 0] = pixelAt(target, 170, 100);
    expect([red, green, blue]).toEqual([255, 0, 0]);
    expect(Math.abs(alpha - fadedAlpha)).toBeLessThanOrEqual(1);
    // Nothing is drawn on the pasteboard where there is no artwork.
    expect(pixelAt(target, 170, 20)).toEqual([0, 0, 0, 0]);
  });

  test("a stroke being drawn shows past the edge as it will once committed", () => {
    const { layer, target, renderer } = setUpWide();
    renderer.render(CENTRED);
    renderer.setLiveStroke({ layerId: layer.id, stroke: pastTheEdge() });
    renderer.render(CENTRED);
    expect(pixelAt(target, 120, 100)).toEqual([255, 0, 0, 255]);
    expect(Math.abs((pixelAt(target, 170, 100)[3] ?? 0) - fadedAlpha)).toBeLessThanOrEqual(1);
  });

  test("the board stays on whole pixels whatever its pasteboard's size: its edge rows are whole", () => {
    // 90 × 90: a pasteboard of 22.5 units, half a pixel off the grid at 1x unless snapped.
    const built = buildDocument({ width: 90, height: 90, background: "#ffffff" });
    const target = createTestSurface(90, 90);
    const renderer = createRenderer({
      doc: built.doc,
      artboardId: built.artboard.id,
      target,
      createSurface: createTestSurface,
      images: () => solidImage(10, 10, "#ff0000"),
    });
    // A picture over exactly the board: shifted half a pixel, its edge rows would be half red.
    addElements(built.doc, "test", built.layer.id, [
      buildImage({ blobId: "red", x: 0, y: 0, width: 90, height: 90 }),
    ]);
    renderer.render(AT_1X);
    for (const [x, y] of [
      [45, 0],
      [0, 45],
      [45, 89],
      [89, 45],
    ] as const) {
      expect(pixelAt(target, x, y)).toEqual([255, 0, 0, 255]);
    }
  });

  test("no farther than the pasteboard: a quarter of the board's longer side", () => {
    const { doc, layer, target, renderer } = setUpWide();
    addElements(doc, "test", layer.id, [pastTheEdge()]);
    renderer.render(CENTRED);
    // The band reaches 140 units; the pasteboard ends at 125.
    expect(pixelAt(target, 50 + 124, 100)[3]).toBeGreaterThan(0);
    expect(pixelAt(target, 50 + 126, 100)).toEqual([0, 0, 0, 0]);
  });
});
