import type { Element, Leaf } from "./schema.js";

/** The strokes and images of elements in paint order, with every group opened, at any depth. */
export function leavesOf(elements: readonly Element[]): Leaf[] {
  const leaves: Leaf[] = [];
  const visit = (list: readonly Element[]) => {
    for (const element of list) {
      if (element.kind === "group") visit(element.elements);
      else leaves.push(element);
    }
  };
  visit(elements);
  return leaves;
}
