import * as Y from "yjs";
import { parseArtboardProps, parseElement, parseLayerProps } from "./parse.js";
import { SCHEMA_VERSION } from "./schema.js";
import { artboardsOf, documentVersion } from "./workbench-document.js";

/**
 * What is wrong with a document, in words; empty when it is well formed at the current version.
 * Readers skip malformed parts anyway; this tells a loader or a test exactly which ones.
 */
export function validateDocument(doc: Y.Doc): string[] {
  const problems: string[] = [];
  const version = documentVersion(doc);
  if (version !== SCHEMA_VERSION) problems.push(`version is ${version}, not ${SCHEMA_VERSION}`);
  const artboards = artboardsOf(doc);
  if (artboards.size === 0) problems.push("no artboard");
  artboards.forEach((artboard, artboardId) => {
    if (!(artboard instanceof Y.Map)) {
      problems.push(`artboard ${artboardId} is not a map`);
      return;
    }
    if (!parseArtboardProps(artboardId, artboard)) problems.push(`artboard ${artboardId} fields`);
    const layers = artboard.get("layers");
    if (!(layers instanceof Y.Map)) {
      problems.push(`artboard ${artboardId} has no layers`);
      return;
    }
    if (layers.size === 0) problems.push(`artboard ${artboardId} has no layer`);
    layers.forEach((layer: unknown, layerId: string) => {
      if (!(layer instanceof Y.Map)) {
        problems.push(`layer ${layerId} is not a map`);
        return;
      }
      if (!parseLayerProps(layerId, layer)) problems.push(`layer ${layerId} fields`);
      const elements = layer.get("elements");
      if (!(elements instanceof Y.Array)) {
        problems.push(`layer ${layerId} has no elements`);
        return;
      }
      const mask = layer.get("mask");
      // Since version 6 a layer may have a mask: a second element list.
      if (mask !== undefined && !(mask instanceof Y.Array)) {
        problems.push(`layer ${layerId} has a mask that is no list`);
      }
      const lists =
        mask instanceof Y.Array
          ? { element: elements, "mask element": mask }
          : { element: elements };
      for (const [name, list] of Object.entries(lists)) {
        list.toArray().forEach((element: unknown, index: number) => {
          const parsed = parseElement(element);
          // Since version 3 the eraser's marks are erasures of elements, not elements.
          if (!parsed || (parsed.kind === "stroke" && parsed.tool === "eraser")) {
            problems.push(`layer ${layerId} ${name} ${index}`);
          }
        });
      }
    });
  });
  return problems;
}
