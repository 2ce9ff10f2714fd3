import { cacheExchange, type KeyingConfig } from "@urql/exchange-graphcache";
import { Client, fetchExchange } from "urql";
import { APP_HEADERS } from "../lib/cookie-session";
import { cacheUpdates } from "./cache-updates";

/**
 * Payload types without an id are embedded in their parent rather than normalised;
 * InvitedOrganization shares ids with Organization but is a different shape, so it is keyed
 * by its own typename (graphcache keys by typename + id already).
 */
const EMBEDDED_TYPES = [
  "AccessLogConnection",
  "ActivityLogConnection",
  "ActivityMetadata",
  "AdminUserConnection",
  // Keyed by the workspace's id, but carries the role of one account in it.
  "AdminUserWorkspace",
  "AuthPayload",
  "BillingRedirect",
  "BreadcrumbConnection",
  "CreatedShareLink",
  "ChangelogConnection",
  // Holds a token's secret, shown once: never a cache entry of its own.
  "CreatedApiToken",
  "CommentThreadConnection",
  "DeletePayload",
  "FolderConnection",
  "GenerateRegisterTokenPayload",
  "GenerationConnection",
  "RestoreWorkbenchVersionPayload",
  "LoginConfiguration",
  "MarkNotificationsReadPayload",
  "NextLoginStepResult",
  "NotificationConnection",
  "OkPayload",
  "OpenShareLinkResult",
  "OrganizationFeatureFlags",
  "OrganizationInvite",
  "OrganizationInvitesConnection",
  "OrganizationMemberEdge",
  "OrganizationMembersConnection",
  "OrganizationMembersRemoval",
  "OrganizationSubscription",
  "PageInfo",
  "RegisterTokenInfo",
  "RenderSetup",
  "RenderStyle",
  "SearchConnection",
  "SharedWorkbench",
  "ShareLinkConnection",
  "StatusPayload",
  "SuccessPayload",
  "TeamInvite",
  "TeamInvitesConnection",
  "TeamMembersConnection",
  "TeamPayload",
  "UpdateFoldersPayload",
  "UpdateWorkbenchesPayload",
  "UserOrganizationEdge",
  "UserOrganizationsConnection",
  "UsersOnTeam",
  "UsersOnTeamsConnection",
  "WorkbenchConnection",
  "WorkbenchVersionConnection",
  // Read again from the network after each change (the Share dialog).
  "WorkbenchSharing",
] as const;

const keys: KeyingConfig = {
  ...Object.fromEntries(EMBEDDED_TYPES.map((typename) => [typename, () => null])),
  // One per deployment: the query and the mutation that changes it share one cache entry.
  DeploymentSettings: () => "deployment",
  // One per workspace, named by it: a saved form updates the page's query.
  OrganizationSso: (data) => String(data.organizationId),
  OrganizationSharing: (data) => String(data.organizationId),
  // One per workspace: adding or removing a colour updates the Brush panel's query.
  WorkspacePalette: (data) => String(data.organizationId),
  // One per workspace: a style saved, reset, added or deleted updates Settings › AI's list.
  WorkspaceRenderStyles: (data) => String(data.organizationId),
};

/**
 * One client per session: the app builds a new one whenever the session changes, which is how a
 * sign-out drops every cached answer of the previous user. The session itself is the cookie,
 * sent with every same-origin request.
 */
export function createGraphqlClient(): Client {
  return new Client({
    url: "/graphql",
    // The API takes POST; GET would also put variables (passwords, tokens) into URLs and logs.
    preferGetMethod: false,
    fetchOptions: { headers: APP_HEADERS },
    exchanges: [cacheExchange({ keys, updates: cacheUpdates }), fetchExchange],
  });
}
