import { clippingBases } from "./clipping.js";
import type { TreeNode } from "./layer-tree.js";
import type { BlendMode, LayerProps } from "./schema.js";

/**
 * What a picture composites, from an artboard's layer tree (issue 17, version 6): the one
 * traversal that the editor's frames, the server's renders and exports follow.
 *
 * - Hidden layers and folders are left out; a hidden folder hides all it holds.
 * - A folder at Normal and 100 % passes its children through: they are composited at its place,
 *   with their own blend modes, as Photoshop's Pass Through does (and as if it were not there).
 * - Any other folder is isolated: its children are composited together on a surface of their own,
 *   which is then composited with the folder's opacity and blend mode (Photoshop's group in a
 *   mode other than Pass Through). An isolated folder with nothing shown is left out.
 * - A clipped layer clips to its base (the nearest unclipped layer below it) among its siblings
 *   only: a folder below it ends the run, so the bottom layer of a folder, or a layer just above
 *   a folder, shows unclipped (document/clipping.ts has the rest of the rule).
 */

type Shown = Pick<LayerProps, "visible" | "clipped">;
type FolderLike = { visible: boolean; opacity: number; blendMode: BlendMode };

export type StackLayer<L> = {
  kind: "layer";
  layer: L;
  /** Clipped to the unclipped layer before it in the same list. */
  clipped: boolean;
};
export type StackFolder<L, F> = { kind: "folder"; folder: F; items: StackItem<L, F>[] };
export type StackItem<L, F> = StackLayer<L> | StackFolder<L, F>;

/** Whether a folder is composited on its own first, rather than passing its children through. */
export const isIsolated = (folder: Pick<FolderLike, "opacity" | "blendMode">) =>
  folder.blendMode !== "normal" || folder.opacity !== 1;

/** The composite stack of a layer tree, bottom first. */
export function compositeStack<L extends Shown, F extends FolderLike>(
  tree: readonly TreeNode<L, F>[],
): StackItem<L, F>[] {
  const items: StackItem<L, F>[] = [];
  // The base of the current clipping run; null at the start and after a folder.
  let base: L | null = null;
  for (const node of tree) {
    if (node.kind === "folder") {
      base = null;
      if (!node.folder.visible) continue;
      const inner = compositeStack(node.children);
      if (!isIsolated(node.folder)) items.push(...inner);
      else if (inner.length > 0) items.push({ kind: "folder", folder: node.folder, items: inner });
      continue;
    }
    const { layer } = node;
    if (!layer.clipped || base === null) {
      base = layer;
      if (layer.visible) items.push({ kind: "layer", layer, clipped: false });
    } else if (layer.visible && base.visible) {
      items.push({ kind: "layer", layer, clipped: true });
    }
  }
  return items;
}

/** The layers a stack shows, in paint order, each with whether it is clipped. */
export function stackLayers<L, F>(items: readonly StackItem<L, F>[]): Map<L, boolean> {
  const layers = new Map<L, boolean>();
  const visit = (level: readonly StackItem<L, F>[]) => {
    for (const item of level) {
      if (item.kind === "layer") layers.set(item.layer, item.clipped);
      else visit(item.items);
    }
  };
  visit(items);
  return layers;
}

/** How many isolated folders nest at most in a stack: the scratch surfaces a render needs. */
export function stackDepth<L, F>(items: readonly StackItem<L, F>[]): number {
  let most = 0;
  for (const item of items) {
    if (item.kind === "folder") most = Math.max(most, 1 + stackDepth(item.items));
  }
  return most;
}

/**
 * The layers of one level of a tree that are clipped to a base, shown or hidden: as the picture
 * clips them, among siblings, a folder ending the run. What the panel marks and files keep.
 */
export function clippedAmongSiblings<L extends Pick<LayerProps, "clipped">, F>(
  level: readonly TreeNode<L, F>[],
): Set<L> {
  const clipped = new Set<L>();
  let run: L[] = [];
  const endRun = () => {
    clippingBases(run).forEach((base, position) => {
      const layer = run[position];
      if (base !== null && layer) clipped.add(layer);
    });
    run = [];
  };
  for (const node of level) {
    if (node.kind === "layer") run.push(node.layer);
    else endRun();
  }
  endRun();
  return clipped;
}
