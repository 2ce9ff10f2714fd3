import { addLayer, initializeDocument, readArtboards } from "@contour/canvas";
import { expect, test } from "vitest";
import * as Y from "yjs";
import { encodeNextVersion, type LatestVersion } from "./version-chains.js";

const ORIGIN = Symbol("test");

function drawing(layers: number): Y.Doc {
  const doc = new Y.Doc();
  initializeDocument(doc, "server");
  const artboard = readArtboards(doc)[0];
  if (!artboard) throw new Error("no artboard");
  for (let layer = 0; layer < layers; layer += 1) addLayer(doc, ORIGIN, artboard.id, `L${layer}`);
  return doc;
}

function latestOf(doc: Y.Doc, sizes: { start: number; changes: number }): LatestVersion {
  return {
    id: "latest",
    state_vector: Y.encodeStateVector(doc),
    chain_id: "chain",
    chain_position: 3,
    ends_chain: true,
    start_bytes: sizes.start,
    change_bytes: sizes.changes,
  };
}

test("a version continues the latest's chain with only the changes since it", async () => {
  const doc = drawing(20);
  const latest = latestOf(doc, { start: 10_000, changes: 0 });
  addLayer(doc, ORIGIN, readArtboards(doc)[0]?.id ?? "", "Wheels");
  const { encoded, place } = await encodeNextVersion(doc, latest);
  expect(place).toEqual({ kind: "after", latestId: "latest", chainId: "chain", position: 4 });
  expect(encoded.stateBytes).toBeLessThan(Y.encodeStateAsUpdate(doc).length / 5);
});

test("a chain whose changes would outgrow its first version ends", async () => {
  const doc = drawing(20);
  const latest = latestOf(doc, { start: 1_000, changes: 990 });
  addLayer(doc, ORIGIN, readArtboards(doc)[0]?.id ?? "", "Wheels");
  const { encoded, place } = await encodeNextVersion(doc, latest);
  expect(place).toEqual({ kind: "start" });
  expect(encoded.stateBytes).toBe(Y.encodeStateAsUpdate(doc).length);
});

test("a document that does not hold the latest version starts a chain", async () => {
  const latest = latestOf(drawing(5), { start: 10_000, changes: 0 });
  const { place } = await encodeNextVersion(drawing(5), latest);
  expect(place).toEqual({ kind: "start" });
});

test("a latest version that no longer ends its chain starts a new one", async () => {
  const doc = drawing(5);
  const latest = { ...latestOf(doc, { start: 10_000, changes: 0 }), ends_chain: false };
  expect((await encodeNextVersion(doc, latest)).place).toEqual({ kind: "start" });
});
