import { decodePoints } from "../document/points.js";
import { type Element, MAX_ERASURES_PER_ELEMENT, type Stroke } from "../document/schema.js";
import { type EraserMark, erasuresOf } from "./element-frame.js";
import { isErasedAway, isTouchedBy } from "./erasure-reach.js";

/** What an eraser stroke drew, as a mark to cut from elements: its style and tilt with it. */
export function markOf(stroke: Stroke): EraserMark {
  const { id, size, opacity, smoothing, style } = stroke;
  const points = decodePoints(stroke.points, stroke.tilt);
  return { id, size, opacity, smoothing, points, ...(style ? { style } : {}) };
}

/**
 * What a mark does to elements painted before it: the ones it reaches, with it added to their
 * erasures (a group's, in its elements), and the ids of those it leaves with nothing to show.
 * An element already holding the most erasures a document allows is left as it is (schema.ts).
 */
export function eraseElements(
  elements: readonly Element[],
  mark: EraserMark,
): { replaced: Element[]; removed: string[] } {
  const replaced: Element[] = [];
  const removed: string[] = [];
  for (const element of elements) {
    const erased = eraseElement(element, mark);
    if (erased === "removed") removed.push(element.id);
    else if (erased) replaced.push(erased);
  }
  return { replaced, removed };
}

/** The element with the mark cut from it, "removed" when nothing of it shows, null if untouched. */
function eraseElement(element: Element, mark: EraserMark): Element | "removed" | null {
  if (element.kind === "group") {
    const { replaced, removed } = eraseElements(element.elements, mark);
    if (replaced.length === 0 && removed.length === 0) return null;
    const byId = new Map(replaced.map((inner) => [inner.id, inner]));
    const gone = new Set(removed);
    const elements = element.elements
      .filter((inner) => !gone.has(inner.id))
      .map((inner) => byId.get(inner.id) ?? inner);
    return elements.length === 0 ? "removed" : { ...element, elements };
  }
  if (element.kind === "stroke" && element.tool === "eraser") return null;
  if (!isTouchedBy(element, mark)) return null;
  const erasures = [...(element.erasures ?? []), ...erasuresOf(element, mark)];
  if (erasures.length > MAX_ERASURES_PER_ELEMENT) return null;
  const erased = { ...element, erasures };
  return isErasedAway(erased) ? "removed" : erased;
}
