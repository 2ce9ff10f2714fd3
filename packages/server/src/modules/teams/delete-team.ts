import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { recordActivity } from "../logs/activity-log.js";
import { requireTeamAction } from "./require-team.js";

/**
 * Deletes a team with its folders and files, in one transaction (§4: it cannot be undone); an
 * archived one too, the end of an archive's life.
 * Answers its workspace and the thumbnails of the files that went with it, for the caller to
 * remove from the blob store once the deletion is committed.
 */
export async function deleteTeam(
  db: Db,
  viewerId: string,
  teamId: string,
): Promise<{ organizationId: string; thumbnailPaths: string[] }> {
  const team = await requireTeamAction(db, viewerId, teamId, "delete");
  return inTransaction(db, async (trx) => {
    const thumbnails = await trx
      .selectFrom("workbenches")
      .innerJoin("folders", "folders.id", "workbenches.folder_id")
      .select("workbenches.thumbnail_path")
      .where("folders.team_id", "=", team.id)
      .where("workbenches.thumbnail_path", "is not", null)
      .execute();
    // Folders cascade from the team, and files from their folders.
    await trx.deleteFrom("teams").where("id", "=", team.id).execute();
    await recordActivity(trx, {
      organizationId: team.organization_id,
      actorId: viewerId,
      action: "DELETE",
      targetTable: "team",
      targetId: team.id,
    });
    return {
      organizationId: team.organization_id,
      thumbnailPaths: thumbnails.flatMap((row) => (row.thumbnail_path ? [row.thumbnail_path] : [])),
    };
  });
}
