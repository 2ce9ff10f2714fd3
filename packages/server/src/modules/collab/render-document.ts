import {
  type DrawableImage,
  type LayerContent,
  readArtboards,
  readLayers,
  readLayerTree,
  renderArtboard,
} from "@contour/canvas";
import { type Canvas, createCanvas, loadImage } from "@napi-rs/canvas";
import * as Y from "yjs";
import type { ExportFormat } from "./export-formats.js";
import { exportedEntries } from "./exported-entries.js";
import { type ExportedLayer, writeLayeredPsd, writeOpenRaster } from "./layered-export.js";

/** JPEG's quality: Photoshop's "high" (8 of 12); past it files grow for no visible gain. */
const JPEG_QUALITY = 90;

/**
 * What a render needs, all of it plain data that a worker thread can receive; the main thread
 * has checked it against the pixel budget (render-budget.ts).
 */
export interface RenderJob {
  /** Y.encodeStateAsUpdate of the document. */
  state: Uint8Array;
  artboardId: string;
  scale: number;
  layerId: string | null;
  format: ExportFormat;
  /**
   * The placed images' encoded bytes by blob id, each within the upload limits by its header;
   * a missing one draws as a placeholder.
   */
  images: Map<string, Uint8Array>;
}

/**
 * The file of one artboard (or, flat, of one of its layers), drawn with the canvas package's
 * renderer on @napi-rs/canvas surfaces: a PNG, a JPEG on white (it has no transparency), or a
 * layered PSD or OpenRaster file with the composite and every layer, shown or hidden.
 */
export async function renderDocument(job: RenderJob): Promise<Uint8Array> {
  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, job.state);
    const images = new Map<string, DrawableImage>();
    for (const [blobId, bytes] of job.images) {
      try {
        images.set(blobId, await loadImage(bytes));
      } catch {
        // Not decodable after all: the placeholder shows where it goes.
      }
    }
    const draw = (layerId: string | undefined, layerContent?: LayerContent): Canvas =>
      renderArtboard(doc, job.artboardId, {
        scale: job.scale,
        layerId,
        layerContent,
        createSurface: (width, height) => createCanvas(width, height),
        images: (blobId) => images.get(blobId),
      });
    const layerId = job.layerId ?? undefined;
    switch (job.format) {
      case "png":
        return draw(layerId).encode("png");
      case "jpg":
        return onWhite(draw(layerId)).encode("jpeg", JPEG_QUALITY);
      case "psd":
      case "ora": {
        const artboard = readArtboards(doc).find((candidate) => candidate.id === job.artboardId);
        if (!artboard) throw new Error(`No artboard ${job.artboardId}`);
        const composite = draw(undefined);
        // A PSD keeps masks as layer masks; OpenRaster has none, so its layers come masked.
        const keepsMasks = job.format === "psd";
        const layers = exportedEntries(readLayerTree(artboard, readLayers(artboard)), (layer) => ({
          pixels: draw(layer.id, keepsMasks ? "unmasked" : "shown"),
          ...(keepsMasks && layer.mask
            ? { mask: { pixels: draw(layer.id, "mask"), disabled: layer.maskDisabled === true } }
            : {}),
        }));
        const background = backgroundLayer(artboard.background, composite);
        const write = job.format === "psd" ? writeLayeredPsd : writeOpenRaster;
        return write(composite, background ? [background, ...layers] : layers);
      }
    }
  } finally {
    doc.destroy();
  }
}

function onWhite(picture: Canvas): Canvas {
  const flat = createCanvas(picture.width, picture.height);
  const context = flat.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, flat.width, flat.height);
  context.drawImage(picture, 0, 0);
  return flat;
}

/**
 * The artboard's colour as the bottom layer of a layered file, named as Photoshop names its
 * own: the layers alone are transparent where nothing is painted, and the file should look as
 * the artboard does. None for a transparent artboard.
 */
function backgroundLayer(color: string, size: Canvas): ExportedLayer | null {
  if (color === "transparent") return null;
  const pixels = createCanvas(size.width, size.height);
  const context = pixels.getContext("2d");
  context.fillStyle = color;
  context.fillRect(0, 0, pixels.width, pixels.height);
  return { name: "Background", visible: true, opacity: 1, blendMode: "normal", pixels };
}
