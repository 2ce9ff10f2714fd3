import { itemAccess } from "@contour/core";
import { builder } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { apiError } from "../../graphql/errors.js";
import { inKeyOrder, requestLoader } from "../../graphql/loaders.js";
import { FolderRef } from "../folders/folder.type.js";
import { membershipOf, type TeamNode, teamPlace } from "../folders/place.js";
import { OrganizationRef, OrganizationRoleEnum } from "../organizations/organization.type.js";
import { TEAM_NOT_FOUND } from "./team-messages.js";
import { findTeamInvites, findTeamMembers, findTeams, type TeamView } from "./team-queries.js";

/**
 * Loaded by id for the viewer: a team they cannot see loads as NOT_FOUND. A team reached through
 * a folder (folder.rootTeam) comes without is_invited; the relation field loads it then.
 */
export const TeamRef = builder.loadableObjectRef<TeamNode & Partial<TeamView>, string>("Team", {
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

const teamMembersLoader = requestLoader((teamIds: readonly string[], context) =>
  findTeamMembers(context.db, teamIds),
);
const teamInvitesLoader = requestLoader((teamIds: readonly string[], context) =>
  findTeamInvites(context.db, teamIds),
);

export const TeamRelationEnum = builder.enumType("TeamRelation", {
  description: "The viewer's relation to a team (spec workspace-admin §2, Teams page).",
  values: ["NONE", "INVITED", "JOINED"] as const,
});

/** Another member of the workspace, as a team shows them: only who they are. */
const TeamUser = builder.simpleObject("TeamUser", {
  fields: (t) => ({ id: t.id(), name: t.string(), email: t.string() }),
});

const UsersOnTeam = builder.simpleObject("UsersOnTeam", {
  fields: (t) => ({
    user: t.field({ type: TeamUser }),
    userRoleInOrganization: t.field({ type: OrganizationRoleEnum }),
  }),
});

const UsersOnTeamsConnection = builder.simpleObject("UsersOnTeamsConnection", {
  fields: (t) => ({ totalCount: t.int(), nodes: t.field({ type: [UsersOnTeam] }) }),
});

const TeamInvite = builder.simpleObject("TeamInvite", {
  fields: (t) => ({ email: t.string() }),
});

const TeamInvitesConnection = builder.simpleObject("TeamInvitesConnection", {
  fields: (t) => ({ totalCount: t.int(), nodes: t.field({ type: [TeamInvite] }) }),
});

const TeamMembersConnection = builder.simpleObject("TeamMembersConnection", {
  fields: (t) => ({ nodes: t.field({ type: [TeamUser] }) }),
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
    currentUserRelation: t.field({
      type: TeamRelationEnum,
      description: "JOINED once a member; INVITED while an invite waits for the viewer's email.",
      resolve: async (team, _args, context) => {
        if (team.is_member) return "JOINED";
        const invited =
          team.is_invited ?? (await TeamRef.getDataloader(context).load(team.id)).is_invited;
        return invited ? "INVITED" : "NONE";
      },
    }),
    usersOnTeamsByTeamId: t.field({
      type: UsersOnTeamsConnection,
      description: "The team's members with their workspace role, by name.",
      resolve: async (team, _args, context) => {
        const members = await teamMembersLoader(context).load(team.id);
        return {
          totalCount: members.length,
          nodes: members.map((member) => ({
            user: { id: member.id, name: member.name, email: member.email },
            userRoleInOrganization: member.role,
          })),
        };
      },
    }),
    members: t.field({
      type: TeamMembersConnection,
      resolve: async (team, _args, context) => ({
        nodes: await teamMembersLoader(context).load(team.id),
      }),
    }),
    invites: t.field({
      type: TeamInvitesConnection,
      description: "Emails invited to the team that have not joined it yet, oldest first.",
      resolve: async (team, _args, context) => {
        const invites = await teamInvitesLoader(context).load(team.id);
        return { totalCount: invites.length, nodes: invites };
      },
    }),
    rootFolder: t.field({
      type: FolderRef,
      resolve: (team, _args, context) => rootFolderLoader(context).load(team.id),
    }),
  }),
});
