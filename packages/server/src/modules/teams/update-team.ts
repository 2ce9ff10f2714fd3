import { MESSAGES } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import { recordActivity } from "../logs/activity-log.js";
import { assertPlanAllows } from "../organizations/assert-plan-allows.js";
import { assertTeamAction, requireTeam } from "./require-team.js";
import { TEAM_ARCHIVAL_NOT_IN_PLAN } from "./team-messages.js";

export interface TeamPatch {
  name?: string | null;
  publicInOrganization?: boolean | null;
  archived?: boolean | null;
}

/**
 * Renames a team, changes its visibility, archives or restores it (§7 Update team), each as core's
 * team rule allows (admins; the global team stays public and active; an archived team is only
 * restored). Archiving and restoring need the plan's teamArchival. Answers the team's workspace.
 */
export async function updateTeam(
  db: Db,
  viewerId: string,
  teamId: string,
  patch: TeamPatch,
): Promise<string> {
  const team = await requireTeam(db, viewerId, teamId);
  const archiving = patch.archived != null && patch.archived !== team.archived;
  // Each change as core's team rule allows it. A patch that restores the team may change the
  // rest with it, one that archives it changes the rest first; one that changes nothing is
  // checked as a change of the team's details.
  const editable = { ...team, archived: team.archived && patch.archived !== false };
  if (archiving) assertTeamAction(team, patch.archived ? "archive" : "restore");
  // The global team is always public: saying so again changes nothing.
  const showingGlobal = team.is_global && patch.publicInOrganization === true;
  if (patch.publicInOrganization != null && !showingGlobal) {
    assertTeamAction(editable, "changeVisibility");
  }
  if (patch.name != null || !archiving) assertTeamAction(editable, "rename");
  const name = patch.name?.trim();
  if (patch.name != null && !name) fail("BAD_USER_INPUT", MESSAGES.nameRequired);
  if (archiving) {
    await assertPlanAllows(db, team.organization_id, "teamArchival", TEAM_ARCHIVAL_NOT_IN_PLAN);
  }
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable("teams")
      .set({
        name,
        public_in_organization: patch.publicInOrganization ?? undefined,
        archived: patch.archived ?? undefined,
        updated_at: new Date(),
      })
      .where("id", "=", team.id)
      .execute();
    const log = (action: "RENAME" | "UPDATE" | "ARCHIVE" | "RESTORE", newName?: string) =>
      recordActivity(trx, {
        organizationId: team.organization_id,
        actorId: viewerId,
        action,
        targetTable: "team",
        targetId: team.id,
        metadata: newName ? { new_name: newName } : {},
      });
    if (name && name !== team.name) {
      // The team's root folder carries its name in breadcrumbs.
      await trx
        .updateTable("folders")
        .set({ name, updated_at: new Date() })
        .where("team_id", "=", team.id)
        .where("parent_id", "is", null)
        .execute();
      await log("RENAME", name);
    }
    if (
      patch.publicInOrganization != null &&
      patch.publicInOrganization !== team.public_in_organization
    ) {
      await log("UPDATE");
    }
    if (archiving) await log(patch.archived ? "ARCHIVE" : "RESTORE");
  });
  return team.organization_id;
}
