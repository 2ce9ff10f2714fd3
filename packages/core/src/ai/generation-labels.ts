import { MAX_ITEM_NAME_LENGTH } from "../constants.js";
import type { GenerationKind } from "./render-settings.js";

/** How the history names each kind of request. */
export const GENERATION_KIND_LABELS: Record<GenerationKind, string> = {
  RENDER: "Render",
  REFINE: "Refine",
  MODIFY: "Modify",
  TEXT_TO_IMAGE: "Text to image",
  REMOVE_BACKGROUND: "Background removed",
  UPSCALE: "Upscale",
  LINE_ART: "Line art",
};

/**
 * An image of a request, wherever it lands: the layer it is placed on, the layer of the file it
 * opens as. What made it and which of its images: "Render 2", "Modify 1".
 */
export function layerNameOf(kind: GenerationKind, position: number): string {
  return `${GENERATION_KIND_LABELS[kind]} ${position + 1}`;
}

const FILE_NAME_SEPARATOR = " – ";

/**
 * The file an image opens as: "{source file} – {image}" ("Coupe – Render 2"), so that it sits
 * recognisably beside its source in the folder, whether or not its request had a prompt. The
 * source's name is cut to keep it within the name limit.
 */
export function outputFileName(sourceName: string, kind: GenerationKind, position: number): string {
  const image = layerNameOf(kind, position);
  const room = MAX_ITEM_NAME_LENGTH - FILE_NAME_SEPARATOR.length - image.length;
  return `${sourceName.slice(0, room).trimEnd()}${FILE_NAME_SEPARATOR}${image}`;
}
