import type * as Y from "yjs";

/**
 * The workbench documents this process's collaboration server has open: at least what is
 * stored, and read without a trip to the database. Empty until the server attaches
 * (collab.routes.ts), and in processes without one.
 */
export interface LiveDocuments {
  /** The open document, or undefined when this process does not have it open. */
  get(workbenchId: string): Y.Doc | undefined;
  attach(lookup: (workbenchId: string) => Y.Doc | undefined): void;
}

export function createLiveDocuments(): LiveDocuments {
  let lookup: (workbenchId: string) => Y.Doc | undefined = () => undefined;
  return {
    get: (workbenchId) => lookup(workbenchId),
    attach(next) {
      lookup = next;
    },
  };
}
