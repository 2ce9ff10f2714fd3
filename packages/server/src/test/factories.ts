import { randomBytes } from "node:crypto";
import type { OrganizationRole, SubscriptionPlan } from "@contour/core";
import type { Db } from "../db/connection.js";
import type { OneTimeTokenKind, UserRow } from "../db/types.js";
import { hashPassword } from "../modules/auth/passwords.js";
import { createSession } from "../modules/auth/sessions.js";
import { createOrganization } from "../modules/organizations/create-organization.js";
import {
  getViewerOrganization,
  type ViewerOrganization,
} from "../modules/organizations/organization-queries.js";

export const DEFAULT_PASSWORD = "Sketch1234";

export interface BuiltUser {
  user: UserRow;
  token: string;
  password: string;
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
}

/**
 * An address of its own for a test's requests, so that the per-IP rate limits one test uses up
 * do not refuse the next test's calls.
 */
export function uniqueIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

let defaultPasswordHash: Promise<string> | undefined;

/** Argon2 is slow on purpose; users with the default password share one hash, made once. */
function passwordHash(password: string): Promise<string> {
  if (password !== DEFAULT_PASSWORD) return hashPassword(password);
  defaultPasswordHash ??= hashPassword(DEFAULT_PASSWORD);
  return defaultPasswordHash;
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
      password_hash: await passwordHash(password),
      is_admin: fields.isAdmin ?? false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const session = await createSession(db, user.id, { ip: "203.0.113.9", userAgent: "vitest" });
  return { user, token: session.token, password };
}

/** A workspace as createOrganization makes it, then given the plan fields asked for. */
export async function buildOrganization(
  db: Db,
  owner: UserRow,
  fields: {
    name?: string;
    subscriptionPlan?: SubscriptionPlan;
    manualSubscription?: boolean;
    manualEditorCountLimit?: number | null;
  } = {},
): Promise<ViewerOrganization> {
  const { name = "Studio Nord", ...plan } = fields;
  const organization = await createOrganization(db, owner.id, name);
  if (Object.keys(plan).length === 0) return organization;
  await db
    .updateTable("organizations")
    .set({
      subscription_plan: plan.subscriptionPlan,
      manual_subscription: plan.manualSubscription,
      manual_editor_count_limit: plan.manualEditorCountLimit,
    })
    .where("id", "=", organization.id)
    .execute();
  return getViewerOrganization(db, owner.id, organization.id);
}

/** A member of a workspace; joinedAt orders members for "the longest standing member" rules. */
export async function addMember(
  db: Db,
  organizationId: string,
  userId: string,
  role: OrganizationRole,
  fields: { joinedAt?: Date } = {},
): Promise<void> {
  await db
    .insertInto("organization_members")
    .values({
      organization_id: organizationId,
      user_id: userId,
      role,
      created_at: fields.joinedAt,
    })
    .execute();
}

/** Moves the one-time tokens of an email and kind into the past, as if their time had run out. */
export async function expireOneTimeTokens(
  db: Db,
  email: string,
  kind: OneTimeTokenKind,
): Promise<void> {
  await db
    .updateTable("one_time_tokens")
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where("email", "=", email)
    .where("kind", "=", kind)
    .execute();
}
