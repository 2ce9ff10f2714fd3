import * as Y from "yjs";
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

const STEPS: readonly Step[] = [{ from: 1, up: pointsToBinary }];

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
