import {
  editorLimit,
  isOrganizationRole,
  isWorkspaceAdmin,
  type OrganizationRole,
  planAllowsUpgrade,
  type RoleChanges,
  reviewedEditorCount,
  reviewedRole,
} from "@contour/core";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import type { BillingCheckoutsTable } from "../../db/types.js";
import { countEditorSeatsUsed } from "../invites/seats.js";

/**
 * How long a checkout can be paid: Stripe's own limit for a Checkout Session (and its default),
 * so the sandbox and Stripe refuse an old checkout alike. A day covers a buyer who has to find
 * the company card; longer would keep a role change waiting that nobody remembers asking for.
 */
export const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const CHECKOUT_EXPIRED =
  "This checkout has expired. Go back to Contour and start the upgrade again.";
export const CHECKOUT_PLAN_CHANGED = "The workspace's plan has changed since it was opened.";
export const CHECKOUT_BUYER_NOT_ADMIN =
  "Whoever opened it is no longer an admin of this workspace.";
export const CHECKOUT_NO_SEATS = "The workspace's editor limit leaves no seat for these roles.";
export const CHECKOUT_NO_ADMIN_LEFT =
  "These role changes would leave the workspace without an admin.";

/** A member as the editor review and its re-check see them. */
export interface SeatMember {
  id: string;
  name: string;
  email: string;
  role: OrganizationRole;
  is_admin: boolean;
}

/** The members of a workspace with their roles, for the editor review and its seat count. */
export function listSeatMembers(db: Db, organizationId: string): Promise<SeatMember[]> {
  return db
    .selectFrom("organization_members")
    .innerJoin("users", "users.id", "organization_members.user_id")
    .select([
      "users.id",
      "users.name",
      "users.email",
      "users.is_admin",
      "organization_members.role",
    ])
    .where("organization_members.organization_id", "=", organizationId)
    .orderBy("users.email")
    .execute();
}

/**
 * What is wrong with the editor review's changes, or null: members only, once each, a role that
 * exists, never the buyer's own. subscribeToPlan refuses with it; a completion refuses a
 * checkout whose changes it no longer fits (someone left meanwhile).
 */
export function roleChangesProblem(
  changes: ReadonlyArray<{ userId: string; newRole: string }>,
  memberIds: ReadonlySet<string>,
  buyerId: string,
): string | null {
  const seen = new Set<string>();
  for (const { userId, newRole } of changes) {
    if (userId === buyerId) return "You cannot change your own role.";
    if (!isUuid(userId) || !memberIds.has(userId) || !isOrganizationRole(newRole)) {
      return "Only members of this workspace can be given a role.";
    }
    if (seen.has(userId)) return "Each member can be given one role only.";
    seen.add(userId);
  }
  return null;
}

/**
 * Why a checkout can no longer complete, or null when it still can. Completing re-checks what
 * subscribeToPlan checked, because the workspace may have moved on while the buyer paid: the plan
 * is still an upgrade, the buyer still an admin, the role changes still fit the members, leave an
 * admin, and stay within the new plan's editor limit. Run it in the completing transaction, with
 * the workspace row locked, so that no member change slips in between.
 */
export async function staleCheckoutReason(
  trx: Db,
  checkout: Selectable<BillingCheckoutsTable>,
): Promise<string | null> {
  const organization = await trx
    .selectFrom("organizations")
    .select(["subscription_plan", "manual_subscription", "manual_editor_count_limit"])
    .where("id", "=", checkout.organization_id)
    .executeTakeFirstOrThrow();
  const upgradeable = {
    subscriptionPlan: organization.subscription_plan,
    manualSubscription: organization.manual_subscription,
  };
  if (!planAllowsUpgrade(upgradeable, checkout.plan)) return CHECKOUT_PLAN_CHANGED;

  const members = await listSeatMembers(trx, checkout.organization_id);
  const buyer = members.find((member) => member.id === checkout.created_by);
  if (!buyer || !isWorkspaceAdmin({ role: buyer.role, isAdmin: buyer.is_admin })) {
    return CHECKOUT_BUYER_NOT_ADMIN;
  }
  const memberIds = new Set(members.map((member) => member.id));
  const problem = roleChangesProblem(checkout.roles_to_change, memberIds, buyer.id);
  if (problem) return problem;

  const changes: RoleChanges = Object.fromEntries(
    checkout.roles_to_change.map((change) => [change.userId, change.newRole]),
  );
  const reviewed = members.map((member) => ({ userId: member.id, role: member.role }));
  if (!reviewed.some((member) => reviewedRole(member, changes) === "ADMIN")) {
    return CHECKOUT_NO_ADMIN_LEFT;
  }
  const limit = editorLimit(checkout.plan, organization.manual_editor_count_limit);
  if (limit !== null) {
    // Invites hold seats too; members' seats are counted as they will be after the changes.
    const seatsNow = await countEditorSeatsUsed(trx, checkout.organization_id);
    const memberSeatsNow = reviewedEditorCount(reviewed, {});
    const seatsAfter = seatsNow - memberSeatsNow + reviewedEditorCount(reviewed, changes);
    // A workspace already over a lowered limit may still pay; it may not add seats beyond it.
    if (seatsAfter > limit && seatsAfter > seatsNow) return CHECKOUT_NO_SEATS;
  }
  return null;
}
