import { isEmptyDowngrade, planDowngrade, type SubscriptionPlan } from "@contour/core";
import type { Db } from "../../db/connection.js";

/** What a downgrade changed, by name, for the admins' mail. */
export interface AppliedDowngrade {
  organizationId: string;
  from: SubscriptionPlan;
  to: SubscriptionPlan;
  viewers: string[];
  viewerInvites: string[];
  archivedTeams: string[];
}

/**
 * Applies the downgrade rule (core planDowngrade) to a workspace whose plan has just dropped to
 * `to`, in the caller's transaction: the members and invites over the new editor limit become
 * Viewers, and the teams the new plan cannot have are archived. Returns what changed.
 */
export async function applyPlanDowngrade(
  trx: Db,
  organizationId: string,
  from: SubscriptionPlan,
  to: SubscriptionPlan,
): Promise<AppliedDowngrade> {
  const [organization, members, invites, teams] = await Promise.all([
    trx
      .selectFrom("organizations")
      .select("manual_editor_count_limit")
      .where("id", "=", organizationId)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom("organization_members")
      .innerJoin("users", "users.id", "organization_members.user_id")
      .select([
        "users.id",
        "users.email",
        "organization_members.role",
        "organization_members.created_at",
      ])
      .where("organization_members.organization_id", "=", organizationId)
      // Members who joined at the same instant still go in one order, run after run.
      .orderBy("organization_members.created_at")
      .orderBy("users.id")
      .execute(),
    trx
      .selectFrom("organization_invites")
      .select(["id", "email", "role", "created_at"])
      .where("organization_id", "=", organizationId)
      .execute(),
    trx
      .selectFrom("teams")
      .select(["id", "name", "archived", "is_global"])
      .where("organization_id", "=", organizationId)
      .execute(),
  ]);
  const downgrade = planDowngrade({
    plan: to,
    manualEditorCountLimit: organization.manual_editor_count_limit,
    seats: [
      ...members.map((m) => ({
        id: m.id,
        kind: "member" as const,
        role: m.role,
        since: m.created_at,
      })),
      ...invites.map((i) => ({
        id: i.id,
        kind: "invite" as const,
        role: i.role,
        since: i.created_at,
      })),
    ],
    teams: teams.map((team) => ({ id: team.id, archived: team.archived, global: team.is_global })),
  });
  const applied: AppliedDowngrade = {
    organizationId,
    from,
    to,
    viewers: members.filter((m) => downgrade.membersToViewers.includes(m.id)).map((m) => m.email),
    viewerInvites: invites
      .filter((i) => downgrade.invitesToViewers.includes(i.id))
      .map((i) => i.email),
    archivedTeams: teams.filter((t) => downgrade.teamsToArchive.includes(t.id)).map((t) => t.name),
  };
  if (isEmptyDowngrade(downgrade)) return applied;
  if (downgrade.membersToViewers.length > 0) {
    await trx
      .updateTable("organization_members")
      .set({ role: "VIEWER" })
      .where("organization_id", "=", organizationId)
      .where("user_id", "in", downgrade.membersToViewers)
      .execute();
  }
  if (downgrade.invitesToViewers.length > 0) {
    await trx
      .updateTable("organization_invites")
      .set({ role: "VIEWER" })
      .where("id", "in", downgrade.invitesToViewers)
      .execute();
  }
  if (downgrade.teamsToArchive.length > 0) {
    await trx
      .updateTable("teams")
      .set({ archived: true, updated_at: new Date() })
      .where("id", "in", downgrade.teamsToArchive)
      .execute();
  }
  return applied;
}
