import type { Element, Leaf } from "./schema.js";
import { type LayerView, readElements, readMask } from "./workbench-document.js";

/**
 * The strokes and images of elements in paint order, with every group opened, at any depth, a
 * group's mask (version 6) after its elements.
 */
export function leavesOf(elements: readonly Element[]): Leaf[] {
  const leaves: Leaf[] = [];
  const visit = (list: readonly Element[]) => {
    for (const element of list) {
      if (element.kind === "group") {
        visit(element.elements);
        if (element.mask) visit(element.mask);
      } else leaves.push(element);
    }
  };
  visit(elements);
  return leaves;
}

/** The leaves of a layer's elements and of its mask: everything its picture may draw. */
export function layerLeavesOf(layer: Pick<LayerView, "elements" | "mask">): Leaf[] {
  return leavesOf([...readElements(layer), ...(readMask(layer) ?? [])]);
}
