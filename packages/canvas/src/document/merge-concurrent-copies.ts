import { parseElement } from "./parse.js";
import { type Element, type Erasure, MAX_ERASURES_PER_ELEMENT } from "./schema.js";

/**
 * One value per element id. An edit replaces an element (delete, then insert under the same id),
 * so two people replacing one element at once leave two values under its id: both erasing it,
 * or one moving it while the other erases. Every replica then reads them the same way: the last
 * value in the array (Yjs orders concurrent inserts alike everywhere) keeps its place and its
 * geometry, and gets the erasures of the others it lacks. Erasures sit in the element's own
 * frame, which a move carries, so a cut made while someone else moved the element lands on it
 * where it was made. Without duplicates the values come back as they are (same array).
 */
export function mergeConcurrentCopies(values: unknown[]): unknown[] {
  const lastIndex = new Map<unknown, number>();
  let duplicated = false;
  values.forEach((value, index) => {
    const id = (value as { id?: unknown } | null)?.id;
    if (lastIndex.has(id)) duplicated = true;
    lastIndex.set(id, index);
  });
  if (!duplicated) return values;
  const copies = new Map<unknown, Element[]>();
  for (const value of values) {
    const element = parseElement(value);
    if (!element) continue;
    const list = copies.get(element.id);
    if (list) list.push(element);
    else copies.set(element.id, [element]);
  }
  return values.flatMap((value, index) => {
    const id = (value as { id?: unknown } | null)?.id;
    if (lastIndex.get(id) !== index) return [];
    const list = copies.get(id);
    return list && list.length > 1 ? [merged(list)] : [value];
  });
}

/** Merged values, kept per set of copies so a reader sees the same object every time. */
const mergedCache = new WeakMap<Element, { copies: readonly Element[]; value: Element }>();

function merged(copies: readonly Element[]): Element {
  const winner = copies[copies.length - 1] as Element;
  const cached = mergedCache.get(winner);
  if (
    cached &&
    cached.copies.length === copies.length &&
    cached.copies.every((copy, index) => copy === copies[index])
  ) {
    return cached.value;
  }
  // A group takes no erasures (its elements do): the last copy is the value.
  if (winner.kind === "group") return winner;
  const erasures = new Map<string, Erasure>();
  for (const copy of [winner, ...copies]) {
    for (const erasure of copy.kind === "group" ? [] : (copy.erasures ?? [])) {
      if (!erasures.has(erasure.id)) erasures.set(erasure.id, erasure);
    }
  }
  const value: Element =
    erasures.size === (winner.erasures?.length ?? 0)
      ? winner
      : { ...winner, erasures: [...erasures.values()].slice(0, MAX_ERASURES_PER_ELEMENT) };
  mergedCache.set(winner, { copies, value });
  return value;
}
