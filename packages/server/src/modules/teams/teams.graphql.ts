import { builder } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { OrganizationRef } from "../organizations/organization.type.js";
import { TeamRef } from "./team.type.js";
import { findSidebarTeams } from "./team-queries.js";

builder.objectField(OrganizationRef, "teams", (t) =>
  t.field({
    type: [TeamRef],
    description:
      "The sidebar's teams: those the viewer can see that are not archived, the global team first, then by name.",
    resolve: (organization, _args, context) =>
      findSidebarTeams(context.db, viewerOf(context).userId, organization.id),
  }),
);

builder.queryFields((t) => ({
  team: t.field({
    type: TeamRef,
    authScopes: { signedIn: true },
    description: "A team the viewer can see (archived ones included); NOT_FOUND otherwise.",
    args: { id: t.arg.id() },
    resolve: (_root, { id }) => id,
  }),
}));
