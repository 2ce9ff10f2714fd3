/**
 * The workbench documents this browser keeps in IndexedDB so that changes made offline survive
 * (docs/api.md, "Offline"): one database per user and workbench. Kept apart from the workbench
 * screen so that signing out can remove them without loading the editor.
 */
const LOCAL_COPY_PREFIX = "contour:";

/** The IndexedDB database holding a user's copy of a workbench's document. */
export function localCopyName(userId: string, workbenchId: string): string {
  return `${LOCAL_COPY_PREFIX}${userId}:${workbenchId}`;
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // Another tab still has it open: the deletion waits for it to close; nobody needs to wait.
    request.onblocked = () => resolve();
  });
}

/** Removes every workbench copy kept in this browser, whoever made it (signing out). */
export async function deleteLocalCopies(): Promise<void> {
  if (typeof indexedDB === "undefined" || typeof indexedDB.databases !== "function") return;
  const databases = await indexedDB.databases().catch(() => []);
  await Promise.all(
    databases
      .map(({ name }) => name ?? "")
      .filter((name) => name.startsWith(LOCAL_COPY_PREFIX))
      .map(deleteDatabase),
  );
}
