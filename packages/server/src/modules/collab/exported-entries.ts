import { clippedAmongSiblings, type LayerTree, type LayerView } from "@contour/canvas";
import type { ExportedEntry, ExportedLayer } from "./layered-export.js";

/**
 * A layered file's entries from the artboard's layer tree, bottom first: each layer with its own
 * pixels and mask (`draw`), each folder with what it holds. A layer is clipped as the picture clips it:
 * to its base among its siblings, a folder ending the run (canvas composite-stack.ts).
 */
export function exportedEntries(
  tree: LayerTree,
  draw: (layer: LayerView) => Pick<ExportedLayer, "pixels" | "mask">,
): ExportedEntry[] {
  const clipped = clippedAmongSiblings(tree);
  return tree.map((node): ExportedEntry => {
    if (node.kind === "folder") {
      const { name, visible, opacity, blendMode } = node.folder;
      return {
        kind: "folder",
        name,
        visible,
        opacity,
        blendMode,
        children: exportedEntries(node.children, draw),
      };
    }
    const { layer } = node;
    return {
      name: layer.name,
      visible: layer.visible,
      opacity: layer.opacity,
      blendMode: layer.blendMode,
      clipped: clipped.has(layer),
      ...draw(layer),
    };
  });
}
