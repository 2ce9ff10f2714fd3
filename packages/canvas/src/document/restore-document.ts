import * as Y from "yjs";
import { artboardsOf, type YArtboard } from "./workbench-document.js";

/**
 * Makes `doc`'s drawing (its artboards, with their layers and elements) what `source`'s is, in
 * one transaction with `origin`: collaborators receive the restore as one change, and the
 * restorer's history (`createHistory`, which tracks the artboards) undoes it in one step. Only
 * what differs is written, so a restore to a version close to the current drawing is small, and
 * parts drawn since that the version does not hold are deleted like any erased stroke.
 */
export function restoreDocument(doc: Y.Doc, origin: unknown, source: Y.Doc): void {
  doc.transact(() => syncMap(untyped(artboardsOf(doc)), untyped(artboardsOf(source))), origin);
}

/** The sync walks whatever a map holds, artboards or not. */
const untyped = (map: Y.Map<YArtboard>) => map as unknown as Y.Map<unknown>;

function syncMap(target: Y.Map<unknown>, source: Y.Map<unknown>): void {
  for (const key of [...target.keys()]) if (!source.has(key)) target.delete(key);
  source.forEach((value, key) => {
    const current = target.get(key);
    if (value instanceof Y.Map && current instanceof Y.Map) syncMap(current, value);
    else if (value instanceof Y.Array && current instanceof Y.Array) syncArray(current, value);
    else if (value instanceof Y.AbstractType) target.set(key, value.clone());
    else if (!isSameValue(current, value)) target.set(key, value);
  });
}

/** Keeps the unchanged start and end of the array and replaces what lies between. */
function syncArray(target: Y.Array<unknown>, source: Y.Array<unknown>): void {
  const want = source.toArray();
  const have = target.toArray();
  let start = 0;
  while (start < want.length && start < have.length && isSameValue(have[start], want[start]))
    start += 1;
  let end = 0;
  while (
    end < want.length - start &&
    end < have.length - start &&
    isSameValue(have[have.length - 1 - end], want[want.length - 1 - end])
  )
    end += 1;
  const removed = have.length - start - end;
  if (removed > 0) target.delete(start, removed);
  const inserted = want
    .slice(start, want.length - end)
    .map((value) => (value instanceof Y.AbstractType ? value.clone() : value));
  if (inserted.length > 0) target.insert(start, inserted);
}

/** Equality of the plain values a document holds: JSON-like data and byte arrays. */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Uint8Array || b instanceof Uint8Array) {
    return (
      a instanceof Uint8Array &&
      b instanceof Uint8Array &&
      a.length === b.length &&
      a.every((byte, index) => byte === b[index])
    );
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => isSameValue(item, b[index]))
    );
  }
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (a instanceof Y.AbstractType || b instanceof Y.AbstractType) return false;
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  return (
    aKeys.length === Object.keys(b).length &&
    aKeys.every(
      (key) =>
        Object.hasOwn(bRecord, key) &&
        isSameValue((a as Record<string, unknown>)[key], bRecord[key]),
    )
  );
}
