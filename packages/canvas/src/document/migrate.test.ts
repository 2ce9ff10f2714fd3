import { expect, test } from "vitest";
import * as Y from "yjs";
import { buildDocument } from "../test/elements.js";
import { MIGRATION_ORIGIN, migrateDocument } from "./migrate.js";
import { SCHEMA_VERSION } from "./schema.js";
import { validateDocument } from "./validate-document.js";
import { metaOf, readElements } from "./workbench-document.js";

test("a version 1 document, points as number arrays, opens after its migration", () => {
  const { doc, layer } = buildDocument();
  doc.transact(() => {
    metaOf(doc).set("version", 1);
    // The version 1 shape, which the current types no longer describe.
    (layer.elements as Y.Array<unknown>).push([
      {
        kind: "stroke",
        id: "old-stroke",
        tool: "brush",
        color: "#ff0000",
        size: 4,
        opacity: 1,
        smoothing: 0.5,
        author: "u",
        points: [1, 2, 0.5, 3, 4, 1],
      },
    ]);
  });
  expect(validateDocument(doc)).not.toEqual([]);

  const updates: unknown[] = [];
  doc.on("afterTransaction", (transaction: Y.Transaction) => updates.push(transaction.origin));
  expect(migrateDocument(doc)).toBe("migrated");
  expect(updates).toEqual([MIGRATION_ORIGIN]);
  expect(validateDocument(doc)).toEqual([]);
  const [stroke] = readElements(layer);
  expect(stroke?.kind === "stroke" && [...new Float32Array(stroke.points.slice().buffer)]).toEqual([
    1, 2, 0.5, 3, 4, 1,
  ]);
  expect(migrateDocument(doc)).toBe("current");
});

test("an empty document needs nothing, and a newer one is left alone", () => {
  expect(migrateDocument(new Y.Doc())).toBe("empty");
  const { doc } = buildDocument();
  metaOf(doc).set("version", SCHEMA_VERSION + 1);
  expect(migrateDocument(doc)).toBe("newer");
  expect(metaOf(doc).get("version")).toBe(SCHEMA_VERSION + 1);
});
