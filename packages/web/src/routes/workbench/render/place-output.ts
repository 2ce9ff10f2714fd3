import { addElements, addLayer, type Editor, newId, readArtboards } from "@contour/canvas";
import type { RenderPlacement } from "@contour/core";

/** The output's box inside the source's: as large as fits, centred, its proportions kept. */
export function fitInto(
  image: { width: number; height: number },
  box: { x: number; y: number; width: number; height: number },
) {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return {
    x: box.x + (box.width - width) / 2,
    y: box.y + (box.height - height) / 2,
    width,
    height,
  };
}

/**
 * Places a render on a new layer above the active one, over its source: the artboard it was
 * made from when that still exists, else the shown one, fitted to the source's box (the whole
 * artboard for text to image). One undo step; the new layer becomes the active one.
 */
export function placeOutput(
  editor: Editor,
  output: { blobId: string; width: number; height: number },
  placement: RenderPlacement | null,
  name: string,
): boolean {
  const artboards = readArtboards(editor.doc);
  const artboard =
    artboards.find(({ id }) => id === placement?.artboardId) ?? editor.artboard() ?? undefined;
  if (!artboard) return false;
  const box =
    placement && placement.artboardId === artboard.id
      ? placement
      : { x: 0, y: 0, width: artboard.width, height: artboard.height };
  if (editor.artboard()?.id !== artboard.id) editor.showArtboard(artboard.id);
  const below = editor.state.activeLayerId ?? undefined;
  let layerId = "";
  editor.doc.transact(() => {
    layerId = addLayer(editor.doc, editor.origin, artboard.id, name, below);
    addElements(editor.doc, editor.origin, layerId, [
      { kind: "image", id: newId(), blobId: output.blobId, rotation: 0, ...fitInto(output, box) },
    ]);
  }, editor.origin);
  editor.setActiveLayer(layerId);
  return true;
}
