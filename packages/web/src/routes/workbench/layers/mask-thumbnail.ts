import {
  type ArtboardView,
  elementValues,
  type LayerView,
  readElements,
  renderArtboard,
} from "@contour/canvas";
import type * as Y from "yjs";
import { createBrowserSurface } from "../canvas/surface";
import {
  imagesLoaded,
  isCurrent,
  RENDER_MAX_ELEMENTS,
  type ThumbnailSource,
} from "./layer-thumbnail";

/**
 * Paints a layer's mask (version 6) for its row, as Photoshop's mask thumbnail: the whole
 * artboard fitted to the canvas, white where the layer shows and black where it is hidden. Unlike
 * the layer's thumbnail it is not cut to what is painted: a mask says something everywhere. It
 * downscales the renderer's bitmap of the mask when that is current, else renders the mask when
 * it is small; answers false when it could not paint it all, so that the caller tries again.
 */
export function paintMaskThumbnail(
  canvas: HTMLCanvasElement,
  doc: Y.Doc,
  artboard: Pick<ArtboardView, "id" | "width" | "height">,
  layer: LayerView,
  source: ThumbnailSource,
): boolean {
  const context = canvas.getContext("2d");
  if (!context || !layer.mask) return true;
  const fit = Math.min(canvas.width / artboard.width, canvas.height / artboard.height);
  const width = artboard.width * fit;
  const height = artboard.height * fit;
  const left = (canvas.width - width) / 2;
  const top = (canvas.height - height) / 2;
  const board = { x: 0, y: 0, width: artboard.width, height: artboard.height };
  const values = elementValues({ elements: layer.mask });
  const elements = readElements({ elements: layer.mask });
  const bitmap = source.maskBitmap(layer.id);
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = "high";
  if (bitmap && isCurrent(bitmap, values, board)) {
    context.fillStyle = "#ffffff";
    context.fillRect(left, top, width, height);
    const { surface, region, resolution } = bitmap;
    context.drawImage(
      surface as CanvasImageSource,
      -region.x * resolution,
      -region.y * resolution,
      artboard.width * resolution,
      artboard.height * resolution,
      left,
      top,
      width,
      height,
    );
  } else if (elements.length <= RENDER_MAX_ELEMENTS) {
    const surface = renderArtboard(doc, artboard.id, {
      scale: fit,
      layerId: layer.id,
      layerContent: "mask",
      createSurface: createBrowserSurface,
      images: source.images,
    });
    context.drawImage(surface as CanvasImageSource, left, top, width, height);
  } else {
    return false;
  }
  return imagesLoaded(elements, source);
}
