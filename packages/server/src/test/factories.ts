import { randomBytes } from "node:crypto";
import type { Db } from "../db/connection.js";
import type { UserRow } from "../db/types.js";
import { hashPassword } from "../modules/auth/passwords.js";
import { createSession } from "../modules/auth/sessions.js";
import { createOrganization } from "../modules/organizations/create-organization.js";
import type { ViewerOrganization } from "../modules/organizations/organization-queries.js";

export const DEFAULT_PASSWORD = "Sketch1234";

export interface BuiltUser {
  user: UserRow;
  token: string;
  password: string;
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
}

/** A signed-in user with a password, straight in the database. */
export async function buildUser(
  db: Db,
  fields: { email?: string; name?: string; password?: string; isAdmin?: boolean } = {},
): Promise<BuiltUser> {
  const password = fields.password ?? DEFAULT_PASSWORD;
  const user = await db
    .insertInto("users")
    .values({
      email: fields.email ?? uniqueEmail(),
      name: fields.name ?? "Ada Designer",
      password_hash: await hashPassword(password),
      is_admin: fields.isAdmin ?? false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const session = await createSession(db, user.id, { ip: "203.0.113.9", userAgent: "vitest" });
  return { user, token: session.token, password };
}

export async function buildOrganization(
  db: Db,
  owner: UserRow,
  name = "Studio Nord",
): Promise<ViewerOrganization> {
  return createOrganization(db, owner.id, name);
}

export async function addMember(
  db: Db,
  organizationId: string,
  userId: string,
  role: "ADMIN" | "EDITOR" | "VIEWER",
): Promise<void> {
  await db
    .insertInto("organization_members")
    .values({ organization_id: organizationId, user_id: userId, role })
    .execute();
}
