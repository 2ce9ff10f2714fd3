import {
  addLayer,
  groupEntries,
  initializeDocument,
  readArtboards,
  readLayers,
  readLayerTree,
  updateFolder,
  updateLayer,
} from "@contour/canvas";
import { createCanvas } from "@napi-rs/canvas";
import { initializeCanvas, type Layer, readPsd } from "ag-psd";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { exportedEntries } from "./exported-entries.js";
import { writeLayeredPsd, writeOpenRaster } from "./layered-export.js";
import { renderDocument } from "./render-document.js";

beforeAll(() => {
  // ag-psd's reader makes its pixel buffers through a canvas (the writer is given them).
  initializeCanvas(
    createCanvas as unknown as (width: number, height: number) => HTMLCanvasElement,
    (width, height) =>
      createCanvas(1, 1).getContext("2d").createImageData(width, height) as ImageData,
  );
});

/**
 * A sheet with folders: "Body" at the top level; "Details" (Multiply, 60 %) holding "Lights" and
 * a hidden "Trim" folder (Normal, 100 %) with "Chrome" clipped to "Badge" in it.
 */
function buildSheet() {
  const doc = new Y.Doc();
  initializeDocument(doc, "test", { width: 40, height: 30, background: "#ffffff" });
  const artboard = readArtboards(doc)[0];
  const body = artboard && readLayers(artboard)[0];
  if (!artboard || !body) throw new Error("no artboard");
  updateLayer(doc, "test", body.id, { name: "Body" });
  const ids = {
    lights: addLayer(doc, "test", artboard.id, "Lights"),
    badge: addLayer(doc, "test", artboard.id, "Badge"),
    chrome: addLayer(doc, "test", artboard.id, "Chrome"),
  };
  updateLayer(doc, "test", ids.chrome, { clipped: true });
  const trim = groupEntries(doc, "test", [ids.badge, ids.chrome], "Trim") as string;
  updateFolder(doc, "test", trim, { visible: false });
  const details = groupEntries(doc, "test", [ids.lights, trim], "Details") as string;
  updateFolder(doc, "test", details, { blendMode: "multiply", opacity: 0.6 });
  const board = readArtboards(doc)[0];
  if (!board) throw new Error("no artboard");
  const entries = exportedEntries(readLayerTree(board, readLayers(board)), () => ({
    pixels: createCanvas(40, 30),
  }));
  return { doc, composite: createCanvas(40, 30), entries };
}

/** A PSD's layers as nested names and group fields, bottom first. */
function shapeOf(layers: readonly Layer[]): unknown[] {
  return layers.map((layer) =>
    layer.children
      ? {
          group: layer.name,
          blendMode: layer.blendMode,
          opacity: Math.round((layer.opacity ?? 1) * 100),
          hidden: layer.hidden ?? false,
          opened: layer.opened,
          children: shapeOf(layer.children),
        }
      : { layer: layer.name, clipping: layer.clipping ?? false },
  );
}

describe("layer folders in layered files", () => {
  it("a PSD written with folders opens in ag-psd's reader with the same groups", () => {
    const { composite, entries } = buildSheet();
    const psd = readPsd(writeLayeredPsd(composite, entries), { useImageData: true });
    expect(shapeOf(psd.children ?? [])).toEqual([
      { layer: "Body", clipping: false },
      {
        group: "Details",
        blendMode: "multiply",
        opacity: 60,
        hidden: false,
        opened: true,
        children: [
          { layer: "Lights", clipping: false },
          {
            group: "Trim",
            blendMode: "pass through",
            opacity: 100,
            hidden: true,
            opened: true,
            children: [
              { layer: "Badge", clipping: false },
              { layer: "Chrome", clipping: true },
            ],
          },
        ],
      },
    ]);
  });

  it("the render worker's PSD of a document with folders holds them as groups", async () => {
    const { doc } = buildSheet();
    const artboard = readArtboards(doc)[0];
    const file = await renderDocument({
      state: Y.encodeStateAsUpdate(doc),
      artboardId: artboard?.id ?? "",
      scale: 1,
      layerId: null,
      format: "psd",
      images: new Map(),
    });
    const psd = readPsd(file, { useImageData: true });
    const names = (layers: readonly Layer[]): unknown[] =>
      layers.map((layer) =>
        layer.children ? { [layer.name ?? ""]: names(layer.children) } : layer.name,
      );
    expect(names(psd.children ?? [])).toEqual([
      "Background",
      "Body",
      { Details: ["Lights", { Trim: ["Badge", "Chrome"] }] },
    ]);
  });

  it("an OpenRaster file nests the folders as stacks, top first", () => {
    const { composite, entries } = buildSheet();
    const stack = strFromU8(
      unzipSync(writeOpenRaster(composite, entries))["stack.xml"] as Uint8Array,
    );
    const tags = [...stack.matchAll(/<(\/?)(stack|layer)( name="([^"]*)")?[^>]*>/g)].map(
      ([tag, close, kind, , name]) =>
        close
          ? `/${kind}`
          : `${kind}:${name ?? ""}${tag.includes('isolation="isolate"') ? " isolated" : ""}${
              tag.includes('visibility="hidden"') ? " hidden" : ""
            }${tag.includes("svg:multiply") ? " multiply" : ""}`,
    );
    expect(tags).toEqual([
      "stack:",
      "stack:Details isolated multiply",
      "stack:Trim hidden",
      "layer:Chrome",
      "layer:Badge",
      "/stack",
      "layer:Lights",
      "/stack",
      "layer:Body",
      "/stack",
    ]);
  });
});
