import { randomUUID } from "node:crypto";
import {
  addElements,
  addLayer,
  initializeDocument,
  mergeDown,
  newId,
  readArtboards,
  readLayers,
  updateLayer,
} from "@contour/canvas";
import { expect, test } from "vitest";
import * as Y from "yjs";
import { placedImageIds } from "./render-budget.js";

const image = (blobId: string) => ({
  kind: "image" as const,
  id: newId(),
  blobId,
  x: 0,
  y: 0,
  width: 100,
  height: 80,
  rotation: 0,
});

test("a render loads the images merged into a group too, within its budget", () => {
  const doc = new Y.Doc();
  initializeDocument(doc, "server");
  const [artboard] = readArtboards(doc);
  if (!artboard) throw new Error("no artboard");
  const [plain, grouped] = [`${randomUUID()}.png`, `${randomUUID()}.png`];
  const lower = readLayers(artboard)[0]?.id ?? "";
  addElements(doc, "test", lower, [image(plain)]);
  const upper = addLayer(doc, "test", artboard.id, "Shade");
  addElements(doc, "test", upper, [image(grouped)]);
  updateLayer(doc, "test", upper, { blendMode: "multiply", opacity: 0.5 });
  mergeDown(doc, "test", upper);
  expect(placedImageIds(readLayers(artboard)).sort()).toEqual([plain, grouped].sort());
});
