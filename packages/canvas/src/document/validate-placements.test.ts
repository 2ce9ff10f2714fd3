import { describe, expect, test } from "vitest";
import * as Y from "yjs";
import { buildDocument } from "../test/elements.js";
import { groupEntries } from "./layer-folders.js";
import { MAX_FOLDER_DEPTH } from "./schema.js";
import { validateUpdate } from "./validate-update.js";
import { readArtboards, readLayers, updateLayer } from "./workbench-document.js";

const ME = "me";

/** The server's document and a client's copy, with one folder holding the first layer. */
function buildPair() {
  const server = buildDocument().doc;
  const client = new Y.Doc();
  Y.applyUpdate(client, Y.encodeStateAsUpdate(server));
  const artboard = readArtboards(client)[0];
  const layer = artboard && readLayers(artboard)[0];
  if (!artboard || !layer) throw new Error("no layer");
  return { server, client, artboard, layer };
}

/** Validates the client's changes, and applies them to the server when they pass. */
function send(server: Y.Doc, client: Y.Doc) {
  const update = Y.encodeStateAsUpdate(client, Y.encodeStateVector(server));
  const verdict = validateUpdate(server, update);
  if (verdict.ok) Y.applyUpdate(server, update);
  return verdict;
}

describe("where layers and folders sit", () => {
  test("grouping and nesting up to the depth limit pass", () => {
    const { server, client, layer } = buildPair();
    for (let level = 1; level <= MAX_FOLDER_DEPTH; level += 1) {
      expect(groupEntries(client, ME, [layer.id])).not.toBeNull();
      expect(send(server, client)).toEqual({ ok: true, inserts: true });
    }
  });

  test("a fifth level of folders is refused", () => {
    const { server, client, artboard, layer } = buildPair();
    const folders: string[] = [];
    for (let level = 1; level <= MAX_FOLDER_DEPTH; level += 1) {
      folders.push(groupEntries(client, ME, [layer.id]) as string);
    }
    expect(send(server, client).ok).toBe(true);
    // A hostile client nests the outermost folder into a new one, past what the editor allows.
    client.transact(() => {
      const map = new Y.Map<unknown>();
      for (const [key, value] of Object.entries({
        kind: "folder",
        name: "Deep",
        visible: true,
        locked: false,
        opacity: 1,
        blendMode: "normal",
        index: "a0",
      })) {
        map.set(key, value);
      }
      artboard.layers.set("deep-folder", map as never);
      // The outermost of the four goes into it: five levels.
      artboard.layers.get(folders[0] as string)?.set("parent", "deep-folder");
    });
    expect(send(server, client)).toEqual({
      ok: false,
      problem: `folders nested more than ${MAX_FOLDER_DEPTH} deep`,
    });
  });

  test("a cycle of folders is refused", () => {
    const { server, client, layer } = buildPair();
    const inner = groupEntries(client, ME, [layer.id]) as string;
    const outer = groupEntries(client, ME, [inner]) as string;
    expect(send(server, client).ok).toBe(true);
    readArtboards(client)[0]?.layers.get(outer)?.set("parent", inner);
    expect(send(server, client)).toEqual({ ok: false, problem: "a cycle of folders" });
  });

  test("a parent that is a layer, or in another artboard, is refused", () => {
    const { server, client, layer } = buildPair();
    const other = new Y.Map<unknown>();
    for (const [key, value] of Object.entries({
      name: "Second",
      width: 100,
      height: 100,
      background: "#ffffff",
      index: "a1",
    })) {
      other.set(key, value);
    }
    const layers = new Y.Map<unknown>();
    other.set("layers", layers);
    client.getMap("artboards").set("second-board", other);
    expect(send(server, client).ok).toBe(true);
    const folder = new Y.Map<unknown>();
    for (const [key, value] of Object.entries({
      kind: "folder",
      name: "Elsewhere",
      visible: true,
      locked: false,
      opacity: 1,
      blendMode: "normal",
      index: "a0",
    })) {
      folder.set(key, value);
    }
    layers.set("far-folder", folder);
    expect(send(server, client).ok).toBe(true);
    updateLayer(client, ME, layer.id, { parent: "far-folder" });
    expect(send(server, client)).toEqual({ ok: false, problem: "a parent in another artboard" });
    const again = new Y.Doc();
    Y.applyUpdate(again, Y.encodeStateAsUpdate(server));
    const second = readLayers(readArtboards(again)[0] as never)[0];
    if (!second) throw new Error("no layer");
    updateLayer(again, ME, second.id, { parent: second.id });
    expect(send(server, again).ok).toBe(false);
  });

  test("a parent deleted meanwhile passes: the layer shows at the top level", () => {
    const { server, client, layer } = buildPair();
    updateLayer(client, ME, layer.id, { parent: "deleted-folder" });
    expect(send(server, client).ok).toBe(true);
  });
});
