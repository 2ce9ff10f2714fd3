import { describe, expect, test } from "vitest";
import { ERASER_STYLE } from "../editor/brush-presets.js";
import { IDENTITY_VIEWPORT } from "../editor/viewport.js";
import type { ImageSource } from "../render/drawing-context.js";
import { renderArtboard } from "../render/render-artboard.js";
import { createRenderer } from "../render/renderer.js";
import { buildDocument, buildImage, buildStroke, cutBy } from "../test/elements.js";
import {
  addLayerWith,
  createTestSurface,
  largestDifference,
  line,
  pixelAt,
  rgbOf,
  solidImage,
} from "../test/surfaces.js";
import { createHistory } from "./history.js";
import { canMergeDown, mergeDown } from "./merge-down.js";
import { type LayerProps, MAX_GROUP_DEPTH } from "./schema.js";
import { validateDocument } from "./validate-document.js";
import {
  addElements,
  addLayer,
  findLayer,
  readArtboards,
  readElements,
  readLayers,
  updateLayer,
} from "./workbench-document.js";

const ME = Symbol("me");
const SIZE = 100;
const PAPER = "#f0e6c8";
const ORANGE = "#e07020";

/** What a lower layer holds in most tests: an opaque image over the whole artboard. */
const images: ImageSource = (blobId) =>
  blobId === "orange" ? solidImage(10, 10, ORANGE) : undefined;
const cover = () => buildImage({ blobId: "orange", x: 0, y: 0, width: SIZE, height: SIZE });

/** A thick stroke across the artboard at height `y`. */
const band = (color: string, y: number, fields: Parameters<typeof buildStroke>[1] = {}) =>
  buildStroke(line({ x: -10, y }, { x: SIZE + 10, y }, { from: 1, to: 1 }), {
    size: 24,
    color,
    ...fields,
  });
const upright = (x: number, fields: Parameters<typeof buildStroke>[1] = {}) =>
  buildStroke(line({ x, y: -10 }, { x, y: SIZE + 10 }, { from: 1, to: 1 }), {
    size: 18,
    color: "#3050d0",
    ...fields,
  });

function render(doc: ReturnType<typeof buildDocument>["doc"]) {
  const artboard = readArtboards(doc)[0];
  if (!artboard) throw new Error("no artboard");
  return renderArtboard(doc, artboard.id, { scale: 1, createSurface: createTestSurface, images });
}

/** A document with a lower layer and an upper one; the upper is the active layer to merge. */
function twoLayers(
  lower: readonly Parameters<typeof addElements>[3][number][],
  upper: readonly Parameters<typeof addElements>[3][number][],
  lowerProps: Partial<Omit<LayerProps, "id">>,
  upperProps: Partial<Omit<LayerProps, "id">>,
) {
  const { doc, artboard, layer } = buildDocument({ width: SIZE, height: SIZE, background: PAPER });
  addElements(doc, ME, layer.id, lower);
  updateLayer(doc, ME, layer.id, lowerProps);
  const upperId = addLayerWith(doc, artboard.id, upper, upperProps);
  return { doc, artboard, lowerId: layer.id, upperId };
}

/** Renders, merges the upper layer down, renders again: the two pictures and what is left. */
function mergeAndCompare(built: ReturnType<typeof twoLayers>) {
  const before = render(built.doc);
  expect(mergeDown(built.doc, ME, built.upperId)).toBe(built.lowerId);
  const after = render(built.doc);
  const artboard = readArtboards(built.doc)[0];
  return { before, after, layers: artboard ? readLayers(artboard) : [] };
}

describe("merge down keeps the picture", () => {
  test("Multiply at 47 % over a coloured layer", () => {
    const built = twoLayers(
      [cover()],
      [band("#2080c0", 30), upright(60, { opacity: 0.8 })],
      {},
      { blendMode: "multiply", opacity: 0.47 },
    );
    const { before, after, layers } = mergeAndCompare(built);
    expect(layers.map((layer) => layer.id)).toEqual([built.lowerId]);
    expect(layers[0]).toMatchObject({ blendMode: "normal", opacity: 1 });
    expect(largestDifference(before, after)).toBeLessThanOrEqual(2);
    // The multiplied band shows, darker than the orange and than the paper, both before and after.
    const [red] = pixelAt(after, 20, 30);
    expect(red).toBeLessThan(rgbOf(ORANGE)[0] - 40);
  });

  test("Screen over a coloured layer, drawn by the on-screen renderer's cached bitmaps", () => {
    const built = twoLayers([cover()], [band("#4060a0", 50)], {}, { blendMode: "screen" });
    const target = createTestSurface(SIZE, SIZE);
    const renderer = createRenderer({
      doc: built.doc,
      artboardId: built.artboard.id,
      target,
      createSurface: createTestSurface,
      images,
    });
    const view = IDENTITY_VIEWPORT;
    while (renderer.render(view));
    const before = createTestSurface(SIZE, SIZE);
    before.getContext("2d").drawImage(target, 0, 0);
    mergeDown(built.doc, ME, built.upperId);
    while (renderer.render(view));
    expect(largestDifference(before, target)).toBeLessThanOrEqual(2);
    expect(largestDifference(before, render(built.doc))).toBeLessThanOrEqual(2);
  });

  test("an eraser of the upper layer does not cut the lower layer's content", () => {
    const eraser = upright(50, { tool: "eraser", size: 16 });
    const built = twoLayers(
      [band(ORANGE, 50, { size: 30 })],
      [cutBy(band("#3050d0", 20), eraser)],
      {},
      {},
    );
    const { before, after, layers } = mergeAndCompare(built);
    expect(largestDifference(before, after)).toBeLessThanOrEqual(2);
    // Where the eraser crosses the lower band, the band is still there.
    expect(pixelAt(after, 50, 50)).toEqual([...rgbOf(ORANGE), 255]);
    // And the upper band is cut where it crosses it: the paper shows.
    expect(pixelAt(after, 50, 20)).toEqual([...rgbOf(PAPER), 255]);
    expect(validateDocument(built.doc)).toEqual([]);
    expect(layers).toHaveLength(1);
  });

  test("a soft eraser's cut in a Multiply layer stays partial and keeps its style in the group", () => {
    const style = { ...ERASER_STYLE, hardness: 0, flow: 0.2 };
    const eraser = upright(50, { tool: "eraser", size: 30, style });
    const built = twoLayers(
      [cover()],
      [cutBy(band("#3050d0", 50, { size: 30 }), eraser)],
      {},
      { blendMode: "multiply" },
    );
    const { before, after, layers } = mergeAndCompare(built);
    expect(largestDifference(before, after)).toBeLessThanOrEqual(2);
    const [, group] = readElements(layers[0] ?? { elements: [] as never });
    const [stroke] = group?.kind === "group" ? group.elements : [];
    expect(stroke?.kind === "stroke" && stroke.erasures?.[0]).toMatchObject({ style });
    // Between the orange and what the band multiplied it to: partly erased.
    const [red] = pixelAt(after, 50, 50);
    const [bandRed] = pixelAt(after, 20, 50);
    expect(red).toBeGreaterThan((bandRed ?? 0) + 20);
    expect(red).toBeLessThan(rgbOf(ORANGE)[0] - 20);
    expect(validateDocument(built.doc)).toEqual([]);
  });

  test("a lower layer at 60 % keeps its opacity, and does not fade the upper layer", () => {
    const built = twoLayers([band(ORANGE, 50, { size: 40 })], [upright(50)], { opacity: 0.6 }, {});
    const { before, after, layers } = mergeAndCompare(built);
    expect(largestDifference(before, after)).toBeLessThanOrEqual(2);
    expect(layers[0]).toMatchObject({ opacity: 1 });
  });

  test("a layer that already holds a group merges into a nested one", () => {
    const { doc, artboard, layer } = buildDocument({
      width: SIZE,
      height: SIZE,
      background: PAPER,
    });
    addElements(doc, ME, layer.id, [cover()]);
    const middle = addLayerWith(doc, artboard.id, [band("#208040", 40)]);
    const top = addLayerWith(doc, artboard.id, [upright(30)], {
      blendMode: "screen",
      opacity: 0.7,
    });
    mergeDown(doc, ME, top);
    updateLayer(doc, ME, middle, { blendMode: "multiply", opacity: 0.5 });
    const before = render(doc);
    mergeDown(doc, ME, middle);
    expect(largestDifference(before, render(doc))).toBeLessThanOrEqual(2);
    const [, group] = readElements(findLayer(doc, layer.id)?.layer ?? { elements: [] as never });
    expect(group?.kind === "group" && group.elements.map((element) => element.kind)).toEqual([
      "stroke",
      "group",
    ]);
  });

  test("one undo brings back both layers as they were", () => {
    const built = twoLayers(
      [band(ORANGE, 50)],
      [cutBy(upright(50), band(PAPER, 50, { tool: "eraser" }))],
      { opacity: 0.6 },
      { blendMode: "multiply", opacity: 0.47 },
    );
    const history = createHistory(built.doc, ME);
    const layersOf = () =>
      readLayers(readArtboards(built.doc)[0] ?? { layers: new Map() as never }).map((layer) => ({
        id: layer.id,
        name: layer.name,
        opacity: layer.opacity,
        blendMode: layer.blendMode,
        elements: readElements(layer),
      }));
    const layersBefore = layersOf();
    const before = render(built.doc);
    mergeDown(built.doc, ME, built.upperId);
    expect(layersOf()).toHaveLength(1);
    history.undo();
    expect(layersOf()).toEqual(layersBefore);
    expect(largestDifference(before, render(built.doc))).toBe(0);
    expect(history.canUndo()).toBe(false);
  });
});

describe("where one layer cannot keep the picture", () => {
  test("over the lower layer's transparent parts, a Multiply layer shows as Normal", () => {
    // The lower layer covers the top half only; the upper crosses the whole height.
    const built = twoLayers(
      [buildImage({ blobId: "orange", x: 0, y: 0, width: SIZE, height: SIZE / 2 })],
      [upright(50, { color: "#3050d0" })],
      {},
      { blendMode: "multiply" },
    );
    const { before, after } = mergeAndCompare(built);
    const multiplied = (color: string) =>
      rgbOf(color).map((channel, index) =>
        Math.round((channel * (rgbOf("#3050d0")[index] ?? 0)) / 255),
      );
    const near = (pixel: number[], expected: number[]) => {
      const differences = expected.map((channel, index) => Math.abs((pixel[index] ?? 0) - channel));
      expect(Math.max(...differences)).toBeLessThanOrEqual(2);
    };
    // Over the orange, the blend is kept.
    near(pixelAt(before, 50, 25), multiplied(ORANGE));
    near(pixelAt(after, 50, 25), multiplied(ORANGE));
    // Over the paper, it used to multiply with it; merged, it has only transparency to blend
    // with, and shows as Normal (as in every painting application, docs/decisions.md).
    near(pixelAt(before, 50, 75), multiplied(PAPER));
    near(pixelAt(after, 50, 75), rgbOf("#3050d0"));
  });

  test("a lower layer's blend mode stays its own, and applies to what is merged into it", () => {
    const built = twoLayers([cover()], [upright(50)], { blendMode: "darken" }, {});
    const { before, after } = mergeAndCompare(built);
    expect(findLayer(built.doc, built.lowerId)?.layer.blendMode).toBe("darken");
    // The blue (#3050d0) was painted over the darkened orange; merged, it is darkened with the
    // paper (#f0e6c8) too: its blue channel is the paper's.
    expect(pixelAt(before, 50, 50)).toEqual([0x30, 0x50, 0xd0, 255]);
    expect(pixelAt(after, 50, 50)).toEqual([0x30, 0x50, 0xc8, 255]);
    // Elsewhere, the lower layer looks as it did.
    expect(pixelAt(after, 10, 10)).toEqual(pixelAt(before, 10, 10));
  });
});

describe("merge down's bounds", () => {
  test("groups nest no deeper than MAX_GROUP_DEPTH: past it, merge down is refused", () => {
    const { doc, artboard, layer } = buildDocument();
    let top = addLayerWith(doc, artboard.id, [buildStroke()], { opacity: 0.5 });
    for (let merges = 1; merges <= MAX_GROUP_DEPTH + 1; merges += 1) {
      // An empty layer just under the top one, to merge it into: one more level each time.
      const under = addLayer(doc, ME, artboard.id, "Under", layer.id);
      expect(canMergeDown(doc, top)).toBe(merges <= MAX_GROUP_DEPTH);
      if (merges > MAX_GROUP_DEPTH) break;
      expect(mergeDown(doc, ME, top)).toBe(under);
      updateLayer(doc, ME, under, { opacity: 0.5 });
      top = under;
    }
    expect(mergeDown(doc, ME, top)).toBeNull();
    expect(validateDocument(doc)).toEqual([]);
  });
});

describe("merge down keeps clipping and alpha lock (version 5)", () => {
  const lowerBand = () => band(ORANGE, 50, { size: 30 });

  test("a clipped Multiply layer merged into its base stays inside the base's pixels", () => {
    const built = twoLayers(
      [lowerBand()],
      [upright(50)],
      {},
      { clipped: true, blendMode: "multiply", opacity: 0.6 },
    );
    const { before, after, layers } = mergeAndCompare(built);
    expect(largestDifference(before, after)).toBeLessThanOrEqual(2);
    // Outside the base the paper shows, merged or not.
    expect(pixelAt(after, 50, 10)).toEqual([...rgbOf(PAPER), 255]);
    expect(pixelAt(after, 50, 50)).not.toEqual([...rgbOf(ORANGE), 255]);
    const [merged] = layers;
    const group = merged ? readElements(merged)[1] : undefined;
    expect(group).toMatchObject({ kind: "group", composite: "clip", blendMode: "multiply" });
    expect(validateDocument(built.doc)).toEqual([]);
  });

  test("strokes drawn under alpha lock stay on the upper layer's own pixels", () => {
    const built = twoLayers(
      [cover()],
      [band("#3050d0", 20), upright(50, { composite: "atop", color: "#20a040" })],
      {},
      {},
    );
    const { before, after } = mergeAndCompare(built);
    expect(largestDifference(before, after)).toBeLessThanOrEqual(2);
    // The atop stroke shows where it crosses the upper band, not over the orange below.
    expect(pixelAt(after, 50, 20)).toEqual([0x20, 0xa0, 0x40, 255]);
    expect(pixelAt(after, 50, 70)).toEqual([...rgbOf(ORANGE), 255]);
  });

  test("two layers clipped to one base merge into one still clipped", () => {
    const { doc, artboard, layer } = buildDocument({
      width: SIZE,
      height: SIZE,
      background: PAPER,
    });
    addElements(doc, ME, layer.id, [lowerBand()]);
    const first = addLayerWith(doc, artboard.id, [upright(30)], { clipped: true });
    const second = addLayerWith(doc, artboard.id, [upright(70, { color: "#20a040" })], {
      clipped: true,
      opacity: 0.5,
    });
    const before = render(doc);
    expect(mergeDown(doc, ME, second)).toBe(first);
    expect(findLayer(doc, first)?.layer.clipped).toBe(true);
    expect(largestDifference(before, render(doc))).toBeLessThanOrEqual(2);
    expect(pixelAt(render(doc), 70, 10)).toEqual([...rgbOf(PAPER), 255]);
  });

  test("refused where no one layer could paint the same", () => {
    // A base with a layer clipped to it.
    const base = twoLayers([cover()], [lowerBand()], {}, {});
    const clipped = addLayerWith(base.doc, base.artboard.id, [upright(50)], { clipped: true });
    expect(canMergeDown(base.doc, base.upperId)).toBe(false);
    expect(canMergeDown(base.doc, clipped)).toBe(true);
    // An unclipped layer onto a clipped one.
    const onClipped = twoLayers([upright(20)], [upright(60)], {}, {});
    updateLayer(onClipped.doc, ME, onClipped.lowerId, { clipped: true });
    const above = addLayerWith(onClipped.doc, onClipped.artboard.id, [upright(80)]);
    expect(canMergeDown(onClipped.doc, onClipped.upperId)).toBe(true);
    updateLayer(onClipped.doc, ME, onClipped.upperId, { clipped: true });
    expect(canMergeDown(onClipped.doc, above)).toBe(false);
    // A clipped layer into a base below 100 %.
    const faded = twoLayers([lowerBand()], [upright(50)], { opacity: 0.5 }, { clipped: true });
    expect(canMergeDown(faded.doc, faded.upperId)).toBe(false);
  });
});
