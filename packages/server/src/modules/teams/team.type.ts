import { itemAccess } from "@contour/core";
import { builder } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { apiError } from "../../graphql/errors.js";
import { inKeyOrder, requestLoader } from "../../graphql/loaders.js";
import { FolderRef } from "../folders/folder.type.js";
import { membershipOf, type TeamNode, teamPlace } from "../folders/place.js";
import { OrganizationRef, OrganizationRoleEnum } from "../organizations/organization.type.js";
import { findTeams } from "./team-queries.js";

export const TEAM_NOT_FOUND = "This team does not exist or you cannot see it.";

/** Loaded by id for the viewer: a team they cannot see loads as NOT_FOUND. */
export const TeamRef = builder.loadableObjectRef<TeamNode, string>("Team", {
  load: async (ids, context) => {
    const found = await findTeams(context.db, viewerOf(context).userId, ids);
    for (const { team, rootFolder } of found) {
      if (rootFolder) rootFolderLoader(context).prime(team.id, rootFolder);
    }
    return inKeyOrder(
      ids,
      found.map(({ team }) => team),
      (team) => team.id,
      () => apiError("NOT_FOUND", TEAM_NOT_FOUND),
    );
  },
  cacheResolved: (team) => team.id,
});

/** By team id; a team loaded by id primes it with the root folder read in the same statement. */
const rootFolderLoader = requestLoader(async (teamIds: readonly string[], context) => {
  const found = await findTeams(context.db, viewerOf(context).userId, teamIds);
  return inKeyOrder(
    teamIds,
    found.flatMap(({ rootFolder }) => (rootFolder ? [rootFolder] : [])),
    (folder) => folder.team_id ?? "",
    () => apiError("NOT_FOUND", TEAM_NOT_FOUND),
  );
});

TeamRef.implement({
  description: "A group of members with its own tree of folders.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    globalInOrganization: t.exposeBoolean("is_global"),
    publicInOrganization: t.exposeBoolean("public_in_organization"),
    archived: t.exposeBoolean("archived"),
    organization: t.field({
      type: OrganizationRef,
      resolve: (team) => team.organization_id,
    }),
    currentUserRole: t.field({
      type: OrganizationRoleEnum,
      nullable: true,
      description: "The viewer's workspace role, once they have joined the team; null until then.",
      resolve: (team) => (team.is_member ? team.viewer_role : null),
    }),
    isEditable: t.boolean({
      description: "Whether the viewer may create files and folders in the team's root folder.",
      resolve: (team) => itemAccess(membershipOf(team), teamPlace(team)).canEdit,
    }),
    rootFolder: t.field({
      type: FolderRef,
      resolve: (team, _args, context) => rootFolderLoader(context).load(team.id),
    }),
  }),
});
