import {
  isValidShareLinkExpiry,
  SHARE_LINK_PASSWORD_MAX_LENGTH,
  SHARE_LINKS_PER_WORKBENCH_MAX,
} from "@contour/core";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import type { ShareLinkRow } from "../../db/types.js";
import { fail } from "../../graphql/errors.js";
import { hashPassword } from "../auth/passwords.js";
import { hashSecretToken } from "../auth/secret-token.js";
import type { WorkbenchNode } from "../workbenches/workbench-queries.js";
import { SHARE_LINK_TEXTS } from "./share-link-texts.js";

export interface NewShareLink {
  /** The link's id, from which its token is derived (share-link-tokens.ts). */
  id: string;
  token: string;
  workbench: WorkbenchNode;
  createdBy: string;
  expiresAt: Date | null;
  password: string | null;
}

/**
 * Makes a link to the workbench, of whose token only the hash is kept. Counted under the
 * workbench's row lock, so that links made at once cannot pass the limit together.
 */
export async function createShareLink(
  db: Db,
  { id, token, workbench, createdBy, expiresAt, password }: NewShareLink,
): Promise<ShareLinkRow> {
  if (expiresAt && !isValidShareLinkExpiry(expiresAt, new Date())) {
    fail("BAD_USER_INPUT", SHARE_LINK_TEXTS.expiryPast);
  }
  if (password !== null && password.length > SHARE_LINK_PASSWORD_MAX_LENGTH) {
    fail("BAD_USER_INPUT", SHARE_LINK_TEXTS.passwordTooLong);
  }
  // argon2 before the transaction: it holds no lock while it works.
  const passwordHash = password ? await hashPassword(password) : null;
  return inTransaction(db, async (trx) => {
    await trx
      .selectFrom("workbenches")
      .select("id")
      .where("id", "=", workbench.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const { count } = await trx
      .selectFrom("share_links")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("workbench_id", "=", workbench.id)
      .where("revoked_at", "is", null)
      .executeTakeFirstOrThrow();
    if (Number(count) >= SHARE_LINKS_PER_WORKBENCH_MAX) {
      fail("MANUAL_LIMITATION_ERROR", SHARE_LINK_TEXTS.tooMany);
    }
    return trx
      .insertInto("share_links")
      .values({
        id,
        organization_id: workbench.organization_id,
        workbench_id: workbench.id,
        token_hash: hashSecretToken(token),
        password_hash: passwordHash,
        expires_at: expiresAt,
        created_by: createdBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Ends a link for good; a link already revoked keeps its first revocation's time. */
export async function revokeShareLink(db: Db, id: string): Promise<void> {
  await db
    .updateTable("share_links")
    .set({ revoked_at: new Date() })
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .execute();
}

/** Notes when a link was last opened (its Admins' list shows it). */
export async function recordLinkOpened(db: Db, id: string): Promise<void> {
  await db
    .updateTable("share_links")
    .set({ last_opened_at: new Date() })
    .where("id", "=", id)
    .execute();
}

/** A workspace's switch: off, none of its links opens, and none can be made. */
export async function setWorkspaceSharing(
  db: Db,
  organizationId: string,
  enabled: boolean,
): Promise<void> {
  await db
    .updateTable("organizations")
    .set({ share_links_enabled: enabled })
    .where("id", "=", organizationId)
    .execute();
}
