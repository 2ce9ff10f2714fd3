import { MESSAGES } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import { recordActivity } from "../logs/activity-log.js";
import { assertPlanAllows } from "../organizations/assert-plan-allows.js";
import { requireCapability } from "../organizations/membership.js";
import { ONLY_ADMINS_MANAGE_TEAMS, TEAM_CREATION_NOT_IN_PLAN } from "./team-messages.js";

export interface NewTeam {
  organizationId: string;
  name: string;
  publicInOrganization: boolean;
}

/** A new team with its root folder, the creator its first member; answers its id. */
export async function createTeam(db: Db, creatorId: string, input: NewTeam): Promise<string> {
  await requireCapability(
    db,
    creatorId,
    input.organizationId,
    "manageTeams",
    ONLY_ADMINS_MANAGE_TEAMS,
  );
  const name = input.name.trim();
  if (!name) fail("BAD_USER_INPUT", MESSAGES.nameRequired);
  await assertPlanAllows(db, input.organizationId, "teamCreation", TEAM_CREATION_NOT_IN_PLAN);
  return inTransaction(db, async (trx) => {
    const team = await trx
      .insertInto("teams")
      .values({
        organization_id: input.organizationId,
        name,
        public_in_organization: input.publicInOrganization,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("folders")
      .values({
        organization_id: input.organizationId,
        team_id: team.id,
        name,
        created_by: creatorId,
      })
      .execute();
    await trx.insertInto("team_members").values({ team_id: team.id, user_id: creatorId }).execute();
    await recordActivity(trx, {
      organizationId: input.organizationId,
      actorId: creatorId,
      action: "CREATE",
      targetTable: "team",
      targetId: team.id,
      metadata: { new_name: name },
    });
    return team.id;
  });
}
