import type { SubscriptionPlan } from "./plans.js";
import { isWorkspaceAdmin, type Membership, type OrganizationRole } from "./roles.js";

/** The plans a workspace can buy in the upgrade flow; ENTERPRISE is sold by contacting us. */
export const PURCHASABLE_PLANS = ["PRO", "ORGANIZATION"] as const satisfies SubscriptionPlan[];
export type PurchasablePlan = (typeof PURCHASABLE_PLANS)[number];

export function isPurchasablePlan(plan: string): plan is PurchasablePlan {
  return (PURCHASABLE_PLANS as readonly string[]).includes(plan);
}

export interface UpgradeablePlan {
  subscriptionPlan: SubscriptionPlan;
  manualSubscription: boolean;
}

export interface UpgradeCandidate extends UpgradeablePlan {
  membership: Membership;
}

/** The plan half of the rule below: whoever asks, can this workspace move to the target plan? */
export function planAllowsUpgrade(workspace: UpgradeablePlan, target: SubscriptionPlan): boolean {
  return (
    workspace.subscriptionPlan !== target &&
    workspace.subscriptionPlan !== "ENTERPRISE" &&
    workspace.subscriptionPlan !== "ORGANIZATION" &&
    !workspace.manualSubscription
  );
}

/**
 * The upgrade workspace list of spec workspace-admin §5: the user is admin there, the current
 * plan differs from the target, is not ENTERPRISE or ORGANIZATION, and is not managed manually.
 */
export function canUpgradeTo(workspace: UpgradeCandidate, target: SubscriptionPlan): boolean {
  return isWorkspaceAdmin(workspace.membership) && planAllowsUpgrade(workspace, target);
}

/** Roles that take a paid editor seat: Admins and Editors (spec §6). */
export function takesEditorSeat(role: OrganizationRole): boolean {
  return role === "ADMIN" || role === "EDITOR";
}

export interface ReviewedMember {
  userId: string;
  role: OrganizationRole;
}

/** The role changes recorded on the editor review, by user id. */
export type RoleChanges = Readonly<Record<string, OrganizationRole>>;

/** The role a member will have once the payment completes. */
export function reviewedRole(member: ReviewedMember, changes: RoleChanges): OrganizationRole {
  return changes[member.userId] ?? member.role;
}

/**
 * One click on a member's checkbox (spec §4, Editor review): the first click records the flip
 * (a seat holder becomes Viewer, a Viewer becomes Editor), the second removes the record.
 */
export function toggleEditor(changes: RoleChanges, member: ReviewedMember): RoleChanges {
  if (member.userId in changes) {
    const { [member.userId]: _removed, ...rest } = changes;
    return rest;
  }
  return { ...changes, [member.userId]: takesEditorSeat(member.role) ? "VIEWER" : "EDITOR" };
}

/** The editor count shown on the review: members whose reviewed role is Admin or Editor. */
export function reviewedEditorCount(
  members: readonly ReviewedMember[],
  changes: RoleChanges,
): number {
  return members.filter((member) => takesEditorSeat(reviewedRole(member, changes))).length;
}
