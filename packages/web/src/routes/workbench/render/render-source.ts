import {
  drawInpaintMask,
  type Editor,
  type ImageSource,
  type InpaintArea,
  type Rect,
  readArtboards,
  readLayers,
  renderArtboard,
} from "@contour/canvas";
import type { RenderPlacement } from "@contour/core";
import { createBrowserSurface } from "../canvas/surface";
import { uploadWorkbenchImage } from "../images/workbench-images";

/** What a render starts from: the shown artboard, the selection's box, or chosen layers. */
export type RenderSourceChoice =
  | { kind: "artboard" }
  | { kind: "selection"; bounds: Rect }
  | { kind: "layers"; layerIds: readonly string[] };

/** The source's longest side in pixels: the backend scales it to the render's size anyway. */
const SOURCE_MAX_SIDE = 1536;

export interface PreparedSource {
  blobId: string;
  placement: RenderPlacement;
  width: number;
  height: number;
}

/**
 * Draws the chosen source as the backend will see it: the artboard's background and the layers
 * as they show, cropped to the selection's box or limited to the chosen layers, then uploads it
 * as an image of the workbench (the server checks it like any upload).
 */
export async function prepareRenderSource(
  editor: Editor,
  workbenchId: string,
  images: ImageSource,
  choice: RenderSourceChoice,
): Promise<PreparedSource | null> {
  const artboard = editor.artboard();
  if (!artboard) return null;
  const box: Rect =
    choice.kind === "selection"
      ? clampToArtboard(choice.bounds, artboard)
      : { x: 0, y: 0, width: artboard.width, height: artboard.height };
  if (box.width < 1 || box.height < 1) return null;
  const scale = Math.min(1, SOURCE_MAX_SIDE / Math.max(box.width, box.height));
  const width = Math.max(1, Math.round(box.width * scale));
  const height = Math.max(1, Math.round(box.height * scale));

  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return null;
  context.fillStyle = artboard.background;
  context.fillRect(0, 0, width, height);
  const drawn = (layerId?: string) =>
    renderArtboard(editor.doc, artboard.id, {
      scale,
      layerId,
      createSurface: createBrowserSurface,
      images,
    }) as CanvasImageSource;
  const sources =
    choice.kind === "layers"
      ? orderedLayers(editor, artboard.id, choice.layerIds).map((id) => drawn(id))
      : [drawn()];
  for (const source of sources) {
    context.drawImage(source, -box.x * scale, -box.y * scale);
  }
  const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!png) return null;
  const blobId = await uploadWorkbenchImage(workbenchId, png);
  return { blobId, placement: { artboardId: artboard.id, ...box }, width, height };
}

function clampToArtboard(bounds: Rect, artboard: { width: number; height: number }): Rect {
  const x = Math.max(0, bounds.x);
  const y = Math.max(0, bounds.y);
  const right = Math.min(artboard.width, bounds.x + bounds.width);
  const bottom = Math.min(artboard.height, bounds.y + bounds.height);
  return { x, y, width: right - x, height: bottom - y };
}

/** The chosen layers bottom first, as the stack draws them. */
function orderedLayers(editor: Editor, artboardId: string, chosen: readonly string[]): string[] {
  const wanted = new Set(chosen);
  const artboard = readArtboards(editor.doc).find(({ id }) => id === artboardId);
  if (!artboard) return [];
  return readLayers(artboard)
    .filter((layer) => wanted.has(layer.id))
    .map((layer) => layer.id);
}

/**
 * The mask of a Modify: white inside the area (a selection's outlines or the painted strokes),
 * black elsewhere, drawn over the source's box at the source's size, uploaded like the source.
 * Only the white part is repainted. Null when nothing of the area falls on the source.
 */
export async function prepareRenderMask(
  workbenchId: string,
  source: PreparedSource,
  area: InpaintArea,
): Promise<string | null> {
  const canvas = document.createElement("canvas");
  canvas.width = source.width;
  canvas.height = source.height;
  const context = canvas.getContext("2d");
  if (!context) return null;
  const { placement, width, height } = source;
  drawInpaintMask(context, area, placement, width / placement.width, { width, height });
  if (!hasWhite(context.getImageData(0, 0, width, height).data)) return null;
  const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  return png ? uploadWorkbenchImage(workbenchId, png) : null;
}

/** Whether any pixel is more white than black: an area erased away repaints nothing. */
function hasWhite(data: Uint8ClampedArray): boolean {
  for (let index = 0; index < data.length; index += 4) {
    if ((data[index] ?? 0) > 127) return true;
  }
  return false;
}
