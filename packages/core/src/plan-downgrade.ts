import { editorLimit, PLAN_FEATURES, SUBSCRIPTION_PLANS, type SubscriptionPlan } from "./plans.js";
import type { OrganizationRole } from "./roles.js";
import { takesEditorSeat } from "./upgrade.js";

/** A member or pending invite as the downgrade rule weighs them: by role and arrival. */
export interface DowngradeSeat {
  /** A user id for a member, an invite id for an invite. */
  id: string;
  kind: "member" | "invite";
  role: OrganizationRole;
  /** When they joined the workspace, or when the invite was sent. */
  since: Date;
}

export interface DowngradeTeam {
  id: string;
  archived: boolean;
  /** The workspace-wide team every member belongs to: never archived. */
  global: boolean;
}

export interface PlanDowngrade {
  /** Members whose role becomes VIEWER. */
  membersToViewers: string[];
  /** Pending invites that will make a VIEWER instead. */
  invitesToViewers: string[];
  teamsToArchive: string[];
}

/** Whether moving from one plan to the other loses something of the plan table. */
export function isPlanDowngrade(from: SubscriptionPlan, to: SubscriptionPlan): boolean {
  return SUBSCRIPTION_PLANS.indexOf(to) < SUBSCRIPTION_PLANS.indexOf(from);
}

const newestFirst = (a: DowngradeSeat, b: DowngradeSeat) => b.since.getTime() - a.since.getTime();

/**
 * What a workspace loses when its plan ends or drops (docs/decisions.md, "Downgrade and
 * cancellation"), as Vizcom does: seats over the new plan's editor limit become Viewers, pending
 * invites first, then Editors newest first, then Admins newest first, always keeping the oldest
 * Admin; without team creation, every team but the workspace's global one is archived.
 */
export function planDowngrade(input: {
  plan: SubscriptionPlan;
  manualEditorCountLimit: number | null;
  seats: readonly DowngradeSeat[];
  teams: readonly DowngradeTeam[];
}): PlanDowngrade {
  const limit = editorLimit(input.plan, input.manualEditorCountLimit);
  const holders = input.seats.filter((seat) => takesEditorSeat(seat.role));
  const admins = holders.filter((seat) => seat.kind === "member" && seat.role === "ADMIN");
  const oldestAdmin = [...admins].sort(newestFirst).at(-1);
  const order = [
    ...holders.filter((seat) => seat.kind === "invite").sort(newestFirst),
    ...holders.filter((seat) => seat.kind === "member" && seat.role === "EDITOR").sort(newestFirst),
    ...admins.filter((seat) => seat !== oldestAdmin).sort(newestFirst),
  ];
  const excess = limit === null ? 0 : Math.max(0, holders.length - limit);
  const demoted = order.slice(0, excess);
  return {
    membersToViewers: demoted.filter((seat) => seat.kind === "member").map((seat) => seat.id),
    invitesToViewers: demoted.filter((seat) => seat.kind === "invite").map((seat) => seat.id),
    teamsToArchive: PLAN_FEATURES[input.plan].teamCreation
      ? []
      : input.teams.filter((team) => !team.archived && !team.global).map((team) => team.id),
  };
}

/** Whether a downgrade changes anything at all. */
export function isEmptyDowngrade(downgrade: PlanDowngrade): boolean {
  return (
    downgrade.membersToViewers.length === 0 &&
    downgrade.invitesToViewers.length === 0 &&
    downgrade.teamsToArchive.length === 0
  );
}

/** What happens when a paid plan ends, as the cancel confirmation and the admins' mail say it. */
export const CANCELLATION_EFFECT = `the workspace moves to the Free plan: editors over its limit of ${PLAN_FEATURES.FREE.editorsCountInOrganization} become Viewers, the newest first, and its teams are archived.`;
