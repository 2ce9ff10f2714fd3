import type { Db } from "../../db/connection.js";
import { WORKBENCH_NOT_FOUND } from "../workbenches/require-workbench.js";
import { findWorkbenches } from "../workbenches/workbench-queries.js";
import { findFolders } from "./folder-queries.js";
import { FOLDER_NOT_FOUND, requireAllFound } from "./require-access.js";

/** The items of a bulk call, each id once. */
export interface ItemIds {
  workbenchIds: readonly string[];
  folderIds: readonly string[];
}

/** Every folder and file named, as the viewer sees it; NOT_FOUND if any of them is not there. */
export async function requireItems(db: Db, viewerId: string, ids: ItemIds) {
  const folders = requireAllFound(
    await findFolders(db, viewerId, ids.folderIds),
    ids.folderIds,
    FOLDER_NOT_FOUND,
  );
  const workbenches = requireAllFound(
    await findWorkbenches(db, viewerId, ids.workbenchIds),
    ids.workbenchIds,
    WORKBENCH_NOT_FOUND,
  );
  return { folders, workbenches };
}
