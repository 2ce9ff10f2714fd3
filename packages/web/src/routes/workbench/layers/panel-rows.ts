import {
  clippedAmongSiblings,
  type FolderView,
  findNode,
  type LayerTree,
  type LayerView,
  nodeId,
} from "@contour/canvas";

/**
 * The layers panel's rows, top first as in every painting tool: a folder's row, then (when it is
 * open) its children's rows, indented one step deeper.
 */
export type PanelRow =
  | { kind: "layer"; layer: LayerView; depth: number; clipped: boolean }
  | { kind: "folder"; folder: FolderView; depth: number; open: boolean };

export function panelRows(tree: LayerTree, closed: ReadonlySet<string>, depth = 0): PanelRow[] {
  const rows: PanelRow[] = [];
  const clipped = clippedAmongSiblings(tree);
  for (const node of [...tree].reverse()) {
    if (node.kind === "layer") {
      rows.push({ kind: "layer", layer: node.layer, depth, clipped: clipped.has(node.layer) });
      continue;
    }
    const open = !closed.has(node.folder.id);
    rows.push({ kind: "folder", folder: node.folder, depth, open });
    if (open) rows.push(...panelRows(node.children, closed, depth + 1));
  }
  return rows;
}

/** Where a dragged row lands: just above or below a row, or on top of what a folder holds. */
export type DropPlace = "above" | "below" | "into";

/**
 * The folder (null: the top level) and position among its children (0 = bottom) that dropping
 * `draggedId` at `place` of the row `targetId` means; null when it means nothing.
 */
export function dropTarget(
  tree: LayerTree,
  draggedId: string,
  targetId: string,
  place: DropPlace,
): { parentId: string | null; position: number } | null {
  if (draggedId === targetId) return null;
  const target = findNode(tree, targetId);
  if (!target) return null;
  if (place === "into" && target.node.kind === "folder") {
    const children = target.node.children.filter((node) => nodeId(node) !== draggedId);
    return { parentId: target.node.folder.id, position: children.length };
  }
  const siblings = target.siblings.filter((node) => nodeId(node) !== draggedId);
  const index = siblings.indexOf(target.node);
  return {
    parentId: target.parent?.id ?? null,
    position: place === "above" ? index + 1 : index,
  };
}
