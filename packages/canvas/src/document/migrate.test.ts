import { expect, test } from "vitest";
import * as Y from "yjs";
import { BRUSH_PRESETS } from "../editor/brush-presets.js";
import { renderArtboard } from "../render/render-artboard.js";
import { buildDocument, buildImage, buildStroke } from "../test/elements.js";
import {
  addLayerWith,
  createTestSurface,
  largestDifference,
  line,
  solidImage,
} from "../test/surfaces.js";
import { MIGRATION_ORIGIN, migrateDocument } from "./migrate.js";
import { SCHEMA_VERSION } from "./schema.js";
import { validateDocument } from "./validate-document.js";
import { addElements, metaOf, readElements, readLayers } from "./workbench-document.js";

test("a version 1 document, points as number arrays, opens after its migration", () => {
  const { doc, layer } = buildDocument();
  doc.transact(() => {
    metaOf(doc).set("version", 1);
    // The version 1 shape, which the current types no longer describe.
    (layer.elements as Y.Array<unknown>).push([
      {
        kind: "stroke",
        id: "old-stroke",
        tool: "brush",
        color: "#ff0000",
        size: 4,
        opacity: 1,
        smoothing: 0.5,
        author: "u",
        points: [1, 2, 0.5, 3, 4, 1],
      },
    ]);
  });
  expect(validateDocument(doc)).not.toEqual([]);

  const updates: unknown[] = [];
  doc.on("afterTransaction", (transaction: Y.Transaction) => updates.push(transaction.origin));
  expect(migrateDocument(doc)).toBe("migrated");
  expect(updates).toEqual([MIGRATION_ORIGIN]);
  expect(validateDocument(doc)).toEqual([]);
  const [stroke] = readElements(layer);
  expect(stroke?.kind === "stroke" && [...new Float32Array(stroke.points.slice().buffer)]).toEqual([
    1, 2, 0.5, 3, 4, 1,
  ]);
  expect(migrateDocument(doc)).toBe("current");
});

test("an empty document needs nothing, and a newer one is left alone", () => {
  expect(migrateDocument(new Y.Doc())).toBe("empty");
  const { doc } = buildDocument();
  metaOf(doc).set("version", SCHEMA_VERSION + 1);
  expect(migrateDocument(doc)).toBe("newer");
  expect(metaOf(doc).get("version")).toBe(SCHEMA_VERSION + 1);
});

test("a version 2 document's eraser strokes become erasures, and it renders the same pixels", () => {
  const { doc, artboard, layer } = buildDocument({
    width: 200,
    height: 120,
    background: "#ffffff",
  });
  const pen = { from: 1, to: 1 };
  const eraser = (points: Parameters<typeof buildStroke>[0], size: number, opacity = 1) =>
    buildStroke(points, { tool: "eraser", size, opacity, color: "#000000" });
  // Below: a band the erasers of the layer above must leave alone.
  addElements(doc, "old", layer.id, [
    buildStroke(line({ x: 0, y: 100 }, { x: 200, y: 100 }, pen), { size: 16, color: "#00aa00" }),
  ]);
  addLayerWith(doc, artboard.id, [
    buildStroke(line({ x: 10, y: 20 }, { x: 190, y: 20 }, pen), { size: 12, color: "#aa0000" }),
    buildImage({ x: 20, y: 40, width: 60, height: 30 }),
    buildStroke(line({ x: 120, y: 55 }, { x: 190, y: 55 }, pen), { size: 10, color: "#0000aa" }),
    buildStroke(line({ x: 100, y: 80 }, { x: 110, y: 80 }, pen), { size: 6, color: "#aa00aa" }),
    eraser(line({ x: 50, y: 0 }, { x: 50, y: 120 }, pen), 14),
    eraser(line({ x: 150, y: 45 }, { x: 150, y: 65 }, pen), 10, 0.5),
    eraser(line({ x: 90, y: 80 }, { x: 120, y: 80 }, pen), 30),
    // Drawn after the erasers: nothing cuts it.
    buildStroke(line({ x: 40, y: 90 }, { x: 60, y: 90 }, pen), { size: 8, color: "#333333" }),
  ]);
  metaOf(doc).set("version", 2);
  const images = () => solidImage(4, 4, "#ff8800");
  const render = () =>
    renderArtboard(doc, artboard.id, { scale: 1, createSurface: createTestSurface, images })
      .getContext("2d")
      .getImageData(0, 0, 200, 120).data;
  const before = render();

  expect(migrateDocument(doc)).toBe("migrated");
  expect(validateDocument(doc)).toEqual([]);
  const after = render();
  let worst = 0;
  for (let index = 0; index < before.length; index += 1) {
    worst = Math.max(worst, Math.abs((before[index] ?? 0) - (after[index] ?? 0)));
  }
  expect(worst).toBeLessThanOrEqual(2);
  // A cut shows at all: the old picture had it too.
  expect([...before.slice((20 * 200 + 50) * 4, (20 * 200 + 50) * 4 + 4)]).toEqual([
    255, 255, 255, 255,
  ]);

  const [, upper] = readLayers(artboard);
  const elements = upper ? readElements(upper) : [];
  // The erasers went, the stroke erased away with them; the red stroke, the image (the wide
  // eraser also takes its corner) and the blue one carry their cuts.
  expect(elements.map((element) => element.kind === "stroke" && element.tool)).toEqual([
    "brush",
    false,
    "brush",
    "brush",
  ]);
  expect(
    elements.map((element) => (element.kind === "group" ? -1 : (element.erasures?.length ?? 0))),
  ).toEqual([1, 2, 1, 0]);
});

test("a version 2 document with a blended layer opens at the current version and paints the same pixels", () => {
  const { doc, artboard, layer } = buildDocument({ width: 120, height: 90, background: "#f0e6c8" });
  const across = line({ x: 0, y: 45 }, { x: 120, y: 45 }, { from: 0.4, to: 1 });
  addElements(doc, "test", layer.id, [
    buildImage({ blobId: "photo", x: 10, y: 5, width: 60, height: 40, rotation: 0.3 }),
    buildStroke(across, { color: "#2080c0", size: 20 }),
  ]);
  addLayerWith(
    doc,
    artboard.id,
    [
      buildStroke(line({ x: 60, y: 0 }, { x: 60, y: 90 }), { color: "#c03020", size: 24 }),
      buildStroke(line({ x: 0, y: 30 }, { x: 120, y: 60 }), { tool: "eraser", size: 10 }),
    ],
    { blendMode: "multiply", opacity: 0.47 },
  );
  metaOf(doc).set("version", 2);
  const images = () => solidImage(6, 4, "#30a050");
  const render = () =>
    renderArtboard(doc, artboard.id, { scale: 1, createSurface: createTestSurface, images });
  const before = render();
  const elementsBefore = readElements(layer);

  expect(migrateDocument(doc)).toBe("migrated");
  expect(metaOf(doc).get("version")).toBe(SCHEMA_VERSION);
  expect(validateDocument(doc)).toEqual([]);
  expect(readElements(layer)).toEqual(elementsBefore);
  // Its eraser became an erasure of the red stroke: the same picture within rounding.
  expect(largestDifference(before, render())).toBeLessThanOrEqual(2);
});

test("a version 3 document opens at the current version with its elements and pixels as they were", () => {
  const { doc, artboard, layer } = buildDocument({ width: 80, height: 60, background: "#ffffff" });
  addElements(doc, "test", layer.id, [
    buildStroke(line({ x: 5, y: 30 }, { x: 75, y: 30 }, { from: 0.3, to: 1 }), { size: 12 }),
  ]);
  metaOf(doc).set("version", 3);
  const render = () =>
    renderArtboard(doc, artboard.id, {
      scale: 1,
      createSurface: createTestSurface,
      images: () => undefined,
    });
  const before = render();
  const elementsBefore = readElements(layer);

  expect(migrateDocument(doc)).toBe("migrated");
  expect(metaOf(doc).get("version")).toBe(SCHEMA_VERSION);
  expect(readElements(layer)).toEqual(elementsBefore);
  expect(largestDifference(before, render())).toBe(0);
});

test("a version 4 document of styled strokes opens at the current version exactly as it was", () => {
  const { doc, artboard, layer } = buildDocument({ width: 120, height: 60, background: "#ffffff" });
  const across = line({ x: 5, y: 30 }, { x: 115, y: 30 }, { from: 0.3, to: 1 });
  // Version 4's presets, as stored then: no tilt on the styles, none beside the points.
  const { tilt: _pencil, ...pencil } = BRUSH_PRESETS.pencil.style;
  const { followsAzimuth: _marker, ...marker } = BRUSH_PRESETS.marker.style;
  addElements(doc, "test", layer.id, [
    buildStroke(across, { size: 10, style: pencil }),
    buildStroke(line({ x: 60, y: 5 }, { x: 60, y: 55 }), { size: 20, style: marker }),
    buildStroke(across, { size: 4 }),
  ]);
  metaOf(doc).set("version", 4);
  const render = () =>
    renderArtboard(doc, artboard.id, {
      scale: 1,
      createSurface: createTestSurface,
      images: () => undefined,
    });
  const before = render();
  const elementsBefore = readElements(layer);

  expect(migrateDocument(doc)).toBe("migrated");
  expect(metaOf(doc).get("version")).toBe(SCHEMA_VERSION);
  expect(validateDocument(doc)).toEqual([]);
  expect(readElements(layer)).toEqual(elementsBefore);
  expect(largestDifference(before, render())).toBe(0);
});
