import type { Db } from "../../db/connection.js";

/**
 * Locks the workspace row until the transaction ends, so that changes to its members and invites
 * run one after the other: two admins demoting each other, or two invites taking the last seat,
 * cannot both pass their checks.
 */
export async function lockOrganization(trx: Db, organizationId: string): Promise<void> {
  await trx
    .selectFrom("organizations")
    .select("id")
    .where("id", "=", organizationId)
    .forUpdate()
    .execute();
}
