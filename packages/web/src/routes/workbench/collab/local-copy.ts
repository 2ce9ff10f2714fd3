import { IndexeddbPersistence } from "y-indexeddb";
import type * as Y from "yjs";

/** This device's copy of a workbench's document, kept in IndexedDB while the page is open. */
export interface LocalCopy {
  /**
   * Settles once what the copy held is merged into the document, or at once when there can be no
   * copy (no IndexedDB, storage refused): the page then works online only. Never rejects.
   */
  loaded: Promise<void>;
  /** Stops writing to the copy and keeps it, for the next time the file is opened. */
  close(): void;
  /** Stops writing to the copy and deletes it; settles once it is gone. Never rejects. */
  forget(): Promise<void>;
}

/**
 * Keeps `doc` in the IndexedDB database `name` (lib/local-copies.ts names them): what it holds
 * is merged into `doc`, and every later change of `doc`, local or from the server, is written.
 */
export function openLocalCopy(name: string, doc: Y.Doc): LocalCopy {
  if (typeof indexedDB === "undefined") {
    return { loaded: Promise.resolve(), close() {}, forget: () => Promise.resolve() };
  }
  const persistence = new IndexeddbPersistence(name, doc);
  let closed = false;
  return {
    // `whenSynced` never settles when the database cannot be opened; `_db` then rejects.
    loaded: persistence._db
      .then(() => persistence.whenSynced)
      .then(
        () => undefined,
        () => undefined,
      ),
    close() {
      if (closed) return;
      closed = true;
      void persistence.destroy().catch(() => undefined);
    },
    forget() {
      closed = true;
      return persistence.clearData().catch(() => undefined);
    },
  };
}
