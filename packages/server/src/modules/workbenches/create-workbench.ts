import type { ArtboardSize } from "@contour/canvas";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { type FirstDocumentFill, storeFirstDocument } from "../collab/document-store.js";
import { requireEditable, requireFolder } from "../folders/require-access.js";
import { recordActivities } from "../logs/activity-log.js";
import { itemActivities } from "../logs/item-activities.js";

/**
 * A new file in a folder the viewer may edit, its artboard of the size chosen or the default
 * one, empty or with what `fill` puts on it (stored at once; an empty one of the default size is
 * made when it is first opened); returns its id.
 */
export async function createWorkbench(
  db: Db,
  viewerId: string,
  input: {
    folderId: string;
    name: string;
    artboard?: ArtboardSize | undefined;
    fill?: FirstDocumentFill | undefined;
  },
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
    if (input.artboard || input.fill)
      await storeFirstDocument(trx, created.id, input.artboard, input.fill);
    await recordActivities(trx, itemActivities(viewerId, "CREATE", { workbenches: [created] }));
    return created.id;
  });
}
