import { randomUUID } from "node:crypto";
import { ERROR_CODES } from "@contour/core";
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from "graphql";
import { describe, expect, test } from "vitest";
import { buildUser } from "../test/factories.js";
import { errorOf, useTestServer } from "../test/server.js";
import { schema } from "./schema.js";

/**
 * Who may call what (STYLE 16). Changing a line here is changing who can reach an operation:
 * review it as a permission change. "signedIn" is enforced by the field's Pothos authScopes
 * before the resolver runs; the comments name the finer rule the resolver checks after that.
 */
const EXPECTED_ACCESS = {
  Query: {
    accessLogs: "signedIn", // viewLogs (ADMIN) in the workspace, plan with accessLogs
    activityLogs: "signedIn", // viewLogs (ADMIN) in the workspace, plan with activityLogs
    adminChangelog: "staff",
    adminChangelogs: "staff",
    adminOrganization: "staff", // any workspace, member or not
    adminOrganizations: "staff", // Contour staff (isAdmin), else FORBIDDEN; drafts included
    adminUser: "staff", // any account, with its sessions
    adminUsers: "staff",
    apiTokens: "signedIn", // the caller's own tokens only; a token itself is refused (api-token-reach.ts)
    changelogPreview: "staff",
    changelogs: "signedIn", // the same published entries for everyone
    currentUser: "public", // null for a visitor; only ever the caller
    deploymentSettings: "staff",
    draftsFolder: "signedIn", // member of the workspace, else NOT_FOUND; the caller's own drafts
    draftsTrash: "signedIn", // member, else NOT_FOUND; the caller's own drafts' entries
    folder: "signedIn", // itemAccess canView (core/access.ts), else NOT_FOUND
    folderTree: "signedIn", // member, else NOT_FOUND; only the folders the caller can see
    inviteWhiteLabelIconUrl: "public", // holder of a valid invite link's token
    loginConfiguration: "public",
    organization: "signedIn", // member of the workspace, else NOT_FOUND
    organizationSso: "signedIn", // manageOrganization (ADMIN), else FORBIDDEN; never the secret
    organizationWorkbenches: "signedIn", // member, else NOT_FOUND; only the files the caller can see
    pendingOrganizationInvites: "signedIn", // invites to the caller's own email
    recentWorkbenches: "signedIn", // member, else NOT_FOUND; the caller's views of files they see
    registerTokenInfo: "public", // holder of an unused register token
    search: "signedIn", // member, else NOT_FOUND; only the files and folders the caller can see
    team: "signedIn", // public in the workspace, joined or invited to, else NOT_FOUND
    teamTrash: "signedIn", // the team visible to the caller (its root folder), else NOT_FOUND
    unseenChangelogs: "signedIn", // relative to the caller's lastChangelogSeenAt
    upgradeableOrganizations: "signedIn", // only the caller's workspaces where canUpgradeTo (core/upgrade.ts)
    workbench: "signedIn", // itemAccess canView, else NOT_FOUND
    workspacePalette: "signedIn", // member of the workspace, else NOT_FOUND
    workspaceApiTokens: "signedIn", // manageOrganization (ADMIN; core canManageWorkspaceApiTokens), else FORBIDDEN; never a secret
    brushPresets: "signedIn", // member, else NOT_FOUND; own presets and those shared in the workspace
    generations: "signedIn", // itemAccess canView on the workbench, else NOT_FOUND
    renderSetup: "signedIn", // itemAccess canView on the workbench, else NOT_FOUND
    organizationAiSettings: "signedIn", // manageOrganization (ADMIN), else FORBIDDEN; never the token
    workbenchSharing: "signedIn", // itemAccess canEdit on the file (core canShareWorkbench), else FORBIDDEN / NOT_FOUND
    organizationShareLinks: "signedIn", // canManageShareLinks (ADMIN), else FORBIDDEN; NOT_FOUND outside
    organizationSharing: "signedIn", // canManageShareLinks (ADMIN), else FORBIDDEN; NOT_FOUND outside
    workspaceRenderStyles: "signedIn", // manageOrganization (ADMIN), else FORBIDDEN; members read them in renderSetup
    workbenchVersions: "signedIn", // itemAccess canView on the workbench, else NOT_FOUND
    workbenchVersion: "signedIn", // itemAccess canView on its workbench, else NOT_FOUND
    commentThreads: "signedIn", // itemAccess canView on the workbench, else NOT_FOUND
    mentionableMembers: "signedIn", // itemAccess canView on the workbench; only members who see it
    notifications: "signedIn", // the caller's own, of workspaces they are still in
  },
  Mutation: {
    saveWorkbenchVersion: "signedIn", // versionAbilities canSave (itemAccess canEdit); 100 named a file, 60 writes per 10 min
    restoreWorkbenchVersion: "signedIn", // versionAbilities canRestore (itemAccess canEdit) on its workbench, else NOT_FOUND
    nameWorkbenchVersion: "signedIn", // versionAbilities canName (itemAccess canEdit); 100 named a file, 60 writes per 10 min
    deleteWorkbenchVersion: "signedIn", // canDeleteVersion: canName and a NAMED version; 60 writes per 10 min
    openWorkbenchVersionAsCopy: "signedIn", // itemAccess canView on its workbench (else NOT_FOUND), canEdit on that folder
    createCommentThread: "signedIn", // core commentRefusal: canView, editContent or viewersMayComment, not archived; 2,000 a file
    replyToCommentThread: "signedIn", // commentRefusal on its file (NOT_FOUND unseen); open threads; mentions 10 a comment, 60 an hour
    updateComment: "signedIn", // its author only (core canChangeComment), and commentRefusal
    deleteComment: "signedIn", // its author only (core canChangeComment); the opening takes the thread
    resolveCommentThread: "signedIn", // commentRefusal on its file (NOT_FOUND unseen)
    reopenCommentThread: "signedIn", // commentRefusal on its file (NOT_FOUND unseen)
    markNotificationsRead: "signedIn", // the caller's own notifications only
    createShareLink: "signedIn", // canShareWorkbench (canEdit, sharing on); 30 an hour a user; 50 live a file
    revokeShareLink: "signedIn", // canRevokeShareLink: its creator while they may edit the file, or ADMIN
    updateOrganizationSharing: "signedIn", // canManageShareLinks (ADMIN)
    openShareLink: "public", // holder of a live link's token (and its password); 120 opens / 15 min an IP
    startGeneration: "signedIn", // itemAccess canEdit on the workbench; AI on, quota and waiting limit
    cancelGeneration: "signedIn", // its requester (editContent) or manageOrganization (ADMIN)
    deleteGeneration: "signedIn", // its requester (editContent) or manageOrganization (ADMIN)
    deleteGenerationOutput: "signedIn", // its request's requester (editContent) or manageOrganization (ADMIN)
    openGenerationOutputAsWorkbench: "signedIn", // itemAccess canView on its workbench (else NOT_FOUND), canEdit on that folder
    updateOrganizationAiSettings: "signedIn", // manageOrganization (ADMIN); a workspace backend's address checked
    checkOrganizationAiBackend: "signedIn", // manageOrganization (ADMIN); 20 an hour a workspace
    createRenderStyle: "signedIn", // manageOrganization (ADMIN); every field checked, at most 24 of the workspace's own
    updateRenderStyle: "signedIn", // manageOrganization (ADMIN); every field checked, names unique in the workspace
    resetRenderStyle: "signedIn", // manageOrganization (ADMIN); only Contour's styles
    deleteRenderStyle: "signedIn", // manageOrganization (ADMIN); only the workspace's own styles
    acceptOrganizationInvite: "signedIn", // a pending invite to the caller's own email
    addPaletteColor: "signedIn", // editContent (EDITOR, ADMIN) in the workspace; at most 64 swatches
    deleteBrushPreset: "signedIn", // its owner (editContent), or manageOrganization (ADMIN) for a shared one
    addOrganizationDomain: "signedIn", // manageOrganization (ADMIN); at most 10, one workspace per verified domain
    changePassword: "signedIn", // knows the current password
    confirmOrganizationDeletion: "signedIn", // valid unspent deletion link; deleteOrganization (ADMIN), not manual
    createChangelog: "staff",
    createOrganization: "signedIn", // unless blockCreateOrganization (/admin, else the environment)
    createOrganizationInvite: "signedIn", // inviteMembers in the workspace (ADMIN), seats left
    createApiToken: "signedIn", // member of the workspace (NOT_FOUND), a scope their role allows; 20 live a user, 10 an hour; never with a token
    createFolder: "signedIn", // itemAccess canEdit on the parent, else FORBIDDEN (NOT_FOUND unseen)
    createTeam: "signedIn", // manageTeams (ADMIN), plan with teamCreation
    createUser: "public", // holder of an unused register token
    createSubscriptionManagementPortal: "signedIn", // workspace admin, not manual, else FORBIDDEN / MANUAL_LIMITATION_ERROR
    createWorkbench: "signedIn", // itemAccess canEdit on the folder
    deleteFolders: "signedIn", // canEdit on every folder; never a root folder
    deleteTrashItemsForever: "signedIn", // canPurgeTrash (core/trash.ts): Admin in a team, owner in drafts
    emptyTrash: "signedIn", // canPurgeTrash on the team or drafts (core/trash.ts)
    restoreTrashItems: "signedIn", // canRestoreFromTrash: canEdit where the item was
    deleteWorkbenches: "signedIn", // canEdit on every file
    deleteChangelog: "staff",
    deleteCurrentUser: "signedIn", // holder of the caller's own deletion token
    deleteTeam: "signedIn", // sees the team, core teamActionRefusal "delete": ADMIN, never the global team
    deleteTeamInvite: "signedIn", // sees the team, teamActionRefusal: ADMIN, not archived
    deleteOrganizationDomain: "signedIn", // manageOrganization in the domain's workspace (ADMIN)
    deleteOrganizationInvite: "signedIn", // removeMembers in the workspace (ADMIN)
    deleteOrganizationMembersAndInvites: "signedIn", // removeMembers (ADMIN); one admin stays
    duplicateWorkbench: "signedIn", // canView on the file, canEdit on the target, same workspace
    forgotPassword: "public", // rate-limited per IP and email
    generateRegisterToken: "public", // rate-limited per IP and email
    inviteToTeam: "signedIn", // sees the team, teamActionRefusal: ADMIN, not global or archived; seats
    joinTeam: "signedIn", // a public team or a private one that invited them; not archived
    login: "public", // rate-limited per IP and account
    logout: "signedIn",
    nextLoginStep: "public", // rate-limited per IP
    publishTrackingEvent: "signedIn",
    quitOrganization: "signedIn", // any member, themself only; not the last admin
    recordWorkbenchView: "signedIn", // canView on the file
    removePaletteColor: "signedIn", // editContent (EDITOR, ADMIN) in the workspace
    saveBrushPreset: "signedIn", // editContent (EDITOR, ADMIN); at most 50 a member, 100 shared
    removeWhiteLabelIcon: "staff", // logged with the staff member's name
    removeUserFromTeam: "signedIn", // sees the team; oneself, or others as ADMIN; not global or archived
    removeUserFromOrganization: "signedIn", // removeMembers (ADMIN); one admin stays
    requestDeleteCurrentUserEmail: "signedIn",
    requestOrganizationDeletionEmail: "signedIn", // deleteOrganization (ADMIN), not manual
    resetPassword: "public", // holder of an unused reset token
    revokeApiToken: "signedIn", // its owner, or manageOrganization (ADMIN) in its workspace, else NOT_FOUND; never with a token
    revokeAdminUserSessions: "staff", // written to the staff audit trail
    setPasswordWithToken: "public", // holder of an unused register token
    subscribeToPlan: "signedIn", // workspace admin, canUpgradeTo the plan, else FORBIDDEN / BAD_USER_INPUT
    updateBrushPreset: "signedIn", // its owner (editContent); a workspace ADMIN may stop sharing another's
    updateAdminOrganization: "staff", // each change logged with the staff member's name
    updateAdminUser: "staff", // not one's own disabling or demotion; staff audit trail
    updateBillingEmail: "signedIn", // workspace admin, not manual, a live subscription
    updateChangelog: "staff", // publishing stamps the date once
    updateDeploymentSettings: "staff", // staff audit trail
    updateFolder: "signedIn", // canEdit on the folder; never a root folder
    updateFolders: "signedIn", // canEdit on every folder and on the target, same workspace
    updateOrganizationPlan: "staff", // Contour staff (isAdmin) only, else FORBIDDEN
    updateOrganization: "signedIn", // manageOrganization in the workspace (ADMIN), else FORBIDDEN
    updateOrganizationInvite: "signedIn", // changeRoles (ADMIN), seats left
    updateOrganizationMember: "signedIn", // changeRoles (ADMIN), not one's own, seats left, one admin stays
    updateOrganizationPoc: "staff", // Contour staff (isAdmin) only, else FORBIDDEN
    updateOrganizationSso: "signedIn", // manageOrganization (ADMIN); the secret stored sealed
    updateTeam: "signedIn", // sees the team, teamActionRefusal (ADMIN; archived: restore only); teamArchival
    updateUser: "signedIn", // the caller's own id only, else FORBIDDEN
    updateWorkbench: "signedIn", // canEdit on the file
    updateWorkbenches: "signedIn", // canEdit on every file and on the target, same workspace
    verifyOrganizationDomain: "signedIn", // manageOrganization (ADMIN); 20 DNS checks an hour a workspace
  },
} as const;

type RootName = keyof typeof EXPECTED_ACCESS;
type RootField = GraphQLField<unknown, unknown>;

/** The field's Pothos scope-auth declaration, as one word for the table above. */
function accessOf(field: RootField): string {
  const extensions = field.extensions as { pothosOptions?: { authScopes?: unknown } };
  const scopes = extensions.pothosOptions?.authScopes;
  if (scopes === undefined) return "public";
  if (typeof scopes === "function") return "dynamic scopes (a function): describe it here";
  if (JSON.stringify(scopes) === JSON.stringify({ signedIn: true })) return "signedIn";
  return JSON.stringify(scopes) === JSON.stringify({ staff: true })
    ? "staff"
    : JSON.stringify(scopes);
}

function rootType(name: RootName): GraphQLObjectType {
  const type = name === "Query" ? schema.getQueryType() : schema.getMutationType();
  if (!type) throw new Error(`the schema has no ${name} type`);
  return type;
}

function fieldsOf(name: RootName): RootField[] {
  return Object.values(rootType(name).getFields());
}

/** A value of the right type, so that the call passes validation and reaches the auth check. */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields()).map((field) => [field.name, sampleValue(field.type)]),
    );
  }
  switch (type.name) {
    case "ID":
      return randomUUID();
    case "Int":
    case "Float":
      return 1;
    case "Boolean":
      return true;
    case "DateTime":
      return new Date().toISOString();
    case "JSON":
      return {};
    default:
      return "x";
  }
}

/** An operation calling one root field with sample arguments, selecting only __typename. */
function probe(root: RootName, field: RootField) {
  const declarations = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(", ");
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
  const selection = isLeafType(getNamedType(field.type)) ? "" : " { __typename }";
  const operation = root === "Query" ? "query" : "mutation";
  return {
    query: `${operation} Probe${declarations ? `(${declarations})` : ""} {
      ${field.name}${passed ? `(${passed})` : ""}${selection}
    }`,
    variables: Object.fromEntries(field.args.map((arg) => [arg.name, sampleValue(arg.type)])),
  };
}

const server = useTestServer();

describe.each(["Query", "Mutation"] as const)("%s", (root) => {
  test("every field is in the access table, with the access it declares", () => {
    const declared = Object.fromEntries(
      fieldsOf(root).map((field) => [field.name, accessOf(field)]),
    );
    expect(declared).toEqual(EXPECTED_ACCESS[root]);
  });

  const signedIn = fieldsOf(root).filter((field) => accessOf(field) === "signedIn");
  const open = fieldsOf(root).filter((field) => accessOf(field) === "public");
  const staffOnly = fieldsOf(root).filter((field) => accessOf(field) === "staff");

  test.each(staffOnly.map((field) => [field.name, field] as const))(
    "%s refuses a visitor (UNAUTHENTICATED) and anyone signed in but staff (FORBIDDEN)",
    async (_name, field) => {
      const { query, variables } = probe(root, field);
      expect(errorOf(await server.gql(query, variables)).code).toBe("UNAUTHENTICATED");
      const someone = await buildUser(server.db);
      expect(errorOf(await server.gql(query, variables, { token: someone.token }))).toEqual({
        code: "FORBIDDEN",
        message: expect.stringMatching(/^Only Contour staff/),
      });
    },
  );

  test.each(signedIn.map((field) => [field.name, field] as const))(
    "%s refuses a visitor and an unknown token with UNAUTHENTICATED",
    async (_name, field) => {
      const { query, variables } = probe(root, field);
      expect(errorOf(await server.gql(query, variables))).toEqual({
        code: "UNAUTHENTICATED",
        message: "You need to sign in to do this.",
      });
      const withUnknownToken = await server.gql(query, variables, { token: "not-a-session" });
      expect(errorOf(withUnknownToken).code).toBe("UNAUTHENTICATED");
    },
  );

  test.each(open.map((field) => [field.name, field] as const))(
    "%s answers a visitor without asking to sign in",
    async (_name, field) => {
      const { query, variables } = probe(root, field);
      const response = await server.gql(query, variables);
      // Sample arguments may be refused, but only for what they say, never for who sends them.
      const allowed = ERROR_CODES.filter((code) => code !== "UNAUTHENTICATED");
      for (const error of response.errors ?? []) {
        expect(allowed).toContain(error.extensions?.code);
      }
    },
  );
});

test("no other type restricts its fields by scope, and there are no subscriptions", () => {
  // When one of these fails, add the new entry point to the access table above.
  expect(schema.getSubscriptionType()).toBeFalsy();
  const roots = new Set(["Query", "Mutation"]);
  const scoped = Object.values(schema.getTypeMap())
    .filter(
      (type): type is GraphQLObjectType =>
        isObjectType(type) && !roots.has(type.name) && !type.name.startsWith("__"),
    )
    .flatMap((type) =>
      Object.values(type.getFields())
        .filter((field) => accessOf(field) !== "public")
        .map((field) => `${type.name}.${field.name}`),
    );
  expect(scoped).toEqual([]);
});
