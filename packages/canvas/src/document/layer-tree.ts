import { MAX_FOLDER_DEPTH } from "./schema.js";

/**
 * The layers panel's tree (issue 17, version 6), built from an artboard's flat `layers` map:
 * each entry names its folder by `parent` and its place among its siblings by `index`. Concurrent
 * edits can leave an entry whose parent was deleted, is no folder, or (two people moving two
 * folders into each other) lies in a cycle; such an entry shows at the top level, so that no edit
 * ever loses a layer. A folder nested deeper than MAX_FOLDER_DEPTH (which the server refuses, but
 * two moves at once can make) shows at the top level too, so rendering stays bounded.
 */

/** What the tree needs of an entry. */
export type Placed = { id: string; index: string; parent?: string | undefined };

export type TreeLayer<L> = { kind: "layer"; layer: L };
export type TreeFolder<L, F> = {
  kind: "folder";
  folder: F;
  /** 1 for a top-level folder. */
  depth: number;
  /** Bottom first. */
  children: TreeNode<L, F>[];
};
export type TreeNode<L, F> = TreeLayer<L> | TreeFolder<L, F>;

/** Orders by fractional index, then id, so every replica sorts ties the same way. */
export function byIndex(a: Placed, b: Placed): number {
  if (a.index !== b.index) return a.index < b.index ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Each folder's depth and the parent it shows in (null: the top level), after the rules above.
 * A folder's chain of parents is walked once: what it meets is known, a cycle, or the top.
 */
export function resolveFolders(
  folders: readonly Placed[],
): Map<string, { parent: string | null; depth: number }> {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const resolved = new Map<string, { parent: string | null; depth: number }>();
  for (const start of folders) {
    const path: Placed[] = [];
    const onPath = new Set<string>();
    let current: Placed | undefined = start;
    while (current && !resolved.has(current.id) && !onPath.has(current.id)) {
      path.push(current);
      onPath.add(current.id);
      current = current.parent === undefined ? undefined : byId.get(current.parent);
    }
    // The folders of a cycle show at the top level, where it closed and everything after.
    let end = path.length;
    if (current && onPath.has(current.id)) {
      const from = path.findIndex((folder) => folder.id === current?.id);
      for (const folder of path.slice(from)) resolved.set(folder.id, { parent: null, depth: 1 });
      end = from;
    }
    for (let position = end - 1; position >= 0; position -= 1) {
      const folder = path[position] as Placed;
      const above = folder.parent === undefined ? undefined : resolved.get(folder.parent);
      const fits = above !== undefined && above.depth < MAX_FOLDER_DEPTH;
      resolved.set(
        folder.id,
        fits
          ? { parent: folder.parent as string, depth: above.depth + 1 }
          : { parent: null, depth: 1 },
      );
    }
  }
  return resolved;
}

/** The tree of an artboard's layers and folders, each level bottom first. */
export function buildLayerTree<L extends Placed, F extends Placed>(
  layers: readonly L[],
  folders: readonly F[],
): TreeNode<L, F>[] {
  const resolved = resolveFolders(folders);
  const childrenOf = new Map<string | null, (L | F)[]>();
  const add = (parent: string | null, entry: L | F) => {
    const siblings = childrenOf.get(parent);
    if (siblings) siblings.push(entry);
    else childrenOf.set(parent, [entry]);
  };
  for (const folder of folders) add(resolved.get(folder.id)?.parent ?? null, folder);
  for (const layer of layers) {
    add(layer.parent !== undefined && resolved.has(layer.parent) ? layer.parent : null, layer);
  }
  const folderIds = new Set(folders.map((folder) => folder.id));
  const level = (parent: string | null, depth: number): TreeNode<L, F>[] =>
    (childrenOf.get(parent) ?? [])
      .sort(byIndex)
      .map((entry) =>
        folderIds.has(entry.id)
          ? { kind: "folder", folder: entry as F, depth, children: level(entry.id, depth + 1) }
          : { kind: "layer", layer: entry as L },
      );
  return level(null, 1);
}

/** The tree's layers in paint order, bottom first (a folder's children where it is). */
export function layersInOrder<L, F>(tree: readonly TreeNode<L, F>[]): L[] {
  const layers: L[] = [];
  const visit = (nodes: readonly TreeNode<L, F>[]) => {
    for (const node of nodes) {
      if (node.kind === "layer") layers.push(node.layer);
      else visit(node.children);
    }
  };
  visit(tree);
  return layers;
}

/** The node with this id (a layer's or a folder's) and the list it is in, or null. */
export function findNode<L extends { id: string }, F extends { id: string }>(
  tree: readonly TreeNode<L, F>[],
  id: string,
): { node: TreeNode<L, F>; siblings: readonly TreeNode<L, F>[]; parent: F | null } | null {
  const search = (
    nodes: readonly TreeNode<L, F>[],
    parent: F | null,
  ): ReturnType<typeof findNode<L, F>> => {
    for (const node of nodes) {
      if (nodeId(node) === id) return { node, siblings: nodes, parent };
      if (node.kind === "folder") {
        const found = search(node.children, node.folder);
        if (found) return found;
      }
    }
    return null;
  };
  return search(tree, null);
}

export const nodeId = <L extends { id: string }, F extends { id: string }>(node: TreeNode<L, F>) =>
  node.kind === "layer" ? node.layer.id : node.folder.id;

/** The folders a node is in, innermost first. */
export function ancestorsOf<L extends { id: string }, F extends { id: string }>(
  tree: readonly TreeNode<L, F>[],
  id: string,
): F[] {
  const chain: F[] = [];
  let found = findNode(tree, id);
  while (found?.parent) {
    chain.push(found.parent);
    found = findNode(tree, found.parent.id);
  }
  return chain;
}

/** How many levels of folders a node holds under it: 0 for a layer or an empty folder. */
export function heightOf<L, F>(node: TreeNode<L, F>): number {
  if (node.kind === "layer") return 0;
  let most = 0;
  for (const child of node.children) {
    if (child.kind === "folder") most = Math.max(most, heightOf(child));
  }
  return most + 1;
}
