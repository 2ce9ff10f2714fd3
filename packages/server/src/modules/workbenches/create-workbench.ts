import type { ArtboardSize } from "@contour/canvas";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { storeFirstDocument } from "../collab/document-store.js";
import { requireEditable, requireFolder } from "../folders/require-access.js";
import { recordActivities } from "../logs/activity-log.js";
import { itemActivities } from "../logs/item-activities.js";

/**
 * A new, empty file in a folder the viewer may edit, its artboard of the size chosen (stored at
 * once) or the default one (made when it is first opened); returns its id.
 */
export async function createWorkbench(
  db: Db,
  viewerId: string,
  input: { folderId: string; name: string; artboard?: ArtboardSize | undefined },
): Promise<string> {
  return inTransaction(db, async (trx) => {
    const folder = await requireFolder(trx, viewerId, input.folderId);
    requireEditable(folder);
    const created = await trx
      .insertInto("workbenches")
      .values({
        organization_id: folder.organization_id,
        folder_id: folder.id,
        name: input.name,
        created_by: viewerId,
        last_updated_by: viewerId,
      })
      .returning(["id", "organization_id", "name"])
      .executeTakeFirstOrThrow();
    if (input.artboard) await storeFirstDocument(trx, created.id, input.artboard);
    await recordActivities(trx, itemActivities(viewerId, "CREATE", { workbenches: [created] }));
    return created.id;
  });
}
