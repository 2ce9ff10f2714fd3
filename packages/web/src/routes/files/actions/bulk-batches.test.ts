import { MAX_BULK_ITEMS } from "@contour/core";
import { describe, expect, test } from "vitest";
import { bulkBatches, callInBatches } from "./bulk-batches";

const ids = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index}`);

describe("bulk batches", () => {
  test("a selection within the limit is one call, an empty one too", () => {
    expect(bulkBatches({ workbenchIds: ["w"], folderIds: ["f"] })).toEqual([
      { workbenchIds: ["w"], folderIds: ["f"] },
    ]);
    expect(bulkBatches({ workbenchIds: [], folderIds: [] })).toEqual([
      { workbenchIds: [], folderIds: [] },
    ]);
  });

  test("a larger selection is cut into calls of at most the limit of each kind, in order", () => {
    const workbenchIds = ids("w", MAX_BULK_ITEMS * 2 + 1);
    const folderIds = ids("f", 3);
    const batches = bulkBatches({ workbenchIds, folderIds });
    expect(batches.map((batch) => batch.workbenchIds.length)).toEqual([
      MAX_BULK_ITEMS,
      MAX_BULK_ITEMS,
      1,
    ]);
    expect(batches.map((batch) => batch.folderIds.length)).toEqual([3, 0, 0]);
    expect(batches.flatMap((batch) => batch.workbenchIds)).toEqual(workbenchIds);
  });

  test("calls stop at the first error, which is the last result", async () => {
    const seen: number[] = [];
    const results = await callInBatches(
      { workbenchIds: ids("w", MAX_BULK_ITEMS * 3), folderIds: [] },
      async (batch) => {
        seen.push(batch.workbenchIds.length);
        return seen.length === 2 ? { error: "refused" } : {};
      },
    );
    expect(seen).toEqual([MAX_BULK_ITEMS, MAX_BULK_ITEMS]);
    expect(results.at(-1)?.error).toBe("refused");
  });
});
