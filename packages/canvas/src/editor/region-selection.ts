import type { Element } from "../document/schema.js";
import {
  elementValues,
  findLayer,
  readElements,
  replaceElementsWithParts,
} from "../document/workbench-document.js";
import {
  type RegionSplit,
  type SelectedRegion,
  selectedOf,
  splitByRegion,
} from "../geometry/split-by-region.js";
import type { Editor } from "./editor.js";

/** A pixel selection on a layer: the region, and the layer it cuts through. */
export type LayerRegion = SelectedRegion & { layerId: string };

/**
 * Pixel selections (docs/decisions.md, "pixel selections"): a region selects nothing in the
 * document until it is used. Moving or transforming it splits the elements its edge crosses and
 * selects their inside parts with the elements wholly inside; deleting it cuts them and removes
 * those; copying it copies those parts. Elements stay vectors throughout.
 */

type CachedSplit = { values: readonly unknown[]; split: RegionSplit };

/** Each region's split of the layer as it last was: the overlay asks on every change. */
const splits = new WeakMap<LayerRegion, CachedSplit>();

/** What the region selects of its layer now, or null when there is no region. */
export function regionSplit(editor: Editor): RegionSplit | null {
  const region = editor.state.region;
  if (!region) return null;
  const layer = findLayer(editor.doc, region.layerId)?.layer;
  if (!layer) return null;
  const values = elementValues(layer);
  const cached = splits.get(region);
  if (cached && sameValues(cached.values, values)) return cached.split;
  const split = splitByRegion(readElements(layer), region);
  splits.set(region, { values, split });
  return split;
}

const sameValues = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** The elements the region selects, as they would be lifted: for copying and for the overlay. */
export function regionElements(editor: Editor): Element[] {
  const split = regionSplit(editor);
  return split ? selectedOf(split) : [];
}

/**
 * Splits what the region crosses and selects the selected parts, in one write joined to `group`'s
 * undo step (the transform that follows joins it too). False, with nothing written, when the
 * region selects nothing or the layer cannot be changed.
 */
export function liftRegion(editor: Editor, group: object): boolean {
  const region = editor.state.region;
  const split = regionSplit(editor);
  if (!region || !split || editor.editBlock()) return false;
  const selected = selectedOf(split);
  if (selected.length === 0) return false;
  const parts = new Map(
    split.crossed.map(({ staying, lifted }) => [staying.id, [staying, lifted]] as const),
  );
  editor.writeGrouped(group, () =>
    replaceElementsWithParts(editor.doc, editor.origin, region.layerId, parts),
  );
  editor.select(selected.map((element) => element.id));
  return true;
}

/** Cuts the region out of its layer: one undo step. False when nothing was there to cut. */
export function eraseRegion(editor: Editor): boolean {
  const region = editor.state.region;
  const split = regionSplit(editor);
  if (!region || !split || editor.editBlock()) return false;
  const parts = new Map<string, readonly Element[]>([
    ...split.whole.map((element) => [element.id, []] as const),
    ...split.crossed.map(({ staying }) => [staying.id, [staying]] as const),
  ]);
  if (parts.size === 0) return false;
  replaceElementsWithParts(editor.doc, editor.origin, region.layerId, parts);
  return true;
}

/**
 * Inverts the selection (Photoshop's Select › Inverse): a region becomes the rest of its layer;
 * selected elements become the layer's other elements.
 */
export function invertSelection(editor: Editor): void {
  const { region, selection } = editor.state;
  if (region) {
    editor.selectRegion({ ...region, inverted: !region.inverted });
    return;
  }
  const selected = new Set(selection);
  editor.select(
    editor
      .activeElements()
      .filter((element) => !selected.has(element.id))
      .map((element) => element.id),
  );
}
