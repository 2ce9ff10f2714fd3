import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { recordActivity } from "../logs/activity-log.js";
import type { BlobStore } from "../storage/blob-store.js";
import type { UrlSigner } from "../storage/url-signer.js";
import type { ImageType } from "../workbenches/image-type.js";
import { requireCapability } from "./membership.js";
import { newOrganizationImageKey, organizationImageUrl } from "./organization-images.js";

export const ONLY_ADMIN_SETTINGS = "Only an admin can change the workspace's name and logo.";

/** The logo's signed URL; only members get it (it is a field of Organization). */
export function logoUrl(signer: UrlSigner, organizationId: string, logoPath: string): string {
  return organizationImageUrl(signer, "logo", organizationId, logoPath);
}

/** A viewer found to administer a workspace: who may set its logo. */
export interface LogoEditor {
  readonly viewerId: string;
  readonly organizationId: string;
}

/**
 * Checks that the viewer administers the workspace. The upload route asks before it reads and
 * encodes the image, so that nobody else can make the server spend work on one.
 */
export async function requireLogoEditor(
  db: Db,
  viewerId: string,
  organizationId: string,
): Promise<LogoEditor> {
  await requireCapability(db, viewerId, organizationId, "manageOrganization", ONLY_ADMIN_SETTINGS);
  return { viewerId, organizationId };
}

/**
 * Stores a new logo for the editor's workspace and points the workspace at it. The image is
 * written first under a new key; the old one goes once the row has moved on. Returns the new key.
 */
export async function setOrganizationLogo(
  db: Db,
  blobs: BlobStore,
  { viewerId, organizationId }: LogoEditor,
  image: { bytes: Uint8Array; type: ImageType },
): Promise<string> {
  const input = { organizationId, ...image };
  const key = newOrganizationImageKey("logo", input.organizationId, input.type.extension);
  await blobs.put(key, input.bytes);
  try {
    const previous = await inTransaction(db, async (trx) => {
      const row = await trx
        .selectFrom("organizations")
        .select("logo_path")
        .where("id", "=", input.organizationId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable("organizations")
        .set({ logo_path: key, updated_at: new Date() })
        .where("id", "=", input.organizationId)
        .execute();
      await recordActivity(trx, {
        organizationId: input.organizationId,
        actorId: viewerId,
        action: "UPDATE",
        targetTable: "organization",
        targetId: input.organizationId,
      });
      return row.logo_path;
    });
    if (previous !== null) await blobs.remove([previous]);
  } catch (error) {
    await blobs.remove([key]);
    throw error;
  }
  return key;
}
