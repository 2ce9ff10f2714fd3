import { randomUUID } from "node:crypto";
import path from "node:path";
import { MAX_ITEM_NAME_LENGTH, MESSAGES } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import { copyStoredDocument } from "../collab/document-store.js";
import { requireEditable, requireFolder } from "../folders/require-access.js";
import { recordActivities } from "../logs/activity-log.js";
import { itemActivities } from "../logs/item-activities.js";
import { copyWorkbenchImages } from "../workbench-images/image-access.js";
import { requireWorkbench } from "./require-workbench.js";
import { newThumbnailVersion, thumbnailKey } from "./thumbnail-url.js";

const COPY_SUFFIX = " (copy)";

/** "{name} (copy)", cut so that the copy's name stays within the name limit. */
export function copyName(name: string): string {
  return `${name.slice(0, MAX_ITEM_NAME_LENGTH - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
}

export interface Duplicated {
  id: string;
  /** The thumbnail to copy once the new row is committed, if the source has one. */
  thumbnailCopy: { from: string; to: string } | null;
}

/**
 * Copies a file the viewer can see into a folder of the same workspace that they may edit. The
 * copy is theirs: they are its creator and last editor, and its dates are now. Its thumbnail is
 * a copy of its own, so deleting either file never takes the other's image; its drawing is the
 * source's as last stored.
 */
export async function duplicateWorkbench(
  db: Db,
  viewerId: string,
  input: { id: string; targetFolderId: string },
): Promise<Duplicated> {
  return inTransaction(db, async (trx) => {
    const source = await requireWorkbench(trx, viewerId, input.id);
    const target = await requireFolder(trx, viewerId, input.targetFolderId);
    if (source.organization_id !== target.organization_id) {
      fail("BAD_USER_INPUT", MESSAGES.duplicateAcrossWorkspaces);
    }
    requireEditable(target);
    const id = randomUUID();
    const thumbnailCopy = source.thumbnail_path
      ? {
          from: source.thumbnail_path,
          to: thumbnailKey(id, newThumbnailVersion(), path.extname(source.thumbnail_path).slice(1)),
        }
      : null;
    const name = copyName(source.name);
    await trx
      .insertInto("workbenches")
      .values({
        id,
        organization_id: target.organization_id,
        folder_id: target.id,
        name,
        thumbnail_path: thumbnailCopy?.to ?? null,
        created_by: viewerId,
        last_updated_by: viewerId,
      })
      .execute();
    await copyStoredDocument(trx, source.id, id);
    await copyWorkbenchImages(trx, source.id, id);
    // The copy is the target: its row names the new file, as a creation would.
    await recordActivities(
      trx,
      itemActivities(viewerId, "DUPLICATE", {
        workbenches: [{ id, organization_id: target.organization_id, name }],
      }),
    );
    return { id, thumbnailCopy };
  });
}
