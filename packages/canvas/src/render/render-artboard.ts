import type * as Y from "yjs";
import { readArtboards, readLayers } from "../document/workbench-document.js";
import { compositeFrame, type FrameLayer } from "./composite-frame.js";
import type { ImageSource, Surface, SurfaceFactory } from "./drawing-context.js";
import { buildLayerBitmap, newRenderStats } from "./layer-bitmap.js";

export type RenderArtboardOptions<S extends Surface> = {
  /** Output pixels per artboard unit: 1 for a 1x export, 0.1 for a thumbnail. */
  scale: number;
  /**
   * Only this layer: its own pixels at full opacity on a transparent background, whether it is
   * shown or hidden in the editor, as "export this layer" expects.
   */
  layerId?: string;
  createSurface: SurfaceFactory<S>;
  images: ImageSource;
};

/**
 * Renders an artboard, all at once, onto a new surface of its size × scale, with the same
 * layer rasterising and compositing as the editor: for thumbnails and PNG export on the server
 * (`surface.encode("png")` on @napi-rs/canvas). Throws when the artboard or layer is not there.
 */
export function renderArtboard<S extends Surface>(
  doc: Y.Doc,
  artboardId: string,
  options: RenderArtboardOptions<S>,
): S {
  const { scale, layerId, createSurface, images } = options;
  const artboard = readArtboards(doc).find((candidate) => candidate.id === artboardId);
  if (!artboard) throw new Error(`No artboard ${artboardId}`);
  const allLayers = readLayers(artboard);
  const layers = layerId
    ? allLayers.filter((layer) => layer.id === layerId)
    : allLayers.filter((layer) => layer.visible);
  if (layerId && layers.length === 0) throw new Error(`No layer ${layerId} on ${artboardId}`);
  const width = Math.max(1, Math.round(artboard.width * scale));
  const height = Math.max(1, Math.round(artboard.height * scale));
  const target = createSurface(width, height);
  // Rasterised at exactly the output scale: there is no later zoom to share bitmaps with.
  const board = { x: 0, y: 0, width: artboard.width, height: artboard.height };
  const environment = { createSurface, images, stats: newRenderStats() };
  const frameLayers: FrameLayer[] = layers.map((layer) => ({
    bitmap: buildLayerBitmap(undefined, layer.elements.toArray(), board, board, scale, environment),
    opacity: layerId ? 1 : layer.opacity,
    blendMode: layerId ? "normal" : layer.blendMode,
  }));
  const background = layerId ? "transparent" : artboard.background;
  compositeFrame(
    target,
    {
      viewport: { scale, x: 0, y: 0 },
      artboard: { width: artboard.width, height: artboard.height, background },
      layers: frameLayers,
    },
    // No wet stroke offline, so no scratch surface is ever asked for; one would be made here.
    () => createSurface(width, height),
  );
  return target;
}
