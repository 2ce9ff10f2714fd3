import type { UserRow } from "../../db/types.js";
import { builder } from "../../graphql/builder.js";
import { deploymentSettings } from "../admin/deployment-settings.js";
import { OrganizationRef, OrganizationRoleEnum } from "../organizations/organization.type.js";
import { listViewerOrganizations } from "../organizations/organization-queries.js";

export const UserRef = builder.objectRef<UserRow>("User");

const UserOrganizationEdge = builder.simpleObject("UserOrganizationEdge", {
  fields: (t) => ({
    node: t.field({ type: OrganizationRef }),
    role: t.field({ type: OrganizationRoleEnum }),
  }),
});

const UserOrganizationsConnection = builder.simpleObject("UserOrganizationsConnection", {
  fields: (t) => ({
    edges: t.field({ type: [UserOrganizationEdge] }),
    totalCount: t.int(),
  }),
});

UserRef.implement({
  description: "A person with an account. Only the user themself is ever returned here.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    occupation: t.exposeString("occupation", { nullable: true }),
    description: t.exposeString("description", { nullable: true }),
    isAdmin: t.exposeBoolean("is_admin"),
    lastChangelogSeenAt: t.expose("last_changelog_seen_at", { type: "DateTime", nullable: true }),
    createdAt: t.expose("created_at", { type: "DateTime" }),
    lastActive: t.expose("last_active_at", { type: "DateTime", nullable: true }),
    hasName: t.boolean({
      description: "False until onboarding has asked for a name.",
      resolve: (user) => user.name.trim().length > 0,
    }),
    blockCreateOrganization: t.boolean({
      description: "Set when this deployment does not let users create workspaces.",
      resolve: async (_user, _args, context) =>
        (await deploymentSettings(context.db, context.services.config)).blockCreateOrganization,
    }),
    organizations: t.field({
      type: UserOrganizationsConnection,
      description: "The user's workspaces; for a personal access token, only the token's own.",
      resolve: async (user, _args, context) => {
        const reach = context.viewer?.apiToken?.organizationId;
        const organizations = (await listViewerOrganizations(context.db, user.id)).filter(
          (organization) => reach === undefined || organization.id === reach,
        );
        return {
          edges: organizations.map((organization) => ({
            node: organization,
            role: organization.current_user_role,
          })),
          totalCount: organizations.length,
        };
      },
    }),
  }),
});
