import * as Y from "yjs";
import { MAX_FOLDER_DEPTH } from "./schema.js";
import { artboardsOf } from "./workbench-document.js";

/**
 * The server's check of where layers and folders sit (version 6, docs/security.md): a `parent`
 * names a folder of the same artboard, parents form no cycle, and folders nest at most
 * MAX_FOLDER_DEPTH deep, so that a render allocates a bounded number of scratch surfaces. It
 * needs the whole artboard, not one item: `validateUpdate` runs it on the document's entries
 * with the update's changes laid over them, and only for an update that sets a `parent` or a
 * `kind`.
 *
 * A parent no artboard holds passes: it was deleted while someone moved a layer into it, and the
 * layer tree shows such a layer at the top level (layer-tree.ts). Only problems the update makes
 * are refused, so that a document left odd by two edits at once never blocks the next one.
 */

type Entry = { kind: unknown; parent: unknown };

/** Entries by artboard id, then by entry id: what placement reads of a document. */
type Placements = Map<string, Map<string, Entry>>;

/**
 * What an update changes of where entries sit: by artboard, then entry, the `kind` and `parent`
 * it sets, and whether it makes the entry anew (a new map replaces the old one's fields).
 */
export type PlacementChanges = Map<string, Map<string, PlacementChange>>;
export type PlacementChange = { made: boolean; kind?: unknown; parent?: unknown };

/** The `kind` and `parent` of every entry of every artboard. */
function readPlacements(doc: Y.Doc): Placements {
  const placements: Placements = new Map();
  artboardsOf(doc).forEach((artboard, artboardId) => {
    const layers = artboard instanceof Y.Map ? artboard.get("layers") : null;
    if (!(layers instanceof Y.Map)) return;
    const entries = new Map<string, Entry>();
    layers.forEach((map: unknown, id: string) => {
      if (map instanceof Y.Map)
        entries.set(id, { kind: map.get("kind"), parent: map.get("parent") });
    });
    placements.set(artboardId, entries);
  });
  return placements;
}

/** The placements with an update's changes laid over them, without touching the document. */
function withChanges(placements: Placements, changes: PlacementChanges): Placements {
  const after: Placements = new Map([...placements].map(([id, entries]) => [id, new Map(entries)]));
  for (const [artboardId, changed] of changes) {
    let entries = after.get(artboardId);
    if (!entries) {
      entries = new Map();
      after.set(artboardId, entries);
    }
    for (const [id, change] of changed) {
      const base = change.made ? { kind: undefined, parent: undefined } : entries.get(id);
      if (!base) continue;
      entries.set(id, {
        kind: "kind" in change ? change.kind : base.kind,
        parent: "parent" in change ? change.parent : base.parent,
      });
    }
  }
  return after;
}

/** Each entry's problem, keyed by artboard and entry id. */
function problemsOf(placements: Placements): Map<string, string> {
  const owners = new Map<string, string>();
  for (const [artboardId, entries] of placements) {
    for (const id of entries.keys()) owners.set(id, artboardId);
  }
  const problems = new Map<string, string>();
  for (const [artboardId, entries] of placements) {
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

/**
 * The first placement problem the changes add to `doc`, or null. The changes are laid over what
 * the document holds: a copy of the document would cost its whole size for every such update.
 */
export function placementProblemOf(doc: Y.Doc, changes: PlacementChanges): string | null {
  const placements = readPlacements(doc);
  const before = problemsOf(placements);
  for (const [key, problem] of problemsOf(withChanges(placements, changes))) {
    if (!before.has(key)) return problem;
  }
  return null;
}
