import { generateKeyBetween } from "fractional-indexing";
import * as Y from "yjs";
import { type FolderView, indexOfNode, type LayerTree, readLayerTree } from "./folder-views.js";
import { newId } from "./ids.js";
import { findNode, heightOf, nodeId, type TreeNode } from "./layer-tree.js";
import { type FolderProps, MAX_FOLDER_DEPTH } from "./schema.js";
import {
  type ArtboardView,
  buildLayer,
  type LayerView,
  readArtboards,
  readElements,
  readLayers,
  type YLayer,
} from "./workbench-document.js";

/**
 * Layer folders' operations (issue 17, version 6), each one transaction with the caller's origin
 * (one undo step). A folder is an entry of its artboard's `layers` map; its children name it as
 * their `parent` (layer-tree.ts). Moving an entry sets its `parent` and `index` only, so a layer
 * keeps its elements, and two people moving things at once never lose one.
 */

type Node = TreeNode<LayerView, FolderView>;

/** An artboard's tree and the node with this id in it. */
function locate(doc: Y.Doc, id: string) {
  for (const artboard of readArtboards(doc)) {
    const tree = readLayerTree(artboard, readLayers(artboard));
    const found = findNode(tree, id);
    if (found) return { artboard, tree, ...found };
  }
  return null;
}

const mapOf = (node: Node): YLayer => (node.kind === "layer" ? node.layer.map : node.folder.map);

/** The depth of the folder `parentId` (0 for the top level) in a tree. */
function depthOf(tree: LayerTree, parentId: string | null): number {
  if (parentId === null) return 0;
  const found = findNode(tree, parentId);
  return found?.node.kind === "folder" ? found.node.depth : 0;
}

/** Whether `node` may go into the folder `parentId`: not into itself, within the depth limit. */
export function canPlaceIn(tree: LayerTree, node: Node, parentId: string | null): boolean {
  if (parentId !== null) {
    const target = findNode(tree, parentId);
    if (target?.node.kind !== "folder") return false;
    // Not into itself nor into a folder inside it.
    if (node.kind === "folder" && findNode([node], parentId)) return false;
  }
  return depthOf(tree, parentId) + heightOf(node) <= MAX_FOLDER_DEPTH;
}

/** Whether the nodes fit in a new folder inside `parentId` (null: the top level). */
export function canWrap(tree: LayerTree, nodes: readonly Node[], parentId: string | null): boolean {
  const depth = depthOf(tree, parentId) + 1;
  return nodes.every((node) => depth + heightOf(node) <= MAX_FOLDER_DEPTH);
}

function setPlace(map: YLayer, parent: string | null, index: string): void {
  if (parent === null) map.delete("parent");
  else map.set("parent", parent);
  map.set("index", index);
}

/** "Group N" with the first N no folder of the artboard is called. */
export function nextFolderName(artboard: ArtboardView): string {
  const names = new Set<string>();
  artboard.layers.forEach((map) => {
    const name = map.get("name");
    if (map.get("kind") === "folder" && typeof name === "string") names.add(name);
  });
  let number = 1;
  while (names.has(`Group ${number}`)) number += 1;
  return `Group ${number}`;
}

/**
 * Puts the entries (layers or folders) into a new folder at the place of the topmost of them,
 * keeping their order; answers the folder's id, or null when there is nothing to group or the
 * new level would nest deeper than MAX_FOLDER_DEPTH. The entries must share an artboard.
 */
export function groupEntries(
  doc: Y.Doc,
  origin: unknown,
  ids: readonly string[],
  name?: string,
): string | null {
  const first = ids[0] === undefined ? null : locate(doc, ids[0]);
  if (!first) return null;
  const { artboard, tree } = first;
  const order = paintOrder(tree);
  const chosen = order.filter((node) => ids.includes(nodeId(node)));
  // A folder chosen with what is inside it moves as one.
  const moving = chosen.filter(
    (node) =>
      !chosen.some(
        (other) =>
          other !== node && other.kind === "folder" && findNode(other.children, nodeId(node)),
      ),
  );
  const topmost = moving.at(-1);
  if (!topmost) return null;
  const place = findNode(tree, nodeId(topmost));
  if (!place) return null;
  const parentId = place.parent?.id ?? null;
  if (!canWrap(tree, moving, parentId)) return null;
  const position = place.siblings.indexOf(topmost);
  const index = generateKeyBetween(indexOfNode(topmost), indexOfNode(place.siblings[position + 1]));
  const id = newId();
  doc.transact(() => {
    const props: Omit<FolderProps, "id"> = {
      name: name ?? nextFolderName(artboard),
      visible: true,
      locked: false,
      opacity: 1,
      blendMode: "normal",
      ...(parentId ? { parent: parentId } : {}),
    };
    artboard.layers.set(id, buildFolder(props, index));
    let previous: string | null = null;
    for (const node of moving) {
      previous = generateKeyBetween(previous, null);
      setPlace(mapOf(node), id, previous);
    }
  }, origin);
  return id;
}

function buildFolder(props: Omit<FolderProps, "id">, index: string): YLayer {
  const map: YLayer = new Y.Map();
  map.set("kind", "folder");
  for (const [key, value] of Object.entries(props)) map.set(key, value);
  map.set("index", index);
  return map;
}

/** Every node of a tree, in paint order, each folder before what it holds. */
function paintOrder(tree: readonly Node[]): Node[] {
  return tree.flatMap((node) =>
    node.kind === "folder" ? [node, ...paintOrder(node.children)] : [node],
  );
}

/** Moves a folder's children to its place, in their order, and removes it. */
export function ungroupFolder(doc: Y.Doc, origin: unknown, folderId: string): boolean {
  const found = locate(doc, folderId);
  if (found?.node.kind !== "folder") return false;
  const { node, siblings, artboard } = found;
  const parentId = found.parent?.id ?? null;
  const position = siblings.indexOf(node);
  const below = indexOfNode(siblings[position - 1]);
  const above = indexOfNode(siblings[position + 1]);
  doc.transact(() => {
    let previous = below;
    for (const child of node.children) {
      previous = generateKeyBetween(previous, above);
      setPlace(mapOf(child), parentId, previous);
    }
    artboard.layers.delete(folderId);
  }, origin);
  return true;
}

/**
 * Moves an entry into the folder `parentId` (null: the top level) at `position` among its other
 * children (0 = bottom). Refused (false) into itself, into what it holds, or past the depth limit.
 */
export function moveEntry(
  doc: Y.Doc,
  origin: unknown,
  id: string,
  parentId: string | null,
  position: number,
): boolean {
  const found = locate(doc, id);
  if (!found || !canPlaceIn(found.tree, found.node, parentId)) return false;
  const siblings = childrenOf(found.tree, parentId).filter((node) => nodeId(node) !== id);
  const clamped = Math.max(0, Math.min(position, siblings.length));
  const index = generateKeyBetween(
    indexOfNode(siblings[clamped - 1]),
    indexOfNode(siblings[clamped]),
  );
  doc.transact(() => setPlace(mapOf(found.node), parentId, index), origin);
  return true;
}

/** What a folder holds (null: the top level), bottom first. */
function childrenOf(tree: LayerTree, parentId: string | null): readonly Node[] {
  if (parentId === null) return tree;
  const found = findNode(tree, parentId);
  return found?.node.kind === "folder" ? found.node.children : [];
}

/** Moves an entry out of its folder, just above the folder. */
export function moveOutOfFolder(doc: Y.Doc, origin: unknown, id: string): boolean {
  const found = locate(doc, id);
  if (!found?.parent) return false;
  const folder = findNode(found.tree, found.parent.id);
  if (!folder) return false;
  const position = folder.siblings.indexOf(folder.node);
  return moveEntry(doc, origin, id, folder.parent?.id ?? null, position + 1);
}

/** The ids of a node and of everything in it. */
function idsIn(node: Node): string[] {
  return node.kind === "layer"
    ? [node.layer.id]
    : [node.folder.id, ...node.children.flatMap(idsIn)];
}

/** Deletes a folder with everything in it; refused when it holds every layer of its artboard. */
export function deleteFolder(doc: Y.Doc, origin: unknown, folderId: string): boolean {
  const found = locate(doc, folderId);
  if (found?.node.kind !== "folder") return false;
  const doomed = idsIn(found.node);
  const layersLeft = readLayers(found.artboard).filter((layer) => !doomed.includes(layer.id));
  if (layersLeft.length === 0) return false;
  doc.transact(() => {
    for (const id of doomed) found.artboard.layers.delete(id);
  }, origin);
  return true;
}

/** A copy of a folder and all it holds, just above it, named "… copy"; answers its id. */
export function duplicateFolder(doc: Y.Doc, origin: unknown, folderId: string): string | null {
  const found = locate(doc, folderId);
  if (found?.node.kind !== "folder") return null;
  const { node, siblings, artboard } = found;
  const position = siblings.indexOf(node);
  const index = generateKeyBetween(node.folder.index, indexOfNode(siblings[position + 1]));
  /** Copies a node with fresh ids (one id is one element or entry); answers the copy's id. */
  const copy = (source: Node, parent: string | undefined, at: string): string => {
    const id = newId();
    const place = parent ? { parent } : {};
    if (source.kind === "layer") {
      const {
        id: _id,
        map: _map,
        elements,
        index: _index,
        parent: _parent,
        ...props
      } = source.layer;
      const fresh = readElements({ elements }).map((element) => ({ ...element, id: newId() }));
      artboard.layers.set(id, buildLayer({ ...props, ...place }, at, fresh));
      return id;
    }
    const { id: _id, map: _map, index: _index, parent: _parent, ...props } = source.folder;
    artboard.layers.set(id, buildFolder({ ...props, ...place }, at));
    for (const child of source.children) copy(child, id, indexOfNode(child) ?? "a0");
    return id;
  };
  let copyId = "";
  doc.transact(() => {
    copyId = copy(node, found.parent?.id, index);
    artboard.layers.get(copyId)?.set("name", `${node.folder.name} copy`);
  }, origin);
  return copyId;
}

/** Changes a folder's own fields: its name, visibility, lock, opacity or blend mode. */
export function updateFolder(
  doc: Y.Doc,
  origin: unknown,
  folderId: string,
  patch: Partial<Omit<FolderProps, "id" | "parent">>,
): void {
  const found = locate(doc, folderId);
  if (found?.node.kind !== "folder") return;
  const { map } = found.node.folder;
  doc.transact(() => {
    for (const [key, value] of Object.entries(patch)) map.set(key, value);
  }, origin);
}
