import { describe, expect, test } from "vitest";
import * as Y from "yjs";
import { BRUSH_PRESETS } from "../editor/brush-presets.js";
import { buildDocument, buildImage, buildStroke } from "../test/elements.js";
import { createHistory } from "./history.js";
import { imageBlobIds } from "./image-ids.js";
import { mergeDown } from "./merge-down.js";
import { decodePoints, encodePoints } from "./points.js";
import { validateDocument } from "./validate-document.js";
import {
  addElements,
  addLayer,
  deleteLayer,
  duplicateLayer,
  findLayer,
  initializeDocument,
  moveLayer,
  readArtboards,
  readElements,
  readLayers,
  removeElements,
  replaceElements,
  updateLayer,
} from "./workbench-document.js";

const ME = Symbol("me");
/** The layer names of an artboard, bottom to top. */
function layerNames(doc: Y.Doc, artboardId: string): string[] {
  const artboard = readArtboards(doc).find((candidate) => candidate.id === artboardId);
  return artboard ? readLayers(artboard).map((layer) => layer.name) : [];
}

describe("the document model", () => {
  test("a new document has one artboard with one layer and is valid", () => {
    const { doc, artboard, layer } = buildDocument();
    expect(artboard).toMatchObject({ width: 1920, height: 1080, background: "#ffffff" });
    expect(layer).toMatchObject({
      name: "Layer 1",
      visible: true,
      opacity: 1,
      blendMode: "normal",
    });
    expect(validateDocument(doc)).toEqual([]);
    initializeDocument(doc, "again");
    expect(doc.getMap("artboards").size).toBe(1);
  });

  test("points survive the binary round trip", () => {
    const points = [
      { x: 1.5, y: -2.25, pressure: 0.5 },
      { x: 1000, y: 2000, pressure: 1 },
    ];
    expect(decodePoints(encodePoints(points))).toEqual(points);
  });

  test("layers are added above, reordered, duplicated, merged and deleted", () => {
    const { doc, artboard, layer } = buildDocument();
    const second = addLayer(doc, ME, artboard.id, "Layer 2");
    const between = addLayer(doc, ME, artboard.id, "Between", layer.id);
    expect(layerNames(doc, artboard.id)).toEqual(["Layer 1", "Between", "Layer 2"]);

    moveLayer(doc, ME, second, 0);
    expect(layerNames(doc, artboard.id)).toEqual(["Layer 2", "Layer 1", "Between"]);

    addElements(doc, ME, between, [buildStroke()]);
    const copy = duplicateLayer(doc, ME, between) ?? "";
    expect(layerNames(doc, artboard.id)).toEqual(["Layer 2", "Layer 1", "Between", "Between copy"]);
    const copied = findLayer(doc, copy);
    expect(copied && readElements(copied.layer)).toHaveLength(1);

    expect(mergeDown(doc, ME, copy)).toBe(between);
    const merged = findLayer(doc, between);
    expect(merged && readElements(merged.layer)).toHaveLength(2);

    updateLayer(doc, ME, between, { visible: false, opacity: 0.5, blendMode: "multiply" });
    expect(findLayer(doc, between)?.layer).toMatchObject({
      visible: false,
      opacity: 0.5,
      blendMode: "multiply",
    });
    expect(deleteLayer(doc, ME, between)).toBe(true);
    expect(deleteLayer(doc, ME, second)).toBe(true);
    expect(deleteLayer(doc, ME, layer.id)).toBe(false);
    expect(validateDocument(doc)).toEqual([]);
  });

  test("elements are added in order, replaced in place and removed", () => {
    const { doc, layer } = buildDocument();
    const [a, b, c] = [buildStroke(), buildImage(), buildStroke()];
    addElements(doc, ME, layer.id, [a, b, c]);
    const moved = { ...b, x: 40, rotation: 0.5 };
    replaceElements(doc, ME, layer.id, [moved]);
    expect(readElements(layer)).toEqual([a, moved, c]);
    removeElements(doc, ME, layer.id, [a.id, c.id]);
    expect(readElements(layer)).toEqual([moved]);
  });

  test("two replicas reordering at once keep every layer, in the same order", () => {
    const { doc, artboard, layer } = buildDocument();
    const top = addLayer(doc, ME, artboard.id, "Top");
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
    moveLayer(doc, ME, top, 0);
    moveLayer(other, ME, layer.id, 1);
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other));
    expect(layerNames(doc, artboard.id)).toHaveLength(2);
    expect(layerNames(doc, artboard.id)).toEqual(layerNames(other, artboard.id));
  });

  test("undo takes back only one's own changes, one action at a time", () => {
    const { doc, layer } = buildDocument();
    const history = createHistory(doc, ME);
    const [first, theirs, second] = [buildStroke(), buildStroke(), buildStroke()];
    addElements(doc, ME, layer.id, [first]);
    addElements(doc, "someone else", layer.id, [theirs]);
    addElements(doc, ME, layer.id, [second]);
    const ids = () => readElements(layer).map((element) => element.id);
    history.undo();
    expect(ids()).toEqual([first.id, theirs.id]);
    history.undo();
    expect(ids()).toEqual([theirs.id]);
    history.redo();
    history.redo();
    expect(ids()).toEqual([first.id, theirs.id, second.id]);
  });

  test("readers leave malformed elements out and the validator names them", () => {
    const { doc, layer } = buildDocument();
    addElements(doc, ME, layer.id, [buildStroke()]);
    const broken = { ...buildStroke(), points: new Uint8Array(5) };
    const pencil = BRUSH_PRESETS.pencil.style;
    const unevenCurve = [
      { x: 0, y: 0 },
      { x: 0.5, y: 1 },
      { x: 0.4, y: 0.2 },
      { x: 1, y: 1 },
    ];
    layer.elements.push([
      broken,
      { ...buildStroke(), style: { ...pencil, spacing: 0 } },
      { ...buildStroke(), style: { ...pencil, sizeCurve: unevenCurve } },
      // A style is a brush's or the eraser's (its live stroke's): a shape has none.
      { ...buildStroke(), tool: "line", style: pencil },
    ]);
    layer.elements.push([{ ...buildStroke(), style: pencil }]);
    expect(readElements(layer)).toHaveLength(2);
    expect(validateDocument(doc)).toEqual(
      [1, 2, 3, 4].map((at) => `layer ${layer.id} element ${at}`),
    );
  });
});

test("the document names the images it places, once each, in groups too", () => {
  const { doc, artboard, layer } = buildDocument();
  const top = addLayer(doc, ME, artboard.id, "Top");
  addElements(doc, ME, layer.id, [buildImage({ blobId: "a.png" }), buildStroke()]);
  addElements(doc, ME, top, [buildImage({ blobId: "b.png" }), buildImage({ blobId: "a.png" })]);
  const grouped = addLayer(doc, ME, artboard.id, "Grouped");
  addElements(doc, ME, grouped, [buildImage({ blobId: "c.png" })]);
  updateLayer(doc, ME, grouped, { blendMode: "screen" });
  mergeDown(doc, ME, grouped);
  expect(imageBlobIds(doc).sort()).toEqual(["a.png", "b.png", "c.png"]);
});

test("a layer deleted after a stroke, here or by someone else, takes no more strokes", () => {
  const { doc, artboard } = buildDocument();
  const doomed = addLayer(doc, ME, artboard.id, "Doomed");
  addElements(doc, ME, doomed, [buildStroke()]);
  const other = new Y.Doc();
  Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
  deleteLayer(other, "someone else", doomed);
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(other));

  addElements(doc, ME, doomed, [buildStroke()]);
  expect(findLayer(doc, doomed)).toBeNull();
  expect(Y.encodeStateAsUpdate(doc)).toEqual(Y.encodeStateAsUpdate(other));
});
