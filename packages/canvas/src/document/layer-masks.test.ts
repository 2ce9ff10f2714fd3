import { describe, expect, test } from "vitest";
import * as Y from "yjs";
import { Editor } from "../editor/editor.js";
import { transformElement } from "../geometry/transform-element.js";
import { buildDocument, buildImage, buildStroke } from "../test/elements.js";
import { imageBlobIds } from "./image-ids.js";
import { addMask, applyMask, canApplyMask, deleteMask, setMaskDisabled } from "./layer-masks.js";
import { parseElement } from "./parse.js";
import { MAX_GROUP_ELEMENTS } from "./schema.js";
import { validateDocument } from "./validate-document.js";
import { validateUpdate } from "./validate-update.js";
import {
  addElements,
  duplicateLayer,
  readArtboards,
  readElements,
  readLayers,
  readMask,
  removeElements,
  replaceElements,
  updateLayer,
} from "./workbench-document.js";

const ME = Symbol("me");

/** The server's document and a client's copy of it, synced, as the collaboration server has. */
function buildPair() {
  const server = buildDocument();
  const client = new Y.Doc();
  Y.applyUpdate(client, Y.encodeStateAsUpdate(server.doc));
  const artboard = readArtboards(client)[0];
  const layer = artboard && readLayers(artboard)[0];
  if (!artboard || !layer) throw new Error("no layer");
  return { server: server.doc, client, artboard, layer };
}

/** Validates the client's changes, and applies them to the server when they pass. */
function send(server: Y.Doc, client: Y.Doc) {
  const update = Y.encodeStateAsUpdate(client, Y.encodeStateVector(server));
  const verdict = validateUpdate(server, update);
  if (verdict.ok) Y.applyUpdate(server, update);
  return verdict;
}

const layerOf = (doc: Y.Doc) => {
  const layer = readLayers(readArtboards(doc)[0] ?? { layers: new Y.Map() })[0];
  if (!layer) throw new Error("no layer");
  return layer;
};

describe("a layer's mask in the document", () => {
  test("added empty, painted, edited and removed from as a list of its own", () => {
    const { client, layer } = buildPair();
    expect(layer.mask).toBeNull();
    expect(addMask(client, ME, layer.id)).toBe(true);
    expect(addMask(client, ME, layer.id)).toBe(false);
    expect(readMask(layerOf(client))).toEqual([]);
    const stroke = buildStroke(undefined, { color: "#000000" });
    addElements(client, ME, layer.id, [stroke], "mask");
    expect(readElements(layerOf(client))).toEqual([]);
    replaceElements(client, ME, layer.id, [{ ...stroke, color: "#808080" }], "mask");
    expect(readMask(layerOf(client))).toEqual([{ ...stroke, color: "#808080" }]);
    removeElements(client, ME, layer.id, [stroke.id], "mask");
    expect(readMask(layerOf(client))).toEqual([]);
  });

  test("images in a mask, or in a merged group's mask, are the document's images", () => {
    const { client, layer } = buildPair();
    addMask(client, ME, layer.id);
    addElements(client, ME, layer.id, [buildImage({ blobId: "in-mask" })], "mask");
    addElements(client, ME, layer.id, [
      {
        kind: "group",
        id: "merged",
        opacity: 1,
        blendMode: "normal",
        elements: [buildImage({ blobId: "in-group" })],
        mask: [buildImage({ blobId: "in-group-mask" })],
      },
    ]);
    expect(imageBlobIds(client).sort()).toEqual(["in-group", "in-group-mask", "in-mask"]);
  });

  test("a mask moves with its layer when the artboard grows about its centre", () => {
    const { client, layer } = buildPair();
    addMask(client, ME, layer.id);
    addElements(client, ME, layer.id, [buildImage({ x: 10, y: 20 })], "mask");
    const editor = new Editor({ doc: client, userId: "user-1" });
    editor.resizeArtboard({ width: 2020, height: 1180 }, "center");
    expect(readMask(layerOf(client))?.[0]).toMatchObject({ x: 60, y: 70 });
  });

  test("a merged group's mask moves with the group", () => {
    const group = {
      kind: "group" as const,
      id: "merged",
      opacity: 1,
      blendMode: "normal" as const,
      elements: [buildImage({ x: 0, y: 0 })],
      mask: [buildImage({ x: 5, y: 5 })],
    };
    const moved = transformElement(group, { kind: "move", dx: 10, dy: 20 });
    expect(moved.kind === "group" && moved.mask?.[0]).toMatchObject({ x: 15, y: 25 });
  });

  test("painting on a layer without a mask changes nothing", () => {
    const { client, layer } = buildPair();
    addElements(client, ME, layer.id, [buildStroke()], "mask");
    expect(layerOf(client).mask).toBeNull();
    expect(readElements(layerOf(client))).toEqual([]);
  });

  test("turned off and on, deleted; a copy of the layer has a copy of its mask", () => {
    const { client, layer } = buildPair();
    addMask(client, ME, layer.id);
    addElements(client, ME, layer.id, [buildStroke()], "mask");
    setMaskDisabled(client, ME, layer.id, true);
    expect(layerOf(client).maskDisabled).toBe(true);
    const copyId = duplicateLayer(client, ME, layer.id);
    const copy = readLayers(readArtboards(client)[0] ?? { layers: new Y.Map() }).find(
      (candidate) => candidate.id === copyId,
    );
    expect(copy?.maskDisabled).toBe(true);
    expect(copy && readMask(copy)).toHaveLength(1);
    expect(copy && readMask(copy)?.[0]?.id).not.toBe(readMask(layerOf(client))?.[0]?.id);
    setMaskDisabled(client, ME, layer.id, false);
    expect(layerOf(client).maskDisabled).toBeUndefined();
    expect(canApplyMask(client, layer.id)).toBe(true);
    expect(deleteMask(client, ME, layer.id)).toBe(true);
    expect(layerOf(client).mask).toBeNull();
    expect(canApplyMask(client, layer.id)).toBe(false);
    expect(applyMask(client, ME, layer.id)).toBe(false);
  });
});

describe("validateUpdate takes masks (version 6) and refuses malformed ones", () => {
  test("adding, painting, switching and deleting a mask, a merged group's mask", () => {
    const { server, client, layer } = buildPair();
    addMask(client, ME, layer.id);
    expect(send(server, client)).toEqual({ ok: true, inserts: true });
    addElements(client, ME, layer.id, [buildStroke(), buildImage()], "mask");
    setMaskDisabled(client, ME, layer.id, true);
    expect(send(server, client).ok).toBe(true);
    addElements(client, ME, layer.id, [
      {
        kind: "group",
        id: "masked",
        opacity: 1,
        blendMode: "normal",
        elements: [buildStroke()],
        mask: [buildStroke(undefined, { color: "#000000" })],
      },
    ]);
    expect(send(server, client).ok).toBe(true);
    expect(validateDocument(server)).toEqual([]);
    expect(readMask(layerOf(server))).toHaveLength(2);
    deleteMask(client, ME, layer.id);
    expect(send(server, client).ok).toBe(true);
    expect(layerOf(server).mask).toBeNull();
  });

  test("a mask switch that is not a boolean", () => {
    const { server, client, layer } = buildPair();
    updateLayer(client, ME, layer.id, { maskDisabled: 1 } as never);
    expect(send(server, client).ok).toBe(false);
  });

  test("a mask that is a map, not a list", () => {
    const { server, client, layer } = buildPair();
    client.transact(() => layer.map.set("mask", new Y.Map()), ME);
    expect(send(server, client).ok).toBe(false);
  });

  test("a mask that holds what is no element", () => {
    const { server, client, layer } = buildPair();
    addMask(client, ME, layer.id);
    addElements(client, ME, layer.id, [{ ...buildStroke(), opacity: 7 } as never], "mask");
    expect(send(server, client).ok).toBe(false);
    const other = buildPair();
    addMask(other.client, ME, other.layer.id);
    addElements(other.client, ME, other.layer.id, [{ kind: "note" } as never], "mask");
    expect(send(other.server, other.client).ok).toBe(false);
  });

  const group = (mask: unknown) => ({
    kind: "group",
    id: "g",
    opacity: 1,
    blendMode: "normal",
    elements: [buildStroke()],
    mask,
  });
  const groupRefusals: [string, unknown][] = [
    ["a group whose mask is no list", "black"],
    ["a group whose mask holds a bad stroke", [{ ...buildStroke(), size: -1 }]],
    ["a group whose mask holds an extra key", [{ ...buildStroke(), payload: "x" }]],
  ];
  test.each(groupRefusals)("%s", (_name, mask) => {
    const { server, client, layer } = buildPair();
    addElements(client, ME, layer.id, [group(mask) as never]);
    expect(send(server, client).ok).toBe(false);
  });

  test("a group's mask counts in its bound of elements", () => {
    const half = Math.ceil((MAX_GROUP_ELEMENTS + 1) / 2);
    const strokes = (count: number) =>
      Array.from({ length: count }, (_, index) => buildStroke(undefined, { id: `s${index}` }));
    const within = { ...group(strokes(half - 1)), elements: strokes(half - 1) };
    const past = { ...group(strokes(half)), elements: strokes(half) };
    expect(parseElement(within)).not.toBeNull();
    expect(parseElement(past)).toBeNull();
  });
});
