import * as Y from "yjs";
import { eraseElements, markOf } from "../geometry/erase-elements.js";
import { newId } from "./ids.js";
import { parseElement } from "./parse.js";
import { encodePoints } from "./points.js";
import { SCHEMA_VERSION, type StrokePoint } from "./schema.js";
import { artboardsOf, documentVersion, metaOf } from "./workbench-document.js";

/** The origin of migration transactions: not a user's change, so no undo step. */
export const MIGRATION_ORIGIN = Symbol("contour-migration");

/** One change of the document's shape: brings a document at `from` to `from + 1`. */
type Step = { from: number; up: (doc: Y.Doc) => void };

/** Every element array of the document, whatever the version. */
function elementArrays(doc: Y.Doc): Y.Array<unknown>[] {
  const arrays: Y.Array<unknown>[] = [];
  artboardsOf(doc).forEach((artboard) => {
    const layers = artboard.get("layers");
    if (!(layers instanceof Y.Map)) return;
    layers.forEach((layer: unknown) => {
      const elements = layer instanceof Y.Map ? layer.get("elements") : null;
      if (elements instanceof Y.Array) arrays.push(elements);
    });
  });
  return arrays;
}

/**
 * Version 1 kept a stroke's samples as a flat number array [x, y, pressure, …]; version 2 keeps
 * them as one binary value (DESIGN.md: number arrays cost kilobytes per stroke).
 */
function pointsToBinary(doc: Y.Doc): void {
  for (const array of elementArrays(doc)) {
    array.toArray().forEach((value, index) => {
      const element = value as { kind?: unknown; points?: unknown };
      if (element.kind !== "stroke" || !Array.isArray(element.points)) return;
      const flat = element.points as number[];
      const points: StrokePoint[] = [];
      for (let offset = 0; offset + 2 < flat.length; offset += 3) {
        points.push({
          x: Number(flat[offset]),
          y: Number(flat[offset + 1]),
          pressure: Number(flat[offset + 2]),
        });
      }
      array.delete(index, 1);
      array.insert(index, [{ ...element, points: encodePoints(points) }]);
    });
  }
}

/**
 * Version 2 kept an eraser stroke as an element that cut, destination-out, everything before it
 * in its layer; version 3 keeps it as an erasure of each element it reaches, so that the cut
 * moves with what it cut (docs/decisions.md). Each eraser, in paint order, is cut from the
 * elements before it as the eraser tool now does, and goes; an element it leaves with nothing to
 * show goes too. At full opacity the picture is the same; see decisions for partial opacity.
 * Version 3 also adds group elements (merge down), which a version 2 document does not hold; the
 * new number keeps Contour versions that cannot read groups from writing into one that has them.
 */
function erasersToErasures(doc: Y.Doc): void {
  for (const array of elementArrays(doc)) {
    reIdentifyRepeats(array);
    const before = array.toArray();
    if (!before.some(isLegacyEraser)) continue;
    const after: unknown[] = [...before];
    before.forEach((value, index) => {
      const eraser = parseElement(value);
      if (eraser?.kind !== "stroke" || eraser.tool !== "eraser") return;
      after[index] = null;
      const below = after.slice(0, index).flatMap((candidate, at) => {
        const element = parseElement(candidate);
        return element ? [{ element, at }] : [];
      });
      const { replaced, removed } = eraseElements(
        below.map(({ element }) => element),
        markOf(eraser),
      );
      const byId = new Map(replaced.map((element) => [element.id, element]));
      const gone = new Set(removed);
      for (const { element, at } of below) {
        if (gone.has(element.id)) after[at] = null;
        else if (byId.has(element.id)) after[at] = byId.get(element.id);
      }
    });
    for (let index = before.length - 1; index >= 0; index -= 1) {
      if (after[index] === before[index]) continue;
      array.delete(index, 1);
      if (after[index] !== null) array.insert(index, [after[index]]);
    }
  }
}

/**
 * Version 3 readers merge values sharing an id in a layer (concurrent replacements); version 2
 * showed each, and a duplicated layer merged down repeated its ids. Repeats get fresh ids, so
 * the picture stays as it was.
 */
function reIdentifyRepeats(array: Y.Array<unknown>): void {
  const seen = new Set<unknown>();
  array.toArray().forEach((value, index) => {
    const id = (value as { id?: unknown } | null)?.id;
    if (!seen.has(id)) {
      seen.add(id);
      return;
    }
    array.delete(index, 1);
    array.insert(index, [{ ...(value as object), id: newId() }]);
  });
}

function isLegacyEraser(value: unknown): boolean {
  const element = parseElement(value);
  return element?.kind === "stroke" && element.tool === "eraser";
}

/**
 * Version 4 adds brush styles, optional on brush strokes: a version 3 document needs no change.
 * The new number keeps Contour versions that would paint styled strokes as plain ink from
 * writing into a document that holds them (they open it read-only).
 */
const addBrushStyles = () => {};

/**
 * Version 5 adds a pen's tilt, optional beside a brush stroke's points, and the styles' `tilt`
 * and `followsAzimuth`: a version 4 document needs no change. The new number keeps Contour
 * versions that would paint tilted strokes upright, and drop the tilt of a stroke they move,
 * from writing into a document that holds them (they open it read-only).
 */
const addPenTilt = () => {};

/**
 * Version 6 adds what a layer of version 5 cannot say: cuts of a selected region (pixel
 * selections), layer masks (a layer's optional second element list `mask` with `maskDisabled`,
 * and a merged group's `mask`) and layer groups. A version 5 document needs no change. The number
 * keeps Contour versions that would paint a masked layer whole, or a region cut as nothing, from
 * writing into a document that holds them (they open it read-only). Groups are folders: entries
 * of an artboard's `layers` with `kind: "folder"` and no elements, and an optional `parent` on
 * layers and folders (layer-tree.ts); a layer without `kind` is a layer, without `parent` at the
 * top level, so every version 5 document reads as it did.
 */
const addSelectionsMasksAndGroups = () => {};

const STEPS: readonly Step[] = [
  { from: 1, up: pointsToBinary },
  { from: 2, up: erasersToErasures },
  { from: 3, up: addBrushStyles },
  { from: 4, up: addPenTilt },
  { from: 5, up: addSelectionsMasksAndGroups },
];

export type MigrationOutcome = "empty" | "current" | "migrated" | "newer";

/**
 * Brings a document up to SCHEMA_VERSION, one step at a time, in one transaction. A document
 * from a newer version of Contour is left alone ("newer"): the caller opens it read-only rather
 * than write an older shape into it.
 */
export function migrateDocument(doc: Y.Doc, origin: unknown = MIGRATION_ORIGIN): MigrationOutcome {
  const version = documentVersion(doc);
  if (version === null) return "empty";
  if (version === SCHEMA_VERSION) return "current";
  if (version > SCHEMA_VERSION) return "newer";
  doc.transact(() => {
    for (let current = version; current < SCHEMA_VERSION; current += 1) {
      const step = STEPS.find((candidate) => candidate.from === current);
      if (!step) throw new Error(`No migration from workbench document version ${current}`);
      step.up(doc);
    }
    metaOf(doc).set("version", SCHEMA_VERSION);
  }, origin);
  return "migrated";
}
