import type { ArtboardSize } from "../document/artboard-size.js";
import {
  readElements,
  readLayers,
  readMask,
  replaceElements,
  updateArtboard,
} from "../document/workbench-document.js";
import type { Point } from "../geometry/rect.js";
import { transformElement } from "../geometry/transform-element.js";
import { GUIDE_COORDINATE_LIMIT, type Guides } from "../guides/guides.js";
import { readGuides, writeGuides } from "../guides/guides-document.js";
import type { Editor } from "./editor.js";

/**
 * Where the drawing stays when the board changes size (Photoshop's canvas-size anchor): in the
 * middle, the board growing or shrinking evenly round it, or at the top left, the board growing
 * or shrinking to the right and down.
 */
export const ARTBOARD_ANCHORS = ["center", "top-left"] as const;
export type ArtboardAnchor = (typeof ARTBOARD_ANCHORS)[number];

const within = (value: number) =>
  Math.max(-GUIDE_COORDINATE_LIMIT, Math.min(GUIDE_COORDINATE_LIMIT, value));
const moved = (point: Point, dx: number, dy: number) => ({
  x: within(point.x + dx),
  y: within(point.y + dy),
});

/** Every guide moved with the drawing: vanishing points, ellipses, the symmetry's centre, rulers. */
export function translateGuides(guides: Guides, dx: number, dy: number): Guides {
  return {
    perspective: guides.perspective && {
      points: guides.perspective.points.map((point) => moved(point, dx, dy)),
    },
    ellipses: guides.ellipses.map((ellipse) => ({
      ...ellipse,
      center: moved(ellipse.center, dx, dy),
    })),
    symmetry: guides.symmetry && {
      ...guides.symmetry,
      center: moved(guides.symmetry.center, dx, dy),
    },
    rulers: guides.rulers.map((ruler) => ({ ...ruler, center: moved(ruler.center, dx, dy) })),
  };
}

/**
 * Gives the active artboard a new size, as one undo step. Anchored in the middle, everything on
 * it (every layer's elements and the guides) moves by half the change, in whole pixels, so that
 * it stays centred; what falls outside the board is kept, not cut. Refused (false) read-only.
 */
export function resizeArtboard(
  editor: Editor,
  size: ArtboardSize,
  anchor: ArtboardAnchor,
): boolean {
  const artboard = editor.artboard();
  if (editor.state.readOnly || !artboard) return false;
  const [dx, dy] =
    anchor === "center"
      ? [
          Math.round((size.width - artboard.width) / 2),
          Math.round((size.height - artboard.height) / 2),
        ]
      : [0, 0];
  const { doc, origin } = editor;
  doc.transact(() => {
    updateArtboard(doc, origin, artboard.id, size);
    if (dx === 0 && dy === 0) return;
    const move = { kind: "move", dx, dy } as const;
    for (const layer of readLayers(artboard)) {
      // A layer's mask (version 6) moves with its picture.
      for (const list of ["elements", "mask"] as const) {
        const elements = list === "mask" ? (readMask(layer) ?? []) : readElements(layer);
        if (elements.length > 0) {
          replaceElements(
            doc,
            origin,
            layer.id,
            elements.map((element) => transformElement(element, move)),
            list,
          );
        }
      }
    }
    writeGuides(doc, origin, artboard.id, translateGuides(readGuides(artboard), dx, dy));
  }, origin);
  return true;
}
