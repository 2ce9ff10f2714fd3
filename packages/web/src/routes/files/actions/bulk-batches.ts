import { MAX_BULK_ITEMS } from "@contour/core";

/** The ids a bulk mutation takes: files and folders of one selection. */
export interface BulkIds {
  workbenchIds: string[];
  folderIds: string[];
}

/** A selection cut into the calls the server takes: at most MAX_BULK_ITEMS of each kind a call. */
export function bulkBatches({ workbenchIds, folderIds }: BulkIds): BulkIds[] {
  const calls = Math.max(
    1,
    Math.ceil(workbenchIds.length / MAX_BULK_ITEMS),
    Math.ceil(folderIds.length / MAX_BULK_ITEMS),
  );
  return Array.from({ length: calls }, (_, call) => {
    const start = call * MAX_BULK_ITEMS;
    return {
      workbenchIds: workbenchIds.slice(start, start + MAX_BULK_ITEMS),
      folderIds: folderIds.slice(start, start + MAX_BULK_ITEMS),
    };
  });
}

/**
 * Runs a bulk mutation on a selection of any size, a batch after another, and stops at the first
 * error, which is then the last result. Each call is all or nothing, so a failure leaves the
 * batches before it done: the caller reloads the list either way.
 */
export async function callInBatches<Result extends { error?: unknown }>(
  ids: BulkIds,
  call: (batch: BulkIds) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = [];
  for (const batch of bulkBatches(ids)) {
    const result = await call(batch);
    results.push(result);
    if (result.error) break;
  }
  return results;
}
