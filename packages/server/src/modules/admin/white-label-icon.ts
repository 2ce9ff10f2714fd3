import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import {
  newOrganizationImageKey,
  organizationImageUrl,
} from "../organizations/organization-images.js";
import type { BlobStore } from "../storage/blob-store.js";
import type { UrlSigner } from "../storage/url-signer.js";
import type { ImageType } from "../workbenches/image-type.js";
import { recordStaffChanges } from "./update-admin-organization.js";

/**
 * A workspace's white-label icon (workspace-admin §3 whiteLabelIconUrl): set by staff, shown
 * instead of the Contour logo to its members and on its invite links' sign-in page, so its URL
 * is only as public as the workspace's name.
 */
export function whiteLabelIconUrl(signer: UrlSigner, organizationId: string, path: string): string {
  return organizationImageUrl(signer, "whiteLabelIcon", organizationId, path);
}

/**
 * Stores a new icon and points the workspace at it, or removes it (image null), with an activity
 * row naming the staff member. The old image goes once the row has moved on. Returns the new
 * path, or null once removed.
 */
export async function setWhiteLabelIcon(
  db: Db,
  blobs: BlobStore,
  staffId: string,
  organizationId: string,
  image: { bytes: Uint8Array; type: ImageType } | null,
): Promise<string | null> {
  const key = image
    ? newOrganizationImageKey("whiteLabelIcon", organizationId, image.type.extension)
    : null;
  if (key && image) await blobs.put(key, image.bytes);
  try {
    const previous = await inTransaction(db, async (trx) => {
      const row = await trx
        .selectFrom("organizations")
        .select("white_label_icon_path")
        .where("id", "=", organizationId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable("organizations")
        .set({ white_label_icon_path: key, updated_at: new Date() })
        .where("id", "=", organizationId)
        .execute();
      await recordStaffChanges(trx, staffId, organizationId, [
        key ? "White-label icon: uploaded" : "White-label icon: removed",
      ]);
      return row.white_label_icon_path;
    });
    if (previous !== null) await blobs.remove([previous]);
  } catch (error) {
    if (key) await blobs.remove([key]);
    throw error;
  }
  return key;
}
