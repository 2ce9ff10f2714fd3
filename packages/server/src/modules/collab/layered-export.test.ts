import {
  addElements,
  addLayer,
  encodePoints,
  initializeDocument,
  newId,
  readArtboards,
  readLayers,
  updateLayer,
} from "@contour/canvas";
import { createCanvas } from "@napi-rs/canvas";
import { initializeCanvas, readPsd } from "ag-psd";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import type { WorkbenchRow } from "../../db/types.js";
import { buildWorkbench } from "../../test/file-factories.js";
import { decoded } from "../../test/images.js";
import { storeDocument } from "../../test/render-documents.js";
import { useTestServer } from "../../test/server.js";
import { buildWorld, type World } from "../../test/workspace-world.js";
import { LAYERED_FILE_OF_LAYER } from "./export-document.js";

const server = useTestServer();
let world: World;
let workbench: WorkbenchRow;
/** The layers drawn, bottom first, by name. */
const layerIds: Record<string, string> = {};

/** A horizontal bar of a colour across the artboard at a height, 80 units thick. */
const bar = (color: string, y: number) => ({
  kind: "stroke" as const,
  id: newId(),
  tool: "brush" as const,
  color,
  size: 80,
  opacity: 1,
  smoothing: 0.5,
  author: "test",
  points: encodePoints([200, 900, 1700].map((x) => ({ x, y, pressure: 1 }))),
});

/**
 * A car's sheet of three layers: a red body; a blue shadow over it, multiplied at 47 %; green
 * notes, hidden.
 */
function buildSheet(): Y.Doc {
  const doc = new Y.Doc();
  initializeDocument(doc, "test");
  const artboard = readArtboards(doc)[0];
  const body = artboard && readLayers(artboard)[0];
  if (!artboard || !body) throw new Error("no artboard");
  updateLayer(doc, "test", body.id, { name: "Body" });
  layerIds.Body = body.id;
  layerIds.Shadow = addLayer(doc, "test", artboard.id, "Shadow");
  layerIds.Notes = addLayer(doc, "test", artboard.id, "Notes & <sketches>");
  updateLayer(doc, "test", layerIds.Shadow, { opacity: 0.47, blendMode: "multiply" });
  updateLayer(doc, "test", layerIds.Notes, { visible: false });
  addElements(doc, "test", body.id, [bar("#ff0000", 250)]);
  addElements(doc, "test", layerIds.Shadow, [bar("#0000ff", 340)]);
  addElements(doc, "test", layerIds.Notes, [bar("#00ff00", 800)]);
  return doc;
}

async function exportFile(format: string, query = "") {
  const response = await server.fetch(
    `/api/v1/workbenches/${workbench.id}/export.${format}${query}`,
    { headers: { authorization: `Bearer ${world.users.viewer.token}` } },
  );
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    disposition: response.headers.get("content-disposition"),
    body: new Uint8Array(await response.arrayBuffer()),
  };
}

/** The RGBA at an artboard point of a flat export (a PNG or JPEG at 1x). */
async function flatPixel(bytes: Uint8Array, x: number, y: number) {
  const { width, rgba } = await decoded(bytes);
  const offset = (y * width + x) * 4;
  return [...rgba.subarray(offset, offset + 4)];
}

/** The RGBA at an artboard point of a PSD layer's pixels, which are trimmed to what is painted. */
function psdPixel(
  layer: { left?: number; top?: number; imageData?: { width: number; data: ArrayLike<number> } },
  x: number,
  y: number,
) {
  const { left = 0, top = 0, imageData } = layer;
  if (!imageData) return [0, 0, 0, 0];
  const offset = ((y - top) * imageData.width + (x - left)) * 4;
  return Array.from({ length: 4 }, (_, index) => imageData.data[offset + index] ?? 0);
}

beforeAll(async () => {
  // ag-psd's reader makes its pixel buffers through a canvas (the writer is given them).
  initializeCanvas(
    createCanvas as unknown as (width: number, height: number) => HTMLCanvasElement,
    (width, height) =>
      createCanvas(1, 1).getContext("2d").createImageData(width, height) as ImageData,
  );
  world = await buildWorld(server.db);
  workbench = await buildWorkbench(server.db, world.roots.cars, { name: "Roadster" });
  await storeDocument(server.db, workbench.id, buildSheet());
});

describe("layered and flat exports", () => {
  it("a PSD holds every layer with its name, opacity, blend mode, visibility and pixels", async () => {
    const file = await exportFile("psd");
    expect(file).toMatchObject({ status: 200, type: "image/vnd.adobe.photoshop" });
    expect(file.disposition).toContain('filename="Roadster.psd"');
    const psd = readPsd(file.body, { useImageData: true });
    expect({ width: psd.width, height: psd.height }).toEqual({ width: 1920, height: 1080 });
    const layers = psd.children ?? [];
    expect(
      layers.map(({ name, opacity, blendMode, hidden }) => ({
        name,
        opacity: Math.round((opacity ?? 0) * 100),
        blendMode,
        hidden: hidden ?? false,
      })),
    ).toEqual([
      { name: "Background", opacity: 100, blendMode: "normal", hidden: false },
      { name: "Body", opacity: 100, blendMode: "normal", hidden: false },
      { name: "Shadow", opacity: 47, blendMode: "multiply", hidden: false },
      { name: "Notes & <sketches>", opacity: 100, blendMode: "normal", hidden: true },
    ]);
    const [background, body, shadow, notes] = layers;
    if (!background || !body || !shadow || !notes) throw new Error("missing layers");
    expect(psdPixel(background, 10, 10)).toEqual([255, 255, 255, 255]);
    // Each layer's own pixels, as the PNG of that layer alone has them.
    for (const [layer, name, y] of [
      [body, "Body", 250],
      [shadow, "Shadow", 340],
      [notes, "Notes", 800],
    ] as const) {
      const png = await exportFile("png", `?layerId=${layerIds[name]}`);
      expect(psdPixel(layer, 900, y), name).toEqual(await flatPixel(png.body, 900, y));
    }
    // What Photoshop shows before it reads the layers is the picture as the PNG export has it.
    const picture = await exportFile("png");
    for (const y of [250, 340, 800]) {
      expect(psdPixel(psd, 900, y)).toEqual(await flatPixel(picture.body, 900, y));
    }
  });

  it("an OpenRaster file lists the layers top first, with their PNGs and the composite", async () => {
    const file = await exportFile("ora");
    expect(file).toMatchObject({ status: 200, type: "image/openraster" });
    // The spec's magic: `mimetype` is the first entry, stored, so that its text is at byte 38.
    expect(strFromU8(file.body.subarray(30, 38))).toBe("mimetype");
    expect(file.body[8]).toBe(0);
    const entries = unzipSync(file.body);
    expect(strFromU8(entries.mimetype ?? new Uint8Array())).toBe("image/openraster");
    const stack = strFromU8(entries["stack.xml"] ?? new Uint8Array());
    const layers = [...stack.matchAll(/<layer ([^>]*)\/>/g)].map(([, attributes]) =>
      Object.fromEntries(
        [...(attributes ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key, value]) => [
          key,
          value,
        ]),
      ),
    );
    expect(layers.map(({ name, opacity, visibility }) => ({ name, opacity, visibility }))).toEqual([
      { name: "Notes &#38; &#60;sketches&#62;", opacity: "1", visibility: "hidden" },
      { name: "Shadow", opacity: "0.47", visibility: "visible" },
      { name: "Body", opacity: "1", visibility: "visible" },
      { name: "Background", opacity: "1", visibility: "visible" },
    ]);
    expect(layers[1]?.["composite-op"]).toBe("svg:multiply");
    const shadowPng = entries[layers[1]?.src ?? ""] ?? new Uint8Array();
    const alone = await exportFile("png", `?layerId=${layerIds.Shadow}`);
    expect(await flatPixel(shadowPng, 900, 340)).toEqual(await flatPixel(alone.body, 900, 340));
    const merged = entries["mergedimage.png"] ?? new Uint8Array();
    const picture = await exportFile("png");
    expect(await flatPixel(merged, 900, 250)).toEqual(await flatPixel(picture.body, 900, 250));
    expect((await decoded(entries["Thumbnails/thumbnail.png"] ?? new Uint8Array())).width).toBe(
      256,
    );
  });

  it("a JPEG is the picture on white, a layer's too", async () => {
    const file = await exportFile("jpg");
    expect(file).toMatchObject({ status: 200, type: "image/jpeg" });
    expect(file.disposition).toContain('filename="Roadster.jpg"');
    expect((await decoded(file.body)).format).toBe("jpeg");
    const red = await flatPixel(file.body, 900, 250);
    expect(red[0]).toBeGreaterThan(200);
    expect(red[2]).toBeLessThan(60);
    const layer = await exportFile("jpg", `?layerId=${layerIds.Notes}`);
    expect(await flatPixel(layer.body, 10, 10)).toEqual([255, 255, 255, 255]);
  });

  it("a layered file of one layer is refused: it holds them all", async () => {
    for (const format of ["psd", "ora"]) {
      const file = await exportFile(format, `?layerId=${layerIds.Body}`);
      expect(file.status).toBe(400);
      expect(JSON.parse(new TextDecoder().decode(file.body))).toEqual({
        code: "BAD_USER_INPUT",
        error: LAYERED_FILE_OF_LAYER,
      });
    }
  });
});

describe("clipping masks in layered files", () => {
  let livery: WorkbenchRow;
  const liveryIds: Record<string, string> = {};

  /** A red body bar and a blue stripe across it, clipped to it. */
  function buildLivery(): Y.Doc {
    const doc = new Y.Doc();
    initializeDocument(doc, "test");
    const artboard = readArtboards(doc)[0];
    const body = artboard && readLayers(artboard)[0];
    if (!artboard || !body) throw new Error("no artboard");
    liveryIds.Body = body.id;
    liveryIds.Stripe = addLayer(doc, "test", artboard.id, "Stripe");
    updateLayer(doc, "test", liveryIds.Stripe, { clipped: true });
    addElements(doc, "test", body.id, [bar("#ff0000", 250)]);
    addElements(doc, "test", liveryIds.Stripe, [
      {
        ...bar("#0000ff", 0),
        points: encodePoints([100, 600].map((y) => ({ x: 900, y, pressure: 1 }))),
      },
    ]);
    return doc;
  }

  beforeAll(async () => {
    livery = await buildWorkbench(server.db, world.roots.cars, { name: "Livery" });
    await storeDocument(server.db, livery.id, buildLivery());
  });

  async function exportLivery(format: string) {
    const response = await server.fetch(`/api/v1/workbenches/${livery.id}/export.${format}`, {
      headers: { authorization: `Bearer ${world.users.viewer.token}` },
    });
    return new Uint8Array(await response.arrayBuffer());
  }

  it("a PSD marks the clipped layer as Photoshop's clipping mask, and shows it clipped", async () => {
    const psd = readPsd(await exportLivery("psd"), { useImageData: true });
    const layers = psd.children ?? [];
    expect(layers.map(({ name, clipping }) => ({ name, clipping: clipping ?? false }))).toEqual([
      { name: "Background", clipping: false },
      { name: "Layer 1", clipping: false },
      { name: "Stripe", clipping: true },
    ]);
    // The stripe's own pixels are whole in the file; the picture shows it only over the body.
    expect(psdPixel(layers[2] ?? {}, 900, 500)).toEqual([0, 0, 255, 255]);
    expect(psdPixel(psd, 900, 250)).toEqual([0, 0, 255, 255]);
    expect(psdPixel(psd, 900, 500)).toEqual([255, 255, 255, 255]);
  });

  it("an OpenRaster file, which has no clipping, holds the stripe as it shows", async () => {
    const entries = unzipSync(await exportLivery("ora"));
    const stack = strFromU8(entries["stack.xml"] ?? new Uint8Array());
    const stripeSrc = /<layer name="Stripe" src="([^"]+)"/.exec(stack)?.[1] ?? "";
    const stripe = entries[stripeSrc] ?? new Uint8Array();
    expect(await flatPixel(stripe, 900, 250)).toEqual([0, 0, 255, 255]);
    expect((await flatPixel(stripe, 900, 500))[3]).toBe(0);
  });
});
