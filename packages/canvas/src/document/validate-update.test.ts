import { describe, expect, test } from "vitest";
import * as Y from "yjs";
import { buildDocument, buildImage, buildStroke } from "../test/elements.js";
import { validateUpdate } from "./validate-update.js";
import {
  addElements,
  addLayer,
  artboardsOf,
  duplicateLayer,
  initializeDocument,
  mergeDown,
  metaOf,
  moveLayer,
  readArtboards,
  readLayers,
  removeElements,
  replaceElements,
  updateArtboard,
  updateLayer,
} from "./workbench-document.js";

const ME = Symbol("me");

/** The server's document and a client's copy of it, synced. */
function buildPair() {
  const server = buildDocument();
  const client = new Y.Doc();
  Y.applyUpdate(client, Y.encodeStateAsUpdate(server.doc));
  const artboard = readArtboards(client)[0];
  const layer = artboard && readLayers(artboard)[0];
  if (!artboard || !layer) throw new Error("no layer");
  return { server: server.doc, client, artboard, layer };
}

/** What the client changed since it last matched the server, as the update it would send. */
function changesOf(server: Y.Doc, client: Y.Doc): Uint8Array {
  return Y.encodeStateAsUpdate(client, Y.encodeStateVector(server));
}

/** Validates the client's changes, and applies them to the server when they pass. */
function send(server: Y.Doc, client: Y.Doc) {
  const update = changesOf(server, client);
  const verdict = validateUpdate(server, update);
  if (verdict.ok) Y.applyUpdate(server, update);
  return verdict;
}

describe("validateUpdate lets the workbench's own changes through", () => {
  test("strokes, images, layers and artboard fields, one after the other", () => {
    const { server, client, artboard, layer } = buildPair();
    const stroke = buildStroke();
    addElements(client, ME, layer.id, [stroke, buildImage()]);
    expect(send(server, client)).toEqual({ ok: true, inserts: true });
    addElements(client, ME, layer.id, [buildStroke()]);
    expect(send(server, client)).toEqual({ ok: true, inserts: true });
    replaceElements(client, ME, layer.id, [{ ...stroke, color: "#ff0000" }]);
    expect(send(server, client).ok).toBe(true);
    const second = addLayer(client, ME, artboard.id, "Shading");
    updateLayer(client, ME, second, { opacity: 0.5, blendMode: "multiply", name: "Shade" });
    moveLayer(client, ME, second, 0);
    expect(send(server, client).ok).toBe(true);
    const copy = duplicateLayer(client, ME, layer.id);
    expect(copy).not.toBeNull();
    mergeDown(client, ME, copy ?? "");
    updateArtboard(client, ME, artboard.id, { width: 4096, background: "transparent" });
    expect(send(server, client).ok).toBe(true);
  });

  test("a deletion only inserts nothing", () => {
    const { server, client, layer } = buildPair();
    const stroke = buildStroke();
    addElements(client, ME, layer.id, [stroke]);
    send(server, client);
    removeElements(client, ME, layer.id, [stroke.id]);
    expect(send(server, client)).toEqual({ ok: true, inserts: false });
  });

  test("a whole document into an empty one, and a long chain of strokes in one sync", () => {
    const fresh = new Y.Doc();
    initializeDocument(fresh, ME);
    expect(validateUpdate(new Y.Doc(), Y.encodeStateAsUpdate(fresh)).ok).toBe(true);

    const { server, client, layer } = buildPair();
    for (let index = 0; index < 2000; index += 1)
      addElements(client, ME, layer.id, [buildStroke()]);
    expect(send(server, client)).toEqual({ ok: true, inserts: true });
  });

  test("an update that comes before the one it builds on passes, and so does that one", () => {
    const { server, client, layer } = buildPair();
    addElements(client, ME, layer.id, [buildStroke()]);
    const first = changesOf(server, client);
    const before = Y.encodeStateVector(client);
    addElements(client, ME, layer.id, [buildStroke()]);
    const second = Y.encodeStateAsUpdate(client, before);
    expect(validateUpdate(server, second)).toEqual({ ok: true, inserts: true });
    Y.applyUpdate(server, second);
    expect(validateUpdate(server, first)).toEqual({ ok: true, inserts: true });
    Y.applyUpdate(server, first);
    const [artboard] = readArtboards(server);
    expect(artboard && readLayers(artboard)[0]?.elements.length).toBe(2);
  });

  test("an update the document already holds is skipped", () => {
    const { server, client, layer } = buildPair();
    addElements(client, ME, layer.id, [buildStroke()]);
    const update = changesOf(server, client);
    Y.applyUpdate(server, update);
    expect(validateUpdate(server, update)).toEqual({ ok: true, inserts: false });
  });
});

describe("validateUpdate refuses what the schema never holds", () => {
  const refusals: [string, (client: Y.Doc, layer: Y.Map<unknown>) => void][] = [
    ["a foreign root", (client) => client.getMap("evil").set("payload", "x".repeat(100))],
    ["a text root", (client) => client.getText("notes").insert(0, "hello")],
    ["an XML root", (client) => client.getXmlFragment("xml").insert(0, [new Y.XmlText("x")])],
    ["a Y.Text in a layer", (_client, layer) => layer.set("notes", new Y.Text("hi"))],
    ["a Y.Text as an element", (_client, layer) => elementsOf(layer).push([new Y.Text("hi")])],
    ["a sub-document", (_client, layer) => elementsOf(layer).push([new Y.Doc()])],
    ["bytes as an element", (_client, layer) => elementsOf(layer).push([new Uint8Array(12)])],
    ["a string as an element", (_client, layer) => elementsOf(layer).push(["a stroke"])],
    [
      "an element that is not an Element",
      (_client, layer) => elementsOf(layer).push([{ kind: "stroke", id: "s1" }]),
    ],
    [
      "an element with a field of its own",
      (_client, layer) => elementsOf(layer).push([{ ...buildStroke(), junk: "x".repeat(1000) }]),
    ],
    ["a wrong-typed layer field", (_client, layer) => layer.set("opacity", "1")],
    ["an unknown layer field", (_client, layer) => layer.set("script", "alert(1)")],
    ["a layer name too long", (_client, layer) => layer.set("name", "x".repeat(1001))],
    [
      "an artboard wider than allowed",
      (client) => {
        const [id, artboard] = [...artboardsOf(client).entries()][0] ?? [];
        if (id) artboard?.set("width", 100_000);
      },
    ],
    ["a version other than this code's", (client) => metaOf(client).set("version", 99)],
    [
      "an array as an artboard",
      (client) => artboardsOf(client).set("a1", new Y.Array() as unknown as Y.Map<unknown>),
    ],
  ];

  test.each(refusals)("%s", (_name, change) => {
    const { server, client, layer } = buildPair();
    const before = Y.encodeStateVector(server);
    change(client, layer.map);
    const verdict = validateUpdate(server, changesOf(server, client));
    expect(verdict.ok).toBe(false);
    expect(Y.encodeStateVector(server)).toEqual(before);
  });

  test("what Yjs keeps pending is checked once the update it builds on comes", () => {
    const { server, client, artboard } = buildPair();
    const layerId = addLayer(client, ME, artboard.id, "Late");
    const first = changesOf(server, client);
    const layer = readLayers(readArtboards(client)[0] ?? artboard).find(({ id }) => id === layerId);
    const before = Y.encodeStateVector(client);
    layer?.map.set("script", "alert(1)");
    const second = Y.encodeStateAsUpdate(client, before);

    // The second comes first: its layer is nowhere yet, so Yjs keeps it aside.
    expect(validateUpdate(server, second)).toEqual({ ok: true, inserts: true });
    Y.applyUpdate(server, second);
    expect(server.store.pendingStructs).not.toBeNull();
    // With the first, the field would land in the layer: refused, both.
    expect(validateUpdate(server, first)).toMatchObject({ ok: false });
  });

  test("a text is refused even before its place is known", () => {
    const { server } = buildPair();
    const stranger = buildDocument();
    const client = new Y.Doc();
    Y.applyUpdate(client, Y.encodeStateAsUpdate(stranger.doc));
    stranger.layer.map.set("notes", new Y.Text("x"));
    Y.applyUpdate(client, Y.encodeStateAsUpdate(stranger.doc));
    expect(validateUpdate(server, changesOf(stranger.doc, client)).ok).toBe(true);
    const text = new Y.Doc();
    Y.applyUpdate(text, Y.encodeStateAsUpdate(stranger.doc));
    readLayers(readArtboards(text)[0] ?? stranger.artboard)[0]?.map.set("notes", new Y.Text("y"));
    expect(validateUpdate(server, changesOf(stranger.doc, text)).ok).toBe(false);
  });

  test("a list entry in a root map", () => {
    const client = new Y.Doc();
    client.getArray("meta").push([1]);
    expect(validateUpdate(buildDocument().doc, Y.encodeStateAsUpdate(client)).ok).toBe(false);
  });

  test("bytes that are no update", () => {
    expect(validateUpdate(new Y.Doc(), new Uint8Array([1, 2, 3, 250, 250, 250]))).toMatchObject({
      ok: false,
    });
  });
});

function elementsOf(layer: Y.Map<unknown>): Y.Array<unknown> {
  const elements = layer.get("elements");
  if (!(elements instanceof Y.Array)) throw new Error("no elements");
  return elements;
}
