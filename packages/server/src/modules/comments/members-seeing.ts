import { sql } from "kysely";
import type { Db } from "../../db/connection.js";
import { folderVisible } from "../folders/place.js";

/**
 * The members of the file's workspace who can see it, in one query: its folder placed for each
 * member as placedFolders places it for one viewer (folders/place.ts). The file is one the caller
 * sees, so neither it nor its folder is in the Trash.
 */
export function membersSeeing(db: Db, workbench: { organization_id: string; folder_id: string }) {
  return db
    .selectFrom("organization_members")
    .innerJoin("users", "users.id", "organization_members.user_id")
    .innerJoin("folders", (join) =>
      join
        .on("folders.id", "=", workbench.folder_id)
        .onRef("folders.organization_id", "=", "organization_members.organization_id"),
    )
    .leftJoin("teams", "teams.id", "folders.team_id")
    .leftJoin("team_members as viewer_team", (join) =>
      join
        .onRef("viewer_team.team_id", "=", "folders.team_id")
        .onRef("viewer_team.user_id", "=", "users.id"),
    )
    .where("organization_members.organization_id", "=", workbench.organization_id)
    .where(folderVisible(sql.ref<string>("users.id")))
    .select(["users.id", "users.name", "users.email"]);
}
