import { editorSeatsLeft, MESSAGES, type OrganizationRole } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { fail } from "../../graphql/errors.js";

/** The roles that take an editor seat (spec workspace-admin §6). */
export const SEAT_ROLES: OrganizationRole[] = ["ADMIN", "EDITOR"];

/** Admins and Editors among members and pending invites: what the plan's editor limit counts. */
export async function countEditorSeatsUsed(db: Db, organizationId: string): Promise<number> {
  const [members, invites] = await Promise.all([
    db
      .selectFrom("organization_members")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("organization_id", "=", organizationId)
      .where("role", "in", SEAT_ROLES)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("organization_invites")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("organization_id", "=", organizationId)
      .where("role", "in", SEAT_ROLES)
      .executeTakeFirstOrThrow(),
  ]);
  return Number(members.count) + Number(invites.count);
}

/** Editor seats the plan (or the manual limit) still has; null when they are unlimited. */
export async function editorSeatsLeftOf(db: Db, organizationId: string): Promise<number | null> {
  const organization = await db
    .selectFrom("organizations")
    .select(["subscription_plan", "manual_editor_count_limit"])
    .where("id", "=", organizationId)
    .executeTakeFirstOrThrow();
  return editorSeatsLeft({
    plan: organization.subscription_plan,
    manualEditorCountLimit: organization.manual_editor_count_limit,
    editorSeatsUsed: await countEditorSeatsUsed(db, organizationId),
  });
}

/** Refuses a new Admin or Editor when the plan (or the manual limit) has no seat left. */
export async function assertEditorSeatAvailable(
  db: Db,
  organizationId: string,
  role: OrganizationRole,
): Promise<void> {
  if (!SEAT_ROLES.includes(role)) return;
  if ((await editorSeatsLeftOf(db, organizationId)) !== 0) return;
  const organization = await db
    .selectFrom("organizations")
    .select("manual_subscription")
    .where("id", "=", organizationId)
    .executeTakeFirstOrThrow();
  fail(
    organization.manual_subscription ? "MANUAL_LIMITATION_ERROR" : "PLAN_LIMITATION_ERROR",
    MESSAGES.noEditorSeats,
  );
}
