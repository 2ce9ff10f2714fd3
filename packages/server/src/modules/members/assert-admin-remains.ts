import type { Db } from "../../db/connection.js";
import { fail } from "../../graphql/errors.js";

export const LAST_ADMIN =
  "A workspace needs at least one admin. Make another member an admin first.";

/**
 * Refuses a change that left the workspace without a member whose role is Admin. Call it after
 * the change, in the same transaction: the failure rolls the change back. Staff with the global
 * isAdmin flag do not count: they are not the workspace's own admins.
 */
export async function assertAdminRemains(trx: Db, organizationId: string): Promise<void> {
  const admin = await trx
    .selectFrom("organization_members")
    .select("user_id")
    .where("organization_id", "=", organizationId)
    .where("role", "=", "ADMIN")
    .limit(1)
    .executeTakeFirst();
  if (!admin) fail("CONFLICT", LAST_ADMIN);
}
