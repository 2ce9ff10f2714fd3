import * as Y from "yjs";
import { MAX_FOLDER_DEPTH } from "./schema.js";
import { artboardsOf } from "./workbench-document.js";

/**
 * The server's check of where layers and folders sit (version 6, docs/security.md): a `parent`
 * names a folder of the same artboard, parents form no cycle, and folders nest at most
 * MAX_FOLDER_DEPTH deep, so that a render allocates a bounded number of scratch surfaces. It
 * needs the whole artboard, not one item: `validateUpdate` runs it on a copy of the document
 * with the update applied, and only for an update that sets a `parent` or a `kind`.
 *
 * A parent no artboard holds passes: it was deleted while someone moved a layer into it, and the
 * layer tree shows such a layer at the top level (layer-tree.ts). Only problems the update makes
 * are refused, so that a document left odd by two edits at once never blocks the next one.
 */

type Entry = { kind: unknown; parent: unknown };

/** Each entry's problem, keyed by artboard and entry id. */
export function placementProblems(doc: Y.Doc): Map<string, string> {
  const problems = new Map<string, string>();
  const owners = new Map<string, string>();
  const artboards = new Map<string, Map<string, Entry>>();
  artboardsOf(doc).forEach((artboard, artboardId) => {
    const layers = artboard instanceof Y.Map ? artboard.get("layers") : null;
    if (!(layers instanceof Y.Map)) return;
    const entries = new Map<string, Entry>();
    layers.forEach((map: unknown, id: string) => {
      if (!(map instanceof Y.Map)) return;
      entries.set(id, { kind: map.get("kind"), parent: map.get("parent") });
      owners.set(id, artboardId);
    });
    artboards.set(artboardId, entries);
  });
  for (const [artboardId, entries] of artboards) {
    for (const [id, entry] of entries) {
      const problem = problemOf(id, entry, entries, owners);
      if (problem) problems.set(`${artboardId}/${id}`, problem);
    }
  }
  return problems;
}

function problemOf(
  id: string,
  entry: Entry,
  entries: ReadonlyMap<string, Entry>,
  owners: ReadonlyMap<string, string>,
): string | null {
  if (typeof entry.parent !== "string") return null;
  const parent = entries.get(entry.parent);
  if (!parent) return owners.has(entry.parent) ? "a parent in another artboard" : null;
  if (parent.kind !== "folder") return "a parent that is no folder";
  // The folders around the entry, counted up to the top level.
  const seen = new Set([id]);
  let depth = entry.kind === "folder" ? 1 : 0;
  let current: Entry | undefined = entry;
  while (typeof current?.parent === "string" && entries.get(current.parent)?.kind === "folder") {
    if (seen.has(current.parent)) return "a cycle of folders";
    seen.add(current.parent);
    depth += 1;
    current = entries.get(current.parent);
  }
  return depth > MAX_FOLDER_DEPTH ? `folders nested more than ${MAX_FOLDER_DEPTH} deep` : null;
}

/** The first placement problem `update` adds to `doc`, or null. */
export function placementProblemOf(doc: Y.Doc, update: Uint8Array): string | null {
  const before = placementProblems(doc);
  const after = new Y.Doc({ gc: false });
  Y.applyUpdate(after, Y.encodeStateAsUpdate(doc));
  Y.applyUpdate(after, update);
  for (const [key, problem] of placementProblems(after)) {
    if (!before.has(key)) return problem;
  }
  return null;
}
