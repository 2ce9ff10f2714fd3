import { builder } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { fail } from "../../graphql/errors.js";
import { requestLoader } from "../../graphql/loaders.js";
import { OrganizationRef } from "../organizations/organization.type.js";
import { ORGANIZATION_NOT_FOUND } from "../organizations/organization-queries.js";
import { TeamRef } from "./team.type.js";
import { findVisibleTeams } from "./team-queries.js";

/** By workspace id: every team the viewer can see there, archived ones included. */
const visibleTeamsLoader = requestLoader(async (organizationIds: readonly string[], context) =>
  findVisibleTeams(context.db, viewerOf(context).userId, organizationIds),
);

/** The same, with the private teams that invited the viewer. */
const listedTeamsLoader = requestLoader(async (organizationIds: readonly string[], context) =>
  findVisibleTeams(context.db, viewerOf(context).userId, organizationIds, {
    includeInvited: true,
  }),
);

builder.objectFields(OrganizationRef, (t) => ({
  globalTeam: t.field({
    type: TeamRef,
    resolve: async (organization, _args, context) => {
      const teams = await visibleTeamsLoader(context).load(organization.id);
      return teams.find((team) => team.is_global) ?? fail("NOT_FOUND", ORGANIZATION_NOT_FOUND);
    },
  }),
  teams: t.field({
    type: [TeamRef],
    description:
      "The sidebar's teams: those the viewer can see that are not archived, the global team first, then by name.",
    resolve: async (organization, _args, context) =>
      (await visibleTeamsLoader(context).load(organization.id)).filter((team) => !team.archived),
  }),
  allTeams: t.field({
    type: [TeamRef],
    description:
      "The Teams settings page's list: the teams the viewer can see or is invited to, archived ones included, the global team first, then by name.",
    resolve: (organization, _args, context) => listedTeamsLoader(context).load(organization.id),
  }),
}));

builder.queryFields((t) => ({
  team: t.field({
    type: TeamRef,
    authScopes: { signedIn: true },
    description:
      "A team the viewer can see or is invited to (archived ones included); NOT_FOUND otherwise.",
    args: { id: t.arg.id() },
    resolve: (_root, { id }) => id,
  }),
}));
