import { guardApiTokens } from "../modules/api-tokens/api-token-guard.js";
import { builder } from "./builder.js";
import "../modules/admin/admin-organizations.graphql.js";
import "../modules/admin/admin-users.graphql.js";
import "../modules/admin/deployment-settings.graphql.js";
import "../modules/admin/white-label.graphql.js";
import "../modules/api-tokens/api-tokens.graphql.js";
import "../modules/auth/auth.graphql.js";
import "../modules/billing/billing.graphql.js";
import "../modules/changelogs/admin-changelogs.graphql.js";
import "../modules/changelogs/changelogs.graphql.js";
import "../modules/folders/folders.graphql.js";
import "../modules/invites/invites.graphql.js";
import "../modules/logs/logs.graphql.js";
import "../modules/organizations/organization-settings.graphql.js";
import "../modules/members/member.type.js";
import "../modules/members/members.graphql.js";
import "../modules/organizations/organizations.graphql.js";
import "../modules/organizations/plan.graphql.js";
import "../modules/organizations/poc.graphql.js";
import "../modules/palettes/palettes.graphql.js";
import "../modules/search/search.graphql.js";
import "../modules/comments/comments.graphql.js";
import "../modules/comments/mentionable-members.graphql.js";
import "../modules/notifications/notifications.graphql.js";
import "../modules/share-links/share-links.graphql.js";
import "../modules/brush-presets/brush-presets.graphql.js";
import "../modules/ai-settings/ai-settings.graphql.js";
import "../modules/ai-settings/render-styles.graphql.js";
import "../modules/generations/generations.graphql.js";
import "../modules/generations/open-output.graphql.js";
import "../modules/teams/team-mutations.graphql.js";
import "../modules/teams/teams.graphql.js";
import "../modules/tracking/tracking.graphql.js";
import "../modules/trash/trash.graphql.js";
import "../modules/sso/sso.graphql.js";
import "../modules/users/users.graphql.js";
import "../modules/workbenches/workbenches.graphql.js";
import "../modules/versions/versions.graphql.js";

/**
 * Every module registers its types on import; this is the assembled schema, with the personal
 * access tokens' guard in front of every root field.
 */
export const schema = guardApiTokens(builder.toSchema({ sortSchema: true }));
