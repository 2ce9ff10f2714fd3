import {
  MAX_ITEM_NAME_LENGTH,
  VERSION_MESSAGES,
  versionCopyName,
  versionLabel,
} from "@contour/core";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import { copyWorkbenchImages } from "../workbench-images/image-access.js";
import { createWorkbench } from "../workbenches/create-workbench.js";
import { findWorkbenches } from "../workbenches/workbench-queries.js";
import { readVersionUpdate } from "./version-chains.js";
import { findVersion } from "./version-store.js";

/**
 * "Open as a copy": a new file beside the version's workbench, in its folder, with the rights and
 * the activity entry of any new file there (createWorkbench), whose drawing is the version's and
 * whose placed images are its source's (image-access.ts). A version of a file the viewer cannot
 * see is NOT_FOUND, whatever its workspace.
 */
export async function openVersionAsCopy(
  db: Db,
  viewerId: string,
  versionId: string,
): Promise<{ id: string; organizationId: string }> {
  return inTransaction(db, async (trx) => {
    const version = await findVersion(trx, versionId);
    const [source] = version ? await findWorkbenches(trx, viewerId, [version.workbench_id]) : [];
    if (!version || !source) fail("NOT_FOUND", VERSION_MESSAGES.notFound);
    const label = versionLabel({ name: version.name, createdAt: version.created_at });
    const id = await createWorkbench(trx, viewerId, {
      folderId: source.folder_id,
      name: versionCopyName(source.name, label, MAX_ITEM_NAME_LENGTH),
    });
    await trx
      .insertInto("workbench_documents")
      .values({ workbench_id: id, state: await readVersionUpdate(trx, version.id) })
      .execute();
    await copyWorkbenchImages(trx, source.id, id);
    return { id, organizationId: source.organization_id };
  });
}
