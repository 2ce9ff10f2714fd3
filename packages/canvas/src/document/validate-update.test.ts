import { describe, expect, test } from "vitest";
import * as Y from "yjs";
import { BRUSH_PRESET_IDS, BRUSH_PRESETS, ERASER_STYLE } from "../editor/brush-presets.js";
import { buildDocument, buildImage, buildStroke, cutBy } from "../test/elements.js";
import { addArtboard, MAX_ARTBOARDS } from "./artboards.js";
import { mergeDown } from "./merge-down.js";
import { encodeOutline, encodePoints } from "./points.js";
import {
  BLEND_MODES,
  type BlendMode,
  type EraserCut,
  MAX_CURVE_POINTS,
  MAX_ERASURE_POINTS,
  MAX_ERASURES_PER_ELEMENT,
  MAX_FEATHER,
  MAX_GROUP_DEPTH,
  MAX_GROUP_ELEMENTS,
  MAX_REGION_OUTLINES,
  type RegionCut,
} from "./schema.js";
import { validateDocument } from "./validate-document.js";
import { validateUpdate } from "./validate-update.js";
import {
  addElements,
  addLayer,
  artboardsOf,
  buildArtboard,
  duplicateLayer,
  initializeDocument,
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

  test("a merge of a Multiply layer with an erased stroke, as a group", () => {
    const { server, client, artboard, layer } = buildPair();
    addElements(client, ME, layer.id, [buildStroke()]);
    const upper = addLayer(client, ME, artboard.id, "Shade");
    const eraser = buildStroke(
      [
        { x: 30, y: 0, pressure: 1 },
        { x: 30, y: 60, pressure: 1 },
      ],
      {
        tool: "eraser",
      },
    );
    addElements(client, ME, upper, [cutBy(buildStroke(), eraser)]);
    updateLayer(client, ME, upper, { blendMode: "multiply", opacity: 0.47 });
    updateLayer(client, ME, layer.id, { opacity: 0.6 });
    expect(send(server, client).ok).toBe(true);
    expect(mergeDown(client, ME, upper)).toBe(layer.id);
    expect(send(server, client)).toEqual({ ok: true, inserts: true });
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

/** An erasure of `count` samples along a line. */
function buildErasure(count = 3, fields: Partial<EraserCut> = {}): EraserCut {
  const points = Array.from({ length: count }, (_, index) => ({ x: index, y: 5, pressure: 1 }));
  return {
    id: `cut-${count}`,
    size: 10,
    opacity: 1,
    smoothing: 0.5,
    ...fields,
    points: encodePoints(points),
  };
}
const FRAME = { a: 1, b: 0, c: 0, d: 1, e: 30, f: -4 };

describe("validateUpdate takes erased elements (version 3)", () => {
  test("strokes and images with a frame and erasures, and an erasure added later", () => {
    const { server, client, layer } = buildPair();
    const stroke = buildStroke(undefined, { frame: FRAME, erasures: [buildErasure()] });
    const image = buildImage({ erasures: [buildErasure(MAX_ERASURE_POINTS)] });
    addElements(client, ME, layer.id, [stroke, image]);
    expect(send(server, client)).toEqual({ ok: true, inserts: true });
    const erasures = [...(stroke.erasures ?? []), buildErasure(4)];
    replaceElements(client, ME, layer.id, [{ ...stroke, erasures }]);
    expect(send(server, client).ok).toBe(true);
  });
});

describe("validateUpdate takes every blend mode (version 3)", () => {
  /** Version 2's six, then those version 3 added. */
  const modes: readonly BlendMode[] = [
    ...["normal", "multiply", "screen", "overlay", "darken", "lighten"],
    ...["add", "color-dodge", "color-burn", "soft-light", "hard-light", "difference"],
    ...["hue", "saturation", "color", "luminosity"],
  ] as BlendMode[];

  test("the known modes are exactly these", () => {
    expect([...BLEND_MODES].sort()).toEqual([...modes].sort());
  });

  test.each(modes)("%s", (blendMode) => {
    const { server, client, layer } = buildPair();
    updateLayer(client, ME, layer.id, { blendMode });
    expect(send(server, client)).toEqual({ ok: true, inserts: true });
    const [artboard] = readArtboards(server);
    expect(artboard && readLayers(artboard)[0]?.blendMode).toBe(blendMode);
    expect(validateDocument(server)).toEqual([]);
  });

  test("a stored layer of an unknown blend mode is named by the document's validator", () => {
    const { doc, layer } = buildDocument();
    layer.map.set("blendMode", "dissolve");
    expect(validateDocument(doc)).toEqual([`layer ${layer.id} fields`]);
  });
});

describe("validateUpdate refuses malformed erasures", () => {
  const erased = (fields: Record<string, unknown>) => ({ ...buildStroke(), ...fields });
  const refusals: [string, Record<string, unknown>][] = [
    ["an erasure of too many samples", { erasures: [buildErasure(MAX_ERASURE_POINTS + 1)] }],
    [
      "more erasures than an element may hold",
      { erasures: Array.from({ length: MAX_ERASURES_PER_ELEMENT + 1 }, () => buildErasure()) },
    ],
    ["erasures that are no list", { erasures: buildErasure() }],
    ["an erasure of no samples", { erasures: [{ ...buildErasure(), points: new Uint8Array(0) }] }],
    [
      "an erasure of broken samples",
      { erasures: [{ ...buildErasure(), points: new Uint8Array(13) }] },
    ],
    ["an erasure with no id", { erasures: [{ ...buildErasure(), id: "" }] }],
    ["an erasure of huge size", { erasures: [buildErasure(3, { size: 1e9 })] }],
    ["an erasure opacity over 1", { erasures: [buildErasure(3, { opacity: 2 })] }],
    ["an erasure with a field of its own", { erasures: [{ ...buildErasure(), junk: "x" }] }],
    ["a frame that collapses", { frame: { ...FRAME, a: 0, d: 0 } }],
    ["a frame of strings", { frame: { ...FRAME, e: "30" } }],
    ["a frame with a field of its own", { frame: { ...FRAME, g: 1 } }],
    ["an eraser stroke as an element", { tool: "eraser" }],
  ];
  test.each(refusals)("%s", (_name, fields) => {
    const { server, client, layer } = buildPair();
    addElements(client, ME, layer.id, [erased(fields) as never]);
    expect(send(server, client).ok).toBe(false);
  });
});

describe("validateUpdate takes brush styles (version 4) and refuses malformed ones", () => {
  test("a stroke of each preset", () => {
    const { server, client, layer } = buildPair();
    const strokes = BRUSH_PRESET_IDS.map((id) =>
      buildStroke(undefined, { style: BRUSH_PRESETS[id].style }),
    );
    addElements(client, ME, layer.id, strokes);
    expect(send(server, client)).toEqual({ ok: true, inserts: true });
    expect(validateDocument(server)).toEqual([]);
  });

  const pencil = BRUSH_PRESETS.pencil.style;
  const refusals: [string, Record<string, unknown>][] = [
    ["a style with a field of its own", { style: { ...pencil, wetness: 1 } }],
    [
      "a curve point with a field of its own",
      {
        style: {
          ...pencil,
          sizeCurve: [
            { x: 0, y: 0, z: 1 },
            { x: 1, y: 1 },
          ],
        },
      },
    ],
    [
      "a curve of too many points",
      {
        style: {
          ...pencil,
          sizeCurve: Array.from({ length: MAX_CURVE_POINTS + 1 }, (_, index) => ({
            x: index / MAX_CURVE_POINTS,
            y: 1,
          })),
        },
      },
    ],
    [
      "a curve that does not end at full pressure",
      {
        style: {
          ...pencil,
          opacityCurve: [
            { x: 0, y: 0 },
            { x: 0.5, y: 1 },
          ],
        },
      },
    ],
    ["dabs closer than the spacing allows", { style: { ...pencil, spacing: 0.001 } }],
    ["no flow", { style: { ...pencil, flow: 0 } }],
    ["a style on a line", { tool: "line", style: pencil }],
  ];
  test.each(refusals)("%s", (_name, fields) => {
    const { server, client, layer } = buildPair();
    addElements(client, ME, layer.id, [{ ...buildStroke(), ...fields } as never]);
    expect(send(server, client).ok).toBe(false);
  });
});

describe("validateUpdate takes a pen's tilt (version 5) and refuses malformed ones", () => {
  const leaning = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      x: index * 4,
      y: 10,
      pressure: 0.6,
      tilt: { altitude: 0.6, azimuth: index / 5 },
    }));

  test("a tilted pencil stroke, and a style that answers to tilt", () => {
    const { server, client, layer } = buildPair();
    const stroke = buildStroke(leaning(30), { style: BRUSH_PRESETS.pencil.style });
    expect(stroke.tilt?.byteLength).toBe(60);
    addElements(client, ME, layer.id, [
      stroke,
      buildStroke(leaning(3), { style: { ...BRUSH_PRESETS.marker.style, tilt: 0.4 } }),
    ]);
    expect(send(server, client)).toEqual({ ok: true, inserts: true });
    expect(validateDocument(server)).toEqual([]);
  });

  const points = encodePoints(leaning(4));
  const refusals: [string, Record<string, unknown>][] = [
    ["a tilt shorter than the points", { points, tilt: new Uint8Array(6) }],
    ["a tilt longer than the points", { points, tilt: new Uint8Array(10) }],
    ["a tilt of an odd length", { points, tilt: new Uint8Array(7) }],
    ["a tilt as numbers", { points, tilt: [0, 0, 0, 0, 0, 0, 0, 0] }],
    ["a tilt on a line", { tool: "line", points, tilt: new Uint8Array(8) }],
    ["a tilt on an eraser's stroke", { tool: "eraser", points, tilt: new Uint8Array(8) }],
    ["a style's tilt past 1", { style: { ...BRUSH_PRESETS.pencil.style, tilt: 1.5 } }],
    ["a style's tilt below 0", { style: { ...BRUSH_PRESETS.pencil.style, tilt: -0.1 } }],
    [
      "a following tip that is no switch",
      { style: { ...BRUSH_PRESETS.marker.style, followsAzimuth: 1 } },
    ],
  ];
  test.each(refusals)("%s", (_name, fields) => {
    const { server, client, layer } = buildPair();
    addElements(client, ME, layer.id, [{ ...buildStroke(), ...fields } as never]);
    expect(send(server, client).ok).toBe(false);
  });
});

describe("validateUpdate takes the eraser's style on erasures (version 5) and refuses malformed ones", () => {
  const soft = { ...ERASER_STYLE, hardness: 0, flow: 0.1 };
  /** Three leaning samples' tilt, two bytes each. */
  const tilt = new Uint8Array([90, 10, 90, 12, 90, 14]);

  test("a soft erasure, and a tilted one whose tip lays down", () => {
    const { server, client, layer } = buildPair();
    const erasures = [
      buildErasure(3, { style: soft }),
      { ...buildErasure(3, { style: { ...soft, tilt: 1 } }), id: "tilted", tilt },
    ];
    addElements(client, ME, layer.id, [buildStroke(undefined, { erasures }), buildImage()]);
    expect(send(server, client)).toEqual({ ok: true, inserts: true });
    expect(validateDocument(server)).toEqual([]);
  });

  const refusals: [string, Record<string, unknown>][] = [
    ["a style with a field of its own", { style: { ...soft, wetness: 1 } }],
    ["a style of no flow", { style: { ...soft, flow: 0 } }],
    ["a style that is no style", { style: "soft" }],
    [
      "a curve point with a field of its own",
      { style: { ...soft, opacityCurve: [{ x: 0, y: 1, z: 1 }, ...soft.opacityCurve.slice(1)] } },
    ],
    ["a tilt shorter than the samples", { tilt: tilt.subarray(0, 4) }],
  ];
  test.each(refusals)("%s", (_name, fields) => {
    const { server, client, layer } = buildPair();
    const erasures = [{ ...buildErasure(), ...fields }];
    addElements(client, ME, layer.id, [buildImage({ erasures }) as never]);
    expect(send(server, client).ok).toBe(false);
  });
});

describe("validateUpdate takes an artboard's guides and refuses malformed ones", () => {
  const guides = {
    perspective: {
      points: [
        { x: -400, y: 430 },
        { x: 2300, y: 430 },
      ],
    },
    ellipses: [{ id: "w1", center: { x: 500, y: 700 }, radius: 160, angle: 0, degree: 35 }],
  };

  test("a grid and an ellipse, then their removal", () => {
    const { server, client, artboard } = buildPair();
    client.transact(() => artboard.map.set("guides", guides), ME);
    expect(send(server, client)).toEqual({ ok: true, inserts: true });
    client.transact(() => artboard.map.set("guides", { perspective: null, ellipses: [] }), ME);
    expect(send(server, client).ok).toBe(true);
  });

  test.each([
    ["a payload beside them", { ...guides, payload: "x".repeat(100) }],
    ["an ellipse of degree 0", { ...guides, ellipses: [{ ...guides.ellipses[0], degree: 0 }] }],
    ["a text", "guides"],
  ])("%s", (_, value) => {
    const { server, client, artboard } = buildPair();
    client.transact(() => artboard.map.set("guides", value), ME);
    expect(send(server, client)).toEqual({
      ok: false,
      problem: "a wrong value for artboard.guides",
    });
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
    ["a group with a field of its own", (_client, layer) => pushGroup(layer, { junk: 1 })],
    [
      "a group whose stroke has a field of its own",
      (_client, layer) => pushGroup(layer, { elements: [{ ...buildStroke(), junk: 1 }] }),
    ],
    [
      "a group holding something that is no element",
      (_client, layer) => pushGroup(layer, { elements: [buildStroke(), { kind: "stroke" }] }),
    ],
    [
      "a group whose elements are no list",
      (_client, layer) => pushGroup(layer, { elements: { 0: buildStroke() } }),
    ],
    ["a group with no blend mode", (_client, layer) => pushGroup(layer, { blendMode: "dodge" })],
    [
      "groups nested deeper than allowed",
      (_client, layer) => {
        let nested: Record<string, unknown> = { ...group(), elements: [buildStroke()] };
        for (let level = 1; level <= MAX_GROUP_DEPTH; level += 1) {
          nested = { ...group(), elements: [nested] };
        }
        elementsOf(layer).push([nested]);
      },
    ],
    [
      "a group of more elements than allowed",
      (_client, layer) => {
        const stroke = buildStroke();
        const half = Array.from({ length: MAX_GROUP_ELEMENTS / 2 }, () => stroke);
        // Each inner group is within the bound; together they are one element over it.
        pushGroup(layer, { elements: [{ ...group(), elements: half }, ...half] });
      },
    ],
    ["a wrong-typed layer field", (_client, layer) => layer.set("opacity", "1")],
    ["an unknown layer field", (_client, layer) => layer.set("script", "alert(1)")],
    ["an unknown blend mode", (_client, layer) => layer.set("blendMode", "dissolve")],
    ["a blend mode by its label", (_client, layer) => layer.set("blendMode", "Difference")],
    ["a composite operation", (_client, layer) => layer.set("blendMode", "lighter")],
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

function group() {
  return { kind: "group", id: "g1", opacity: 1, blendMode: "normal", elements: [buildStroke()] };
}

function pushGroup(layer: Y.Map<unknown>, fields: Record<string, unknown>): void {
  elementsOf(layer).push([{ ...group(), ...fields }]);
}

function elementsOf(layer: Y.Map<unknown>): Y.Array<unknown> {
  const elements = layer.get("elements");
  if (!(elements instanceof Y.Array)) throw new Error("no elements");
  return elements;
}

describe("validateUpdate takes clipping and alpha lock (version 5) and refuses malformed ones", () => {
  test("the layer switches, an atop stroke and image, a clipping group", () => {
    const { server, client, layer } = buildPair();
    updateLayer(client, ME, layer.id, { clipped: true, alphaLocked: true });
    addElements(client, ME, layer.id, [
      buildStroke(undefined, { composite: "atop" }),
      buildImage({ composite: "atop" }),
      {
        kind: "group",
        id: "clip-group",
        opacity: 0.5,
        blendMode: "multiply",
        composite: "clip",
        elements: [buildStroke()],
      },
    ]);
    expect(send(server, client)).toEqual({ ok: true, inserts: true });
    expect(validateDocument(server)).toEqual([]);
    const stored = readLayers(readArtboards(server)[0] ?? { layers: new Y.Map() })[0];
    expect(stored).toMatchObject({ clipped: true, alphaLocked: true });
  });

  const layerRefusals: [string, Record<string, unknown>][] = [
    ["clipped as a number", { clipped: 1 }],
    ["clipped as text", { clipped: "true" }],
    ["alpha lock as null", { alphaLocked: null }],
  ];
  test.each(layerRefusals)("a layer with %s", (_name, patch) => {
    const { server, client, layer } = buildPair();
    updateLayer(client, ME, layer.id, patch as never);
    expect(send(server, client).ok).toBe(false);
  });

  const elementRefusals: [string, Record<string, unknown>][] = [
    ["a stroke that clips", { ...buildStroke(), composite: "clip" }],
    ["a stroke of another operation", { ...buildStroke(), composite: "source-in" }],
    ["an image atop as a switch", { ...buildImage(), composite: true }],
    [
      "a group atop",
      { kind: "group", id: "g", opacity: 1, blendMode: "normal", composite: "atop", elements: [] },
    ],
  ];
  test.each(elementRefusals)("%s", (_name, element) => {
    const { server, client, layer } = buildPair();
    addElements(client, ME, layer.id, [element as never]);
    expect(send(server, client).ok).toBe(false);
  });
});

describe("validateUpdate takes a selected region's cuts (version 6) and refuses malformed ones", () => {
  const square = encodeOutline([
    { x: 0, y: 0 },
    { x: 40, y: 0 },
    { x: 40, y: 40 },
    { x: 0, y: 40 },
  ]);
  const regionCut = {
    kind: "region",
    id: "region-1",
    keeps: "inside",
    outlines: [square],
    feather: 4,
  };

  test("a stroke's inside part and an image's outside part", () => {
    const { server, client, layer } = buildPair();
    addElements(client, ME, layer.id, [
      buildStroke(undefined, { erasures: [regionCut as RegionCut] }),
      buildImage({ erasures: [{ ...regionCut, keeps: "outside" } as RegionCut] }),
    ]);
    expect(send(server, client)).toEqual({ ok: true, inserts: true });
    expect(validateDocument(server)).toEqual([]);
  });

  const refusals: [string, Record<string, unknown>][] = [
    ["a side to keep that is neither", { keeps: "both" }],
    ["no outline", { outlines: [] }],
    ["an outline of two points", { outlines: [square.subarray(0, 16)] }],
    ["an outline of broken pairs", { outlines: [square.subarray(0, 28)] }],
    ["more outlines than a region has", { outlines: Array(MAX_REGION_OUTLINES + 1).fill(square) }],
    [
      "an outline through a point at infinity",
      {
        outlines: [
          encodeOutline([
            { x: 0, y: 0 },
            { x: Infinity, y: 0 },
            { x: 0, y: 9 },
          ]),
        ],
      },
    ],
    ["a negative feather", { feather: -1 }],
    ["a feather past the bound", { feather: MAX_FEATHER + 1 }],
    ["a field of its own", { colour: "#000000" }],
    ["an eraser's field", { size: 10 }],
    ["a kind of cut of its own", { kind: "lasso" }],
  ];
  test.each(refusals)("%s", (_name, fields) => {
    const { server, client, layer } = buildPair();
    const erasures = [{ ...regionCut, ...fields }];
    addElements(client, ME, layer.id, [buildStroke(undefined, { erasures: erasures as never })]);
    expect(send(server, client).ok).toBe(false);
  });
});

describe("validateUpdate takes flipped and distorted images (version 6) and refuses malformed ones", () => {
  const mesh = {
    columns: 1,
    rows: 1,
    points: new Uint8Array(new Float32Array([0, 0, 1, 0, 0, 1, 1, 1]).buffer),
  };

  test("a flipped image and one with a mesh", () => {
    const { server, client, layer } = buildPair();
    addElements(client, ME, layer.id, [buildImage({ flipped: true }), buildImage({ mesh })]);
    expect(send(server, client)).toEqual({ ok: true, inserts: true });
    expect(validateDocument(server)).toEqual([]);
  });

  const refusals: [string, Record<string, unknown>][] = [
    ["flipped as false", { ...buildImage(), flipped: false }],
    ["flipped as a number", { ...buildImage(), flipped: 1 }],
    ["a flipped stroke", { ...buildStroke(), flipped: true }],
    ["a mesh on a stroke", { ...buildStroke(), mesh }],
    ["a mesh of no cells", { ...buildImage(), mesh: { ...mesh, columns: 0 } }],
    ["a mesh of too many cells", { ...buildImage(), mesh: { ...mesh, rows: 33 } }],
    [
      "a mesh whose points do not fit its cells",
      { ...buildImage(), mesh: { ...mesh, columns: 2 } },
    ],
    [
      "a mesh with a point at infinity",
      {
        ...buildImage(),
        mesh: {
          ...mesh,
          points: new Uint8Array(new Float32Array([0, 0, 1, 0, 0, 1, 1, Infinity]).buffer),
        },
      },
    ],
    ["a mesh with a payload", { ...buildImage(), mesh: { ...mesh, note: "x" } }],
  ];
  test.each(refusals)("%s", (_name, element) => {
    const { server, client, layer } = buildPair();
    addElements(client, ME, layer.id, [element as never]);
    expect(send(server, client).ok).toBe(false);
  });
});

describe("validateUpdate bounds the artboards of a workbench", () => {
  const sheet = { width: 800, height: 600, background: "#ffffff" };

  test("up to MAX_ARTBOARDS, added one by one or at once; not one more", () => {
    const { server, client } = buildPair();
    addArtboard(client, ME, sheet);
    expect(send(server, client)).toEqual({ ok: true, inserts: true });
    while (readArtboards(client).length < MAX_ARTBOARDS) addArtboard(client, ME, sheet);
    expect(send(server, client).ok).toBe(true);
    expect(readArtboards(server)).toHaveLength(MAX_ARTBOARDS);
    // addArtboard stops at the bound: a hostile client writes the map itself.
    client.transact(() =>
      artboardsOf(client).set("one-more", buildArtboard({ name: "X", ...sheet }, "z")),
    );
    expect(send(server, client)).toEqual({
      ok: false,
      problem: "more artboards than a workbench holds",
    });
  });

  test("renaming an artboard when the workbench is full is not adding one", () => {
    const { server, client } = buildPair();
    while (readArtboards(client).length < MAX_ARTBOARDS) addArtboard(client, ME, sheet);
    expect(send(server, client).ok).toBe(true);
    const last = readArtboards(client).at(-1);
    updateArtboard(client, ME, last?.id ?? "", { name: "Rear" });
    expect(send(server, client)).toEqual({ ok: true, inserts: true });
  });
});
