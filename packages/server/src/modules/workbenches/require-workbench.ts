import type { Db } from "../../db/connection.js";
import { fail } from "../../graphql/errors.js";
import { findWorkbenches, type WorkbenchNode } from "./workbench-queries.js";

export const WORKBENCH_NOT_FOUND = "This file does not exist or you cannot see it.";

/** The file, if the viewer can see it; NOT_FOUND otherwise, whether it exists or not. */
export async function requireWorkbench(
  db: Db,
  viewerId: string,
  id: string,
): Promise<WorkbenchNode> {
  const [workbench] = await findWorkbenches(db, viewerId, [id]);
  return workbench ?? fail("NOT_FOUND", WORKBENCH_NOT_FOUND);
}
