import { randomBytes } from "node:crypto";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import type { BlobStore } from "../storage/blob-store.js";
import type { UrlSigner } from "../storage/url-signer.js";
import type { ImageType } from "../workbenches/image-type.js";
import { recordStaffChanges } from "./update-admin-organization.js";

/**
 * A workspace's white-label icon (workspace-admin §3 whiteLabelIconUrl): set by staff, shown
 * instead of the Contour logo to its members and on its invite links' sign-in page. Stored like
 * the workspace logo: a new key per upload, so the version in a URL names one image for good.
 */
const VERSION_PATTERN = /^[0-9a-f]{16}$/;

function iconVersion(path: string): string {
  const name = path.slice(path.lastIndexOf("/") + 1, path.lastIndexOf("."));
  return name.slice(name.lastIndexOf("-") + 1);
}

export const isIconVersion = (value: string) => VERSION_PATTERN.test(value);
export const isCurrentIcon = (path: string, version: string) => iconVersion(path) === version;

const subject = (organizationId: string, version: string) =>
  `white-label:${organizationId}:${version}`;

/**
 * Signed, for <img> (no bearer token); given to the workspace's members, and on the sign-in page
 * to whoever holds one of its invite links, so it is only as public as the workspace's name.
 */
export function whiteLabelIconUrl(signer: UrlSigner, organizationId: string, path: string): string {
  const version = iconVersion(path);
  return `/api/v1/organizations/${organizationId}/white-label-icon?v=${version}&sig=${signer.sign(subject(organizationId, version))}`;
}

export function verifyWhiteLabelIconUrl(
  signer: UrlSigner,
  organizationId: string,
  version: string,
  signature: string,
): boolean {
  return signer.verify(subject(organizationId, version), signature);
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
    ? `white-label/${organizationId}-${randomBytes(8).toString("hex")}.${image.type.extension}`
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
