import { type Capability, can, type Membership } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import { fail } from "../../graphql/errors.js";
import { ORGANIZATION_NOT_FOUND } from "./organization-queries.js";

/** The user's membership of a workspace, or null when they are not in it. */
export async function findMembership(
  db: Db,
  userId: string,
  organizationId: string,
): Promise<Membership | null> {
  const row = isUuid(organizationId)
    ? await db
        .selectFrom("organization_members")
        .innerJoin("users", "users.id", "organization_members.user_id")
        .select(["organization_members.role", "users.is_admin"])
        .where("organization_members.organization_id", "=", organizationId)
        .where("organization_members.user_id", "=", userId)
        .executeTakeFirst()
    : undefined;
  return row ? { role: row.role, isAdmin: row.is_admin } : null;
}

/** The user's membership of a workspace; NOT_FOUND when they are not in it. */
export async function getMembership(
  db: Db,
  userId: string,
  organizationId: string,
): Promise<Membership> {
  return (
    (await findMembership(db, userId, organizationId)) ?? fail("NOT_FOUND", ORGANIZATION_NOT_FOUND)
  );
}

/** The membership, when it grants the capability; FORBIDDEN otherwise. */
export async function requireCapability(
  db: Db,
  userId: string,
  organizationId: string,
  capability: Capability,
  message: string,
): Promise<Membership> {
  const membership = await getMembership(db, userId, organizationId);
  if (!can(membership, capability)) fail("FORBIDDEN", message);
  return membership;
}
