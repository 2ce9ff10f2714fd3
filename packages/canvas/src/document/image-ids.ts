import type * as Y from "yjs";
import { layerLeavesOf } from "./element-tree.js";
import { readArtboards, readLayers } from "./workbench-document.js";

/** The blob ids of every image placed in the document: what a renderer must load first. */
export function imageBlobIds(doc: Y.Doc): string[] {
  const ids = new Set<string>();
  for (const artboard of readArtboards(doc)) {
    for (const layer of readLayers(artboard)) {
      for (const element of layerLeavesOf(layer)) {
        if (element.kind === "image") ids.add(element.blobId);
      }
    }
  }
  return [...ids];
}
