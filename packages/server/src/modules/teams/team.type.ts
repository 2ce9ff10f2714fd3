import type { Db } from "../../db/connection.js";
import type { FolderRow, TeamRow } from "../../db/types.js";
import { builder } from "../../graphql/builder.js";
import { FolderRef } from "../folders/folder.type.js";

export const TeamRef = builder.objectRef<TeamRow>("Team");

export async function getTeamRootFolder(db: Db, teamId: string): Promise<FolderRow> {
  return db
    .selectFrom("folders")
    .selectAll()
    .where("team_id", "=", teamId)
    .where("parent_id", "is", null)
    .executeTakeFirstOrThrow();
}

TeamRef.implement({
  description: "A group of members with its own tree of folders.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    globalInOrganization: t.exposeBoolean("is_global"),
    publicInOrganization: t.exposeBoolean("public_in_organization"),
    archived: t.exposeBoolean("archived"),
    rootFolder: t.field({
      type: FolderRef,
      resolve: (team, _args, context) => getTeamRootFolder(context.services.db, team.id),
    }),
  }),
});
