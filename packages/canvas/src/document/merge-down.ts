import type * as Y from "yjs";
import { clippingBases } from "./clipping.js";
import { siblingRun } from "./folder-views.js";
import { newId } from "./ids.js";
import { parseElement } from "./parse.js";
import type { Element, ElementGroup, LayerProps } from "./schema.js";
import {
  type ArtboardView,
  findLayer,
  type LayerView,
  readElements,
  readMask,
} from "./workbench-document.js";

/**
 * Merge down keeps the picture (issue 17, docs/decisions.md). Elements stay vectors; what a
 * layer's blend mode and opacity did to its elements is kept by wrapping them in a group
 * (schema.ts), which paints as the layer did:
 *
 * - the upper layer's elements are moved as they are when it is Normal at 100 % (they then paint
 *   exactly as before, their erasures cutting only themselves), else wrapped in a group with its
 *   blend mode and opacity;
 * - a lower layer below 100 % has its own elements wrapped at its opacity, and becomes 100 %, so
 *   that the upper layer's elements are not faded by it;
 * - the lower layer keeps its blend mode.
 *
 * The picture then stays the same wherever the lower layer is opaque and Normal. Where it is
 * transparent, an upper layer's blend mode has only the lower layer's pixels to blend with, as in
 * every painting application: the upper elements show there as Normal, at their opacity.
 *
 * Clipping and alpha lock (version 5): an upper layer holding strokes drawn under alpha lock
 * (`composite: "atop"`) is wrapped, so they stay atop its own pixels and not the lower layer's.
 * A clipped layer merged into its base is wrapped in a group that clips (`composite: "clip"`);
 * two layers clipped to one base merge into one that stays clipped. Refused, as no one layer
 * could paint the same: merging a base into the layer below while layers are clipped to it (they
 * would clip to both), an unclipped layer into a clipped one (it would become clipped), and a
 * clipped layer into a base below 100 % (it is clipped by the base's pixels, not their opacity).
 *
 * Masks (version 6): an upper layer's mask goes into its group (`mask`), which it then hides as it
 * hid the layer. A lower layer's mask would hide what is merged into it, so its own elements are
 * wrapped in a group with the mask and the merged layer has none. A mask turned off hides
 * nothing: the upper layer's is left out, the lower layer's stays with it, still off. An empty
 * mask hides nothing either, and is treated as none.
 */

type MergePlan = {
  artboard: ArtboardView;
  upper: LayerView;
  lower: LayerView;
  /**
   * What the lower layer gets: elements on top of its own, or (when its opacity went into a
   * group) all its elements anew, at 100 %.
   */
  change: { kind: "append"; elements: Element[] } | { kind: "replace"; elements: Element[] };
  /** The lower layer's mask went into the group of its own elements. */
  dropsLowerMask: boolean;
};

/**
 * Whether elements in a layer like this one paint the same moved into a Normal 100 % layer. Their
 * erasures go with them: each cuts only its own element (schema.ts `Erasure`).
 */
const isPlain = (layer: LayerProps) => layer.blendMode === "normal" && layer.opacity === 1;

/** What of a layer's mask hides anything: its elements, when it is on and not empty. */
function hidingMask(layer: LayerView): Element[] | null {
  const mask = layer.maskDisabled ? null : readMask(layer);
  return mask && mask.length > 0 ? mask : null;
}

/** The elements as one group painting like this; null when it would be too large. */
function groupOf(
  paint: Pick<ElementGroup, "opacity" | "blendMode" | "composite" | "mask">,
  elements: readonly Element[],
): ElementGroup | null {
  const { opacity, blendMode, composite, mask } = paint;
  const group: ElementGroup = {
    kind: "group",
    id: newId(),
    opacity,
    blendMode,
    ...(composite ? { composite } : {}),
    elements,
    ...(mask ? { mask } : {}),
  };
  // The validators' bounds of depth and size: a merge never writes what readers would skip.
  return parseElement(group) ? group : null;
}

function planMerge(doc: Y.Doc, layerId: string): MergePlan | null {
  const found = findLayer(doc, layerId);
  if (!found) return null;
  // Among its siblings only (version 6): never into a folder, nor out of its own.
  const layers = siblingRun(found.artboard, found.layers, layerId);
  const position = layers.findIndex((layer) => layer.id === layerId);
  const lower = layers[position - 1];
  if (!lower) return null;
  const { artboard, layer: upper } = found;
  const bases = clippingBases(layers);
  const clipsToLower = bases[position] === position - 1;
  const lowerClipped = bases[position - 1] !== null;
  if (bases[position + 1] === position) return null;
  if (bases[position] === null && lowerClipped) return null;
  if (clipsToLower && lower.opacity < 1) return null;
  let moved = readElements(upper);
  const upperMask = hidingMask(upper);
  const keepsAsIs =
    isPlain(upper) &&
    !clipsToLower &&
    !upperMask &&
    moved.every((element) => element.composite !== "atop");
  if (moved.length > 0 && !keepsAsIs) {
    const { opacity, blendMode } = upper;
    const group = groupOf(
      {
        opacity,
        blendMode,
        ...(clipsToLower ? { composite: "clip" as const } : {}),
        ...(upperMask ? { mask: upperMask } : {}),
      },
      moved,
    );
    if (!group) return null;
    moved = [group];
  }
  const lowerMask = hidingMask(lower);
  if (moved.length === 0 || (lower.opacity === 1 && !lowerMask)) {
    const change = { kind: "append" as const, elements: moved };
    return { artboard, upper, lower, change, dropsLowerMask: false };
  }
  const own = readElements(lower);
  // Its blend mode stays the layer's: only its opacity (and mask) go into the group.
  const paint = { opacity: lower.opacity, blendMode: "normal" as const };
  const group =
    own.length > 0 ? groupOf(lowerMask ? { ...paint, mask: lowerMask } : paint, own) : null;
  if (own.length > 0 && !group) return null;
  const elements = group ? [group, ...moved] : moved;
  return {
    artboard,
    upper,
    lower,
    change: { kind: "replace", elements },
    dropsLowerMask: lowerMask !== null,
  };
}

/** Whether the layer can be merged into the one below: there is one, and the result fits. */
export function canMergeDown(doc: Y.Doc, layerId: string): boolean {
  return planMerge(doc, layerId) !== null;
}

/**
 * Merges a layer into the one below in one transaction (one undo step), keeping the picture as
 * described above, and deletes it. Answers the lower layer's id.
 */
export function mergeDown(doc: Y.Doc, origin: unknown, layerId: string): string | null {
  const plan = planMerge(doc, layerId);
  if (!plan) return null;
  const { artboard, upper, lower, change, dropsLowerMask } = plan;
  doc.transact(() => {
    if (change.kind === "replace") {
      lower.elements.delete(0, lower.elements.length);
      lower.map.set("opacity", 1);
    }
    if (dropsLowerMask) {
      lower.map.delete("mask");
      lower.map.delete("maskDisabled");
    }
    lower.elements.push(change.elements);
    artboard.layers.delete(upper.id);
  }, origin);
  return lower.id;
}
