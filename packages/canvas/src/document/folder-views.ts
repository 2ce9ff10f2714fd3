import { generateKeyBetween } from "fractional-indexing";
import type * as Y from "yjs";
import { ancestorsOf, buildLayerTree, findNode, type TreeNode } from "./layer-tree.js";
import { parseFolderProps } from "./parse.js";
import type { FolderProps } from "./schema.js";
import type { ArtboardView, LayerView, YLayer } from "./workbench-document.js";

/** A layer folder as read (version 6): its fields, its order key among siblings, its Yjs map. */
export type FolderView = FolderProps & { index: string; map: YLayer };

/** An artboard's layer tree as the panel and the renderers read it. */
export type LayerTree = TreeNode<LayerView, FolderView>[];

/** The artboard's folders, in no particular order. Malformed ones are left out. */
export function readFolders(artboard: Pick<ArtboardView, "layers">): FolderView[] {
  const views: FolderView[] = [];
  artboard.layers.forEach((map: Y.Map<unknown>, id) => {
    const props = parseFolderProps(id, map);
    const index = map.get("index");
    if (props) views.push({ ...props, map, index: typeof index === "string" ? index : "a0" });
  });
  return views;
}

/** The artboard's layers and folders as a tree (document/layer-tree.ts), each level bottom first. */
export function readLayerTree(
  artboard: Pick<ArtboardView, "layers">,
  layers: readonly LayerView[],
): LayerTree {
  return buildLayerTree(layers, readFolders(artboard));
}

/**
 * Where an entry goes just above `entryId` among its siblings: in its folder, with an index
 * between it and the sibling above. Absent or unknown `entryId`: on top of the top level.
 */
export function placeAbove(
  artboard: Pick<ArtboardView, "layers">,
  layers: readonly LayerView[],
  entryId: string | undefined,
): { parent?: string; index: string } {
  const tree = readLayerTree(artboard, layers);
  const found = entryId === undefined ? null : findNode(tree, entryId);
  if (!found) return { index: generateKeyBetween(indexOfNode(tree.at(-1)), null) };
  const position = found.siblings.indexOf(found.node);
  const index = generateKeyBetween(
    indexOfNode(found.node),
    indexOfNode(found.siblings[position + 1]),
  );
  return found.parent ? { parent: found.parent.id, index } : { index };
}

export const indexOfNode = (node: TreeNode<LayerView, FolderView> | undefined): string | null =>
  node === undefined ? null : node.kind === "layer" ? node.layer.index : node.folder.index;

/** The folders an entry is in, innermost first: their lock and visibility apply to it. */
export function foldersAround(
  artboard: Pick<ArtboardView, "layers">,
  layers: readonly LayerView[],
  entryId: string,
): FolderView[] {
  return ancestorsOf(readLayerTree(artboard, layers), entryId);
}

/**
 * The layers next to a layer among its siblings, bottom first, up to the nearest folder on each
 * side: where a clipping run and merge down stay (document/composite-stack.ts).
 */
export function siblingRun(
  artboard: Pick<ArtboardView, "layers">,
  layers: readonly LayerView[],
  layerId: string,
): LayerView[] {
  const found = findNode(readLayerTree(artboard, layers), layerId);
  if (!found) return [];
  const run: LayerView[] = [];
  for (const node of found.siblings) {
    if (node.kind === "layer") run.push(node.layer);
    else if (run.some((layer) => layer.id === layerId)) break;
    else run.length = 0;
  }
  return run;
}
