import {
  CSRF_HEADER,
  type OrganizationRole,
  SESSION_COOKIE_PATH,
  type SubscriptionPlan,
} from "@contour/core";
import type { Db } from "../db/connection.js";
import type { MatrixActor, MatrixTarget } from "../graphql/authorization-matrix.js";
import { whiteLabelIconUrl } from "../modules/admin/white-label-icon.js";
import { issueOneTimeToken } from "../modules/auth/one-time-tokens.js";
import { hashSecretToken, newSecretToken } from "../modules/auth/secret-token.js";
import { sandboxInvoicePdfPath } from "../modules/billing/sandbox-invoices.js";
import { startCheckout } from "../modules/billing/start-checkout.js";
import type { LinkTokens } from "../modules/links/link-tokens.js";
import { logoUrl } from "../modules/organizations/organization-logo.js";
import { SHARE_LINK_HEADER } from "../modules/share-links/share-link-images.routes.js";
import { signViewCredential } from "../modules/share-links/view-credential.js";
import { thumbnailUrl } from "../modules/workbenches/thumbnail-url.js";
import type { AppServices } from "../services.js";
import { buildApiToken } from "./api-token-factories.js";
import {
  MATRIX_PNG,
  type MatrixWorkspace,
  type MatrixWorld,
  matrixImageBlobId,
} from "./authorization-world.js";
import { buildBrushPreset, PENCIL_SETTINGS } from "./brush-preset-factories.js";
import { buildCommentThread, firstArtboardId } from "./comment-factories.js";
import {
  addMember,
  type BuiltUser,
  buildOrganization,
  buildUser,
  uniqueEmail,
} from "./factories.js";
import { buildFolder, buildTeam, buildWorkbench } from "./file-factories.js";
import { buildGeneration } from "./generation-factories.js";
import { buildRenderStyle, renderStyleSettings } from "./render-style-factories.js";
import { buildVersion, openWorkbenchDocument } from "./version-factories.js";

/** What a call of the matrix may use to build its arguments. */
export interface CallContext {
  db: Db;
  linkTokens: LinkTokens;
  world: MatrixWorld;
  actor: MatrixActor;
  /** The caller; null when nobody is signed in. */
  caller: BuiltUser | null;
  /** Whose ids the call names, and that workspace. */
  target: MatrixTarget;
  workspace: MatrixWorkspace;
  /**
   * For calls about an account rather than a workspace: the caller at home (the home Admin for
   * anonymous), the away workspace's admin away.
   */
  subject: BuiltUser;
}

/**
 * How a call that changes more than the fixtures it makes is kept from the others. "workspace":
 * it names a copy of the target workspace made for it, with the same owner and members (quitting
 * the workspace, deleting it, paying for it). "world": a world of its own, callers included
 * (signing out, deleting one's account). Either on the plan asked for, ORGANIZATION by default.
 */
export interface Isolation {
  scope: "workspace" | "world";
  plan?: SubscriptionPlan;
}

export interface OperationCall {
  /** The variables, built for each call, so that no call sees what another changed. */
  variables(context: CallContext): Promise<Record<string, unknown>>;
  isolate?: Isolation;
}

export interface RouteRequest {
  path: string;
  body?: BodyInit;
  headers?: Record<string, string>;
}

export interface RouteCall {
  request(context: CallContext): Promise<RouteRequest>;
  isolate?: Isolation;
}

let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}`;

/** A folder and a file of their own for each call that changes or deletes one. */
const newFolder = (context: CallContext) =>
  buildFolder(context.db, context.workspace.root, { name: unique("Folder") });
const newWorkbench = (context: CallContext) =>
  buildWorkbench(context.db, context.workspace.root, { name: unique("File") });

/** A file of the workspace's root, in its Trash as its owner left it. */
async function newTrashedWorkbench(context: CallContext) {
  const workbench = await newWorkbench(context);
  await context.db
    .updateTable("workbenches")
    .set({ trashed_at: new Date(), trashed_by: context.workspace.owner.user.id })
    .where("id", "=", workbench.id)
    .execute();
  return workbench;
}

/** A public team of the target workspace, with these members. */
async function newTeam(context: CallContext, memberIds: string[] = []) {
  const { team } = await buildTeam(context.db, context.workspace.organizationId, {
    name: unique("Team"),
    memberIds,
  });
  return team;
}

/** Someone else in the target workspace, for calls that change or remove a member. */
async function newMember(context: CallContext, role: OrganizationRole = "VIEWER") {
  const member = await buildUser(context.db, { name: unique("Member") });
  await addMember(context.db, context.workspace.organizationId, member.user.id, role);
  return member;
}

/** A draft changelog entry for a call that edits or deletes one. */
async function newChangelog(context: CallContext): Promise<string> {
  const row = await context.db
    .insertInto("changelogs")
    .values({ title: unique("Entry"), markdown: "draft", content: "<p>draft</p>" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function newInvite(context: CallContext, role: OrganizationRole = "VIEWER") {
  const email = uniqueEmail("invitee");
  await context.db
    .insertInto("organization_invites")
    .values({ organization_id: context.workspace.organizationId, email, role })
    .execute();
  return email;
}

/** A claimed email domain of the target workspace, unique to the call. */
async function newDomain(context: CallContext, verified: boolean): Promise<string> {
  const row = await context.db
    .insertInto("organization_domains")
    .values({
      organization_id: context.workspace.organizationId,
      domain: `matrix-${++counter}.example`,
      verification_token: "matrix",
      verified_at: verified ? new Date() : null,
      verified_by: verified ? "STAFF" : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A request its workspace's admin made on the target's workbench, with one image. */
const adminsGeneration = ({ db, workspace }: CallContext) =>
  buildGeneration(db, {
    organizationId: workspace.organizationId,
    workbenchId: workspace.workbench.id,
    requestedBy: workspace.owner.user.id,
    outputBlobId: matrixImageBlobId(workspace),
  });

/** A named version of the target's workbench, made for the call. */
const matrixVersion = ({ db, workspace }: CallContext) =>
  buildVersion(db, { id: workspace.workbench.id, organizationId: workspace.organizationId });
/** A thread its workspace's admin opened on the target's workbench. */
const adminsThread = ({ db, workspace }: CallContext) =>
  buildCommentThread(db, {
    organizationId: workspace.organizationId,
    workbenchId: workspace.workbench.id,
    authorId: workspace.owner.user.id,
  });

/** A preset the target workspace's admin saved and shares, unique to the call. */
const sharedPreset = ({ db, workspace }: CallContext) =>
  buildBrushPreset(db, {
    organizationId: workspace.organizationId,
    ownerId: workspace.owner.user.id,
    shared: true,
  });

/**
 * The target workspace signs in through an issuer that never answers (and a secret that does
 * not open): its SSO routes then answer every caller alike.
 */
async function enableWorkspaceSso(context: CallContext): Promise<string> {
  const { organizationId } = context.workspace;
  const settings = {
    issuer: "http://127.0.0.1:9",
    client_id: "matrix",
    client_secret_sealed: "matrix",
    enabled: true,
  };
  // Over what updateOrganizationSso's calls saved.
  await context.db
    .insertInto("organization_sso")
    .values({ organization_id: organizationId, ...settings })
    .onConflict((oc) => oc.column("organization_id").doUpdateSet(settings))
    .execute();
  return organizationId;
}

const tokenFor = (db: Db, kind: "register" | "password_reset", user: BuiltUser) =>
  issueOneTimeToken(db, { kind, email: user.user.email, userId: user.user.id });

/**
 * The workspace whose invites a target's calls accept, one per database and target: each caller
 * joins the home one once, and nobody joins the away one.
 */
const invitingWorkspaces = new WeakMap<Db, Map<MatrixTarget, Promise<string>>>();
function invitingWorkspace(db: Db, target: MatrixTarget): Promise<string> {
  const made = invitingWorkspaces.get(db) ?? new Map<MatrixTarget, Promise<string>>();
  invitingWorkspaces.set(db, made);
  const existing = made.get(target);
  if (existing) return existing;
  const organizationId = buildUser(db, { name: "Inviting owner" })
    .then((owner) => buildOrganization(db, owner.user, { name: `Inviting ${target}` }))
    .then((organization) => organization.id);
  made.set(target, organizationId);
  return organizationId;
}

/** A link to the target workspace's file, made by its owner: its id, token and credential. */
async function newShareLink(context: CallContext) {
  const token = newSecretToken();
  const link = await context.db
    .insertInto("share_links")
    .values({
      organization_id: context.workspace.organizationId,
      workbench_id: context.workspace.workbench.id,
      token_hash: hashSecretToken(token),
      created_by: context.workspace.owner.user.id,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { id: link.id, token, credential: await signViewCredential(context.linkTokens, link) };
}

const input = (value: Record<string, unknown>) => ({ input: value });
const constant =
  (variables: Record<string, unknown>) => async (): Promise<Record<string, unknown>> =>
    variables;

/**
 * The arguments of every operation that takes any. An operation missing here that needs one
 * fails the matrix with a message saying so.
 */
export const OPERATION_CALLS: Record<string, OperationCall> = {
  workspaceApiTokens: {
    variables: async ({ workspace }) => ({ organizationId: workspace.organizationId }),
  },
  createApiToken: {
    variables: async ({ workspace }) =>
      input({
        organizationId: workspace.organizationId,
        name: unique("Token"),
        scope: "READ",
        expiresInDays: 30,
      }),
  },
  // A member's token: its owner, or an Admin of its workspace, revokes it.
  revokeApiToken: {
    variables: async (context) => {
      const member = await newMember(context);
      const token = await buildApiToken(context.db, {
        userId: member.user.id,
        organizationId: context.workspace.organizationId,
      });
      return input({ id: token.id });
    },
  },
  accessLogs: {
    variables: async ({ workspace }) => ({ organizationId: workspace.organizationId }),
  },
  adminChangelog: { variables: async (context) => ({ id: await newChangelog(context) }) },
  adminOrganization: { variables: async ({ workspace }) => ({ id: workspace.organizationId }) },
  adminUser: { variables: async ({ db }) => ({ id: (await buildUser(db)).user.id }) },
  changelogPreview: { variables: constant({ markdown: "**probe**" }) },
  inviteWhiteLabelIconUrl: {
    variables: async ({ linkTokens, workspace }) => ({
      token: await linkTokens.sign(
        { purpose: "organization_invite", organizationId: workspace.organizationId },
        60,
      ),
    }),
  },
  activityLogs: {
    variables: async ({ workspace }) => ({ organizationId: workspace.organizationId }),
  },
  draftsFolder: {
    variables: async ({ workspace }) => ({ organizationId: workspace.organizationId }),
  },
  draftsTrash: {
    variables: async ({ workspace }) => ({ organizationId: workspace.organizationId }),
  },
  teamTrash: { variables: async ({ workspace }) => ({ teamId: workspace.teamId }) },
  restoreTrashItems: {
    variables: async (context) =>
      input({ workbenchIds: [(await newTrashedWorkbench(context)).id] }),
  },
  deleteTrashItemsForever: {
    variables: async (context) =>
      input({ workbenchIds: [(await newTrashedWorkbench(context)).id] }),
  },
  emptyTrash: {
    // Its own copy of the workspace: emptying the team's Trash takes every call's entries.
    isolate: { scope: "workspace" },
    async variables(context) {
      await newTrashedWorkbench(context);
      return input({ teamId: context.workspace.teamId });
    },
  },
  folder: { variables: async ({ workspace }) => ({ id: workspace.folder.id }) },
  folderTree: {
    variables: async ({ workspace }) => ({ organizationId: workspace.organizationId }),
  },
  organization: { variables: async ({ workspace }) => ({ id: workspace.organizationId }) },
  organizationSso: {
    variables: async ({ workspace }) => ({ organizationId: workspace.organizationId }),
  },
  workspacePalette: {
    variables: async ({ workspace }) => ({ organizationId: workspace.organizationId }),
  },
  commentThreads: {
    variables: async ({ workspace }) => ({ workbenchId: workspace.workbench.id }),
  },
  mentionableMembers: {
    variables: async ({ workspace }) => ({ workbenchId: workspace.workbench.id }),
  },
  createCommentThread: {
    variables: async ({ db, workspace }) =>
      input({
        workbenchId: workspace.workbench.id,
        artboardId: await firstArtboardId(db, workspace.workbench.id),
        x: 1,
        y: 2,
        body: "Hi",
      }),
  },
  // The admin's thread: whoever may comment replies, resolves and reopens it; only the admin
  // edits or deletes their comment.
  replyToCommentThread: {
    variables: async (context) =>
      input({ threadId: (await adminsThread(context)).threadId, body: "Hi" }),
  },
  resolveCommentThread: {
    variables: async (context) => input({ id: (await adminsThread(context)).threadId }),
  },
  reopenCommentThread: {
    variables: async (context) => input({ id: (await adminsThread(context)).threadId }),
  },
  updateComment: {
    variables: async (context) =>
      input({ id: (await adminsThread(context)).commentId, body: "Edited" }),
  },
  deleteComment: {
    variables: async (context) => input({ id: (await adminsThread(context)).commentId }),
  },
  markNotificationsRead: { variables: constant(input({ all: true })) },
  workbenchSharing: {
    variables: async ({ workspace }) => ({ workbenchId: workspace.workbench.id }),
  },
  organizationShareLinks: {
    variables: async ({ workspace }) => ({ organizationId: workspace.organizationId }),
  },
  organizationSharing: {
    variables: async ({ workspace }) => ({ organizationId: workspace.organizationId }),
  },
  createShareLink: {
    variables: async ({ workspace }) => input({ workbenchId: workspace.workbench.id }),
  },
  revokeShareLink: {
    variables: async (context) => input({ id: (await newShareLink(context)).id }),
  },
  // On already: no change, so every caller may call it alike.
  updateOrganizationSharing: {
    variables: async ({ workspace }) =>
      input({ organizationId: workspace.organizationId, shareLinksEnabled: true }),
  },
  openShareLink: {
    variables: async (context) => input({ token: (await newShareLink(context)).token }),
  },
  brushPresets: {
    variables: async ({ workspace }) => ({ organizationId: workspace.organizationId }),
  },
  organizationWorkbenches: {
    variables: async ({ workspace }) => ({ organizationId: workspace.organizationId }),
  },
  recentWorkbenches: {
    variables: async ({ workspace }) => ({ organizationId: workspace.organizationId }),
  },
  search: {
    variables: async ({ workspace }) => ({ organizationId: workspace.organizationId, query: "a" }),
  },
  registerTokenInfo: {
    variables: async ({ db }) => ({
      token: await issueOneTimeToken(db, {
        kind: "register",
        email: uniqueEmail("newcomer"),
        userId: null,
      }),
    }),
  },
  team: { variables: async ({ workspace }) => ({ id: workspace.teamId }) },
  upgradeableOrganizations: { variables: constant({ plan: "ORGANIZATION" }) },
  workbench: { variables: async ({ workspace }) => ({ id: workspace.workbench.id }) },

  createChangelog: {
    variables: constant(input({ changelog: { title: "Matrix probe", markdown: "probe" } })),
  },
  removeWhiteLabelIcon: {
    // Its own copy of the workspace, which the world gave an icon (authorization-world.ts).
    isolate: { scope: "workspace" },
    async variables({ db, workspace }) {
      await db
        .updateTable("organizations")
        .set({
          white_label_icon_path: `white-label/${workspace.organizationId}-0000000000000000.png`,
        })
        .where("id", "=", workspace.organizationId)
        .execute();
      return input({ organizationId: workspace.organizationId });
    },
  },
  updateAdminOrganization: {
    // The terms it has: the matrix's workspaces keep theirs.
    variables: async ({ workspace }) =>
      input({ id: workspace.organizationId, patch: { subscriptionPlan: "ORGANIZATION" } }),
  },
  updateAdminUser: {
    // An account of its own, made staff: the matrix's callers keep their rights.
    variables: async ({ db }) =>
      input({ id: (await buildUser(db)).user.id, patch: { isAdmin: true } }),
  },
  revokeAdminUserSessions: {
    variables: async ({ db }) => input({ userId: (await buildUser(db)).user.id }),
  },
  // The value it has: every other call of the matrix may create a workspace.
  updateDeploymentSettings: { variables: constant(input({ blockCreateOrganization: false })) },
  deleteChangelog: { variables: async (context) => input({ id: await newChangelog(context) }) },
  updateChangelog: {
    variables: async (context) =>
      input({ id: await newChangelog(context), patch: { published: true } }),
  },

  acceptOrganizationInvite: {
    // Someone else's workspace that invited the caller's own email at home and another email
    // away: only one's own invite can be accepted.
    async variables(context) {
      const organizationId = await invitingWorkspace(context.db, context.target);
      const { caller } = context;
      const email = context.target === "home" && caller ? caller.user.email : uniqueEmail("other");
      await context.db
        .insertInto("organization_invites")
        .values({ organization_id: organizationId, email, role: "VIEWER" })
        .execute();
      return input({ targetOrganizationId: organizationId });
    },
  },
  changePassword: {
    // The session that asks stays signed in, and each caller changes their password once.
    variables: constant(input({ oldPassword: "Sketch1234", newPassword: "Pencil1234" })),
  },
  confirmOrganizationDeletion: {
    isolate: { scope: "workspace" },
    variables: async ({ linkTokens, workspace }) =>
      input({
        deleteConfirmationToken: await linkTokens.sign(
          { purpose: "organization_deletion", organizationId: workspace.organizationId },
          3600,
        ),
      }),
  },
  createFolder: {
    variables: async ({ workspace }) =>
      input({ folder: { name: unique("Folder"), parentId: workspace.root.id } }),
  },
  createOrganization: { variables: constant(input({ name: "Side project" })) },
  createOrganizationInvite: {
    variables: async ({ workspace }) =>
      input({
        organizationInvite: {
          organizationId: workspace.organizationId,
          email: uniqueEmail("invitee"),
          role: "VIEWER",
        },
      }),
  },
  createSubscriptionManagementPortal: {
    variables: async ({ workspace }) => input({ organizationId: workspace.organizationId }),
  },
  createTeam: {
    variables: async ({ workspace }) =>
      input({ team: { name: unique("Team"), organizationId: workspace.organizationId } }),
  },
  createUser: {
    variables: async ({ db }) =>
      input({
        registerToken: await issueOneTimeToken(db, {
          kind: "register",
          email: uniqueEmail("newcomer"),
          userId: null,
        }),
        password: "Pencil1234",
      }),
  },
  createWorkbench: {
    variables: async ({ workspace }) => input({ workbench: { folderId: workspace.root.id } }),
  },
  deleteCurrentUser: {
    isolate: { scope: "world" },
    variables: async ({ db, subject }) =>
      input({
        emailConfirmToken: await issueOneTimeToken(db, {
          kind: "account_deletion",
          email: subject.user.email,
          userId: subject.user.id,
        }),
      }),
  },
  deleteFolders: {
    variables: async (context) => input({ ids: [(await newFolder(context)).id] }),
  },
  deleteOrganizationInvite: {
    variables: async (context) =>
      input({ organizationId: context.workspace.organizationId, email: await newInvite(context) }),
  },
  deleteOrganizationMembersAndInvites: {
    variables: async (context) =>
      input({
        organizationId: context.workspace.organizationId,
        usersIds: [(await newMember(context)).user.id],
        invitesEmails: [await newInvite(context)],
      }),
  },
  deleteTeam: { variables: async (context) => input({ id: (await newTeam(context)).id }) },
  deleteTeamInvite: {
    async variables(context) {
      const team = await newTeam(context);
      const email = uniqueEmail("invitee");
      await context.db.insertInto("team_invites").values({ team_id: team.id, email }).execute();
      return input({ teamId: team.id, email });
    },
  },
  deleteWorkbenches: {
    variables: async (context) => input({ ids: [(await newWorkbench(context)).id] }),
  },
  duplicateWorkbench: {
    variables: async ({ workspace }) =>
      input({ id: workspace.workbench.id, targetFolderId: workspace.root.id }),
  },
  forgotPassword: {
    variables: async ({ db }) => input({ email: (await buildUser(db)).user.email }),
  },
  generateRegisterToken: {
    variables: async () => input({ email: uniqueEmail("newcomer") }),
  },
  inviteToTeam: {
    variables: async (context) =>
      input({ teamId: (await newTeam(context)).id, emails: [uniqueEmail("invitee")] }),
  },
  joinTeam: { variables: async (context) => input({ teamId: (await newTeam(context)).id }) },
  login: {
    variables: async ({ db }) =>
      input({ email: (await buildUser(db)).user.email, password: "Sketch1234" }),
  },
  logout: { isolate: { scope: "world" }, variables: constant({}) },
  nextLoginStep: { variables: async () => input({ email: uniqueEmail("someone") }) },
  publishTrackingEvent: { variables: constant(input({ event: "matrix_probe" })) },
  quitOrganization: {
    isolate: { scope: "workspace" },
    variables: async ({ workspace }) => input({ organizationId: workspace.organizationId }),
  },
  recordWorkbenchView: { variables: async ({ workspace }) => ({ id: workspace.workbench.id }) },
  removeUserFromOrganization: {
    variables: async (context) =>
      input({
        organizationId: context.workspace.organizationId,
        userId: (await newMember(context)).user.id,
      }),
  },
  removeUserFromTeam: {
    // An admin's call: taking someone else out of a team (leaving is anyone's).
    async variables(context) {
      const member = await newMember(context);
      const team = await newTeam(context, [member.user.id]);
      return input({ teamId: team.id, userId: member.user.id });
    },
  },
  requestOrganizationDeletionEmail: {
    variables: async ({ workspace }) => input({ organizationId: workspace.organizationId }),
  },
  resetPassword: {
    variables: async ({ db }) =>
      input({
        token: await tokenFor(db, "password_reset", await buildUser(db)),
        password: "Pencil1234",
      }),
  },
  setPasswordWithToken: {
    // An account made by single sign-on, without a password yet.
    async variables({ db }) {
      const account = await buildUser(db);
      await db
        .updateTable("users")
        .set({ password_hash: null })
        .where("id", "=", account.user.id)
        .execute();
      return input({
        registerToken: await tokenFor(db, "register", account),
        password: "Pencil1234",
      });
    },
  },
  subscribeToPlan: {
    // From PRO, so that ORGANIZATION is an upgrade.
    isolate: { scope: "workspace", plan: "PRO" },
    variables: async ({ workspace }) =>
      input({ organizationId: workspace.organizationId, plan: "ORGANIZATION", rolesToChange: [] }),
  },
  updateBillingEmail: {
    variables: async ({ workspace }) =>
      input({ organizationId: workspace.organizationId, billingEmail: uniqueEmail("billing") }),
  },
  updateFolder: {
    variables: async (context) =>
      input({ id: (await newFolder(context)).id, patch: { name: unique("Renamed") } }),
  },
  updateFolders: {
    variables: async (context) =>
      input({
        ids: [(await newFolder(context)).id],
        patch: { parentId: context.workspace.folder.id },
      }),
  },
  updateOrganizationSso: {
    variables: async ({ workspace }) =>
      input({
        organizationId: workspace.organizationId,
        patch: {
          issuer: "https://issuer.example",
          clientId: "matrix",
          clientSecret: "matrix",
        },
      }),
  },
  // A colour already there is no change: every caller may add and remove the same one.
  addPaletteColor: {
    variables: async ({ workspace }) =>
      input({ organizationId: workspace.organizationId, color: "#336699" }),
  },
  removePaletteColor: {
    variables: async ({ workspace }) =>
      input({ organizationId: workspace.organizationId, color: "#336699" }),
  },
  addOrganizationDomain: {
    variables: async ({ workspace }) =>
      input({ organizationId: workspace.organizationId, domain: `added-${++counter}.example` }),
  },
  // Verified already: the call answers without asking DNS.
  verifyOrganizationDomain: {
    variables: async (context) => input({ id: await newDomain(context, true) }),
  },
  deleteOrganizationDomain: {
    variables: async (context) => input({ id: await newDomain(context, false) }),
  },
  saveBrushPreset: {
    variables: async ({ workspace }) =>
      input({
        organizationId: workspace.organizationId,
        name: "Matrix",
        settings: PENCIL_SETTINGS,
      }),
  },
  // A preset its workspace's admin shares: others see it, only its owner renames it.
  updateBrushPreset: {
    variables: async (context) => input({ id: await sharedPreset(context), name: "Renamed" }),
  },
  deleteBrushPreset: {
    variables: async (context) => input({ id: await sharedPreset(context) }),
  },
  generations: {
    variables: async ({ workspace }) => ({ workbenchId: workspace.workbench.id }),
  },
  workbenchVersions: {
    variables: async ({ workspace }) => ({ workbenchId: workspace.workbench.id }),
  },
  workbenchVersion: {
    variables: async (context) => ({ id: await matrixVersion(context) }),
  },
  // Saved from the drawing as stored: the workbench is opened first, as a designer's would be.
  saveWorkbenchVersion: {
    variables: async ({ db, workspace }) => {
      await openWorkbenchDocument(db, workspace.workbench.id);
      return input({ workbenchId: workspace.workbench.id, name: unique("Version") });
    },
  },
  restoreWorkbenchVersion: {
    variables: async (context) => input({ id: await matrixVersion(context) }),
  },
  // A named version of its own for each call: the delete takes it away.
  nameWorkbenchVersion: {
    variables: async (context) =>
      input({ id: await matrixVersion(context), name: unique("Named") }),
  },
  deleteWorkbenchVersion: {
    variables: async (context) => input({ id: await matrixVersion(context) }),
  },
  // Whoever may create files in the version's file's folder opens it as a copy there.
  openWorkbenchVersionAsCopy: {
    variables: async (context) => input({ id: await matrixVersion(context) }),
  },
  renderSetup: {
    variables: async ({ workspace }) => ({ workbenchId: workspace.workbench.id }),
  },
  // Line art runs on the server's CPU: it needs no backend, which the matrix has none of.
  startGeneration: {
    variables: async ({ workspace }) =>
      input({
        workbenchId: workspace.workbench.id,
        kind: "LINE_ART",
        sourceBlobId: matrixImageBlobId(workspace),
      }),
  },
  // The admin's request: only they and other Admins may stop or delete it.
  cancelGeneration: {
    variables: async (context) => input({ id: (await adminsGeneration(context)).id }),
  },
  deleteGeneration: {
    variables: async (context) => input({ id: (await adminsGeneration(context)).id }),
  },
  deleteGenerationOutput: {
    variables: async (context) => input({ id: (await adminsGeneration(context)).outputId }),
  },
  workspaceRenderStyles: {
    variables: async ({ workspace }) => ({ organizationId: workspace.organizationId }),
  },
  createRenderStyle: {
    variables: async ({ workspace }) =>
      input({
        organizationId: workspace.organizationId,
        style: renderStyleSettings("clay", { name: unique("Style") }),
      }),
  },
  // Contour's clay style saved as it is: every caller may try the same change.
  updateRenderStyle: {
    variables: async ({ workspace }) =>
      input({
        organizationId: workspace.organizationId,
        id: "clay",
        style: renderStyleSettings("clay"),
      }),
  },
  resetRenderStyle: {
    variables: async ({ workspace }) =>
      input({ organizationId: workspace.organizationId, id: "clay" }),
  },
  deleteRenderStyle: {
    variables: async ({ db, workspace }) =>
      input({
        organizationId: workspace.organizationId,
        id: await buildRenderStyle(db, workspace.organizationId, unique("Style")),
      }),
  },
  // An image of the admin's request: whoever may create files in its file's folder opens it.
  openGenerationOutputAsWorkbench: {
    variables: async (context) => input({ id: (await adminsGeneration(context)).outputId }),
  },
  organizationAiSettings: {
    variables: async ({ workspace }) => ({ organizationId: workspace.organizationId }),
  },
  checkOrganizationAiBackend: {
    variables: async ({ workspace }) => input({ organizationId: workspace.organizationId }),
  },
  updateOrganizationAiSettings: {
    variables: async ({ workspace }) =>
      input({ organizationId: workspace.organizationId, enabled: true }),
  },
  updateOrganization: {
    variables: async ({ workspace }) =>
      input({ id: workspace.organizationId, patch: { name: "Renamed" } }),
  },
  updateOrganizationInvite: {
    variables: async (context) =>
      input({
        organizationId: context.workspace.organizationId,
        email: await newInvite(context),
        patch: { role: "EDITOR" },
      }),
  },
  updateOrganizationMember: {
    variables: async (context) =>
      input({
        organizationId: context.workspace.organizationId,
        userId: (await newMember(context)).user.id,
        patch: { role: "EDITOR" },
      }),
  },
  updateOrganizationPlan: {
    // The plan it has: the matrix's workspaces keep theirs.
    variables: async ({ workspace }) =>
      input({ organizationId: workspace.organizationId, subscriptionPlan: "ORGANIZATION" }),
  },
  updateOrganizationPoc: {
    variables: async ({ workspace }) =>
      input({ organizationId: workspace.organizationId, poc: false }),
  },
  updateTeam: {
    variables: async (context) =>
      input({ id: (await newTeam(context)).id, patch: { name: unique("Renamed") } }),
  },
  updateUser: {
    variables: async ({ subject }) => input({ id: subject.user.id, patch: { name: "Renamed" } }),
  },
  updateWorkbench: {
    variables: async (context) =>
      input({ id: (await newWorkbench(context)).id, patch: { name: unique("Renamed") } }),
  },
  updateWorkbenches: {
    variables: async (context) =>
      input({
        ids: [(await newWorkbench(context)).id],
        patch: { folderId: context.workspace.folder.id },
      }),
  },
};

function pngForm(): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(MATRIX_PNG)], { type: "image/png" }), "image.png");
  return form;
}

/** A checkout of the target workspace, opened by its admin, for the sandbox's pages. */
async function newCheckout(context: CallContext, services: AppServices): Promise<string> {
  const { url } = await startCheckout(services, {
    buyerId: context.workspace.owner.user.id,
    organizationId: context.workspace.organizationId,
    plan: "ORGANIZATION",
    rolesToChange: [],
  });
  return new URL(url).pathname;
}

/**
 * How to call each route that needs more than its own path: ids for its parameters, a body.
 * Routes without parameters need no entry. `services` signs URLs and opens checkouts.
 */
export function routeCalls(services: AppServices): Record<string, RouteCall> {
  const signedLogoPath = async ({ db, workspace }: CallContext) => {
    const { logo_path } = await db
      .selectFrom("organizations")
      .select("logo_path")
      .where("id", "=", workspace.organizationId)
      .executeTakeFirstOrThrow();
    return logoUrl(services.thumbnailSigner, workspace.organizationId, logo_path ?? "");
  };
  const signedIconPath = async ({ db, workspace }: CallContext) => {
    const { white_label_icon_path } = await db
      .selectFrom("organizations")
      .select("white_label_icon_path")
      .where("id", "=", workspace.organizationId)
      .executeTakeFirstOrThrow();
    return whiteLabelIconUrl(
      services.thumbnailSigner,
      workspace.organizationId,
      white_label_icon_path ?? "",
    );
  };
  const signedThumbnailPath = async ({ db, workspace }: CallContext) => {
    const { thumbnail_path } = await db
      .selectFrom("workbenches")
      .select("thumbnail_path")
      .where("id", "=", workspace.workbench.id)
      .executeTakeFirstOrThrow();
    return thumbnailUrl(services.thumbnailSigner, workspace.workbench.id, thumbnail_path);
  };
  const portalPath = async (context: CallContext) => {
    const { url } = await services.billing.createPortal({
      organizationId: context.workspace.organizationId,
      customerId: `sandbox_cus_${context.workspace.organizationId}`,
      returnUrl: services.config.publicUrl,
    });
    return new URL(url).pathname;
  };
  const form = { "content-type": "application/x-www-form-urlencoded" };
  let invoiceCount = 0;
  return {
    "GET /api/v1/billing/sandbox/checkout/:id": {
      isolate: { scope: "workspace", plan: "PRO" },
      request: async (context) => ({ path: await newCheckout(context, services) }),
    },
    "POST /api/v1/billing/sandbox/checkout/:id/complete": {
      isolate: { scope: "workspace", plan: "PRO" },
      request: async (context) => ({
        path: `${await newCheckout(context, services)}/complete`,
        headers: form,
      }),
    },
    "GET /api/v1/billing/sandbox/portal/:id": {
      request: async (context) => ({ path: await portalPath(context) }),
    },
    "POST /api/v1/billing/sandbox/portal/:id/card": {
      request: async (context) => ({ path: `${await portalPath(context)}/card`, headers: form }),
    },
    "GET /api/v1/billing/sandbox/portal/:id/cancel": {
      request: async (context) => ({ path: `${await portalPath(context)}/cancel` }),
    },
    "POST /api/v1/billing/sandbox/portal/:id/cancel": {
      isolate: { scope: "workspace" },
      request: async (context) => ({ path: `${await portalPath(context)}/cancel`, headers: form }),
    },
    "POST /api/v1/billing/sandbox/portal/:id/resume": {
      isolate: { scope: "workspace" },
      request: async (context) => ({ path: `${await portalPath(context)}/resume`, headers: form }),
    },
    "POST /api/v1/billing/sandbox/portal/:id/period-end": {
      isolate: { scope: "workspace" },
      request: async (context) => ({
        path: `${await portalPath(context)}/period-end`,
        headers: form,
      }),
    },
    "GET /api/v1/billing/sandbox/invoices/:id/pdf": {
      request: async ({ db, workspace }) => {
        const now = new Date();
        const invoice = await db
          .insertInto("sandbox_invoices")
          .values({
            organization_id: workspace.organizationId,
            subscription_id: `sandbox_sub_${workspace.organizationId}`,
            number: ++invoiceCount,
            amount_cents: 3000,
            period_start: now,
            period_end: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        return { path: sandboxInvoicePdfPath(invoice.id) };
      },
    },
    "POST /api/v1/client-errors": {
      request: async () => ({
        path: "/api/v1/client-errors",
        body: JSON.stringify({ context: "matrix", message: "probe" }),
        headers: { "content-type": "application/json" },
      }),
    },
    "GET /api/v1/organizations/:id/logo": {
      request: async (context) => ({ path: await signedLogoPath(context) }),
    },
    "POST /api/v1/organizations/:id/logo": {
      // A copy: replacing the shared workspace's logo would make the GET calls running beside it
      // ask for a logo that is no longer current (404).
      isolate: { scope: "workspace" },
      request: async ({ workspace }) => ({
        path: `/api/v1/organizations/${workspace.organizationId}/logo`,
        body: pngForm(),
      }),
    },
    "GET /api/v1/organizations/:id/white-label-icon": {
      request: async (context) => ({ path: await signedIconPath(context) }),
    },
    "POST /api/v1/admin/organizations/:id/white-label-icon": {
      request: async ({ workspace }) => ({
        path: `/api/v1/admin/organizations/${workspace.organizationId}/white-label-icon`,
        body: pngForm(),
      }),
    },
    "GET /api/v1/thumbnails/:id": {
      request: async (context) => ({ path: await signedThumbnailPath(context) }),
    },
    "POST /api/v1/workbenches/:id/thumbnail": {
      request: async (context) => ({
        path: `/api/v1/workbenches/${(await newWorkbench(context)).id}/thumbnail`,
        body: pngForm(),
      }),
    },
    "POST /api/v1/workbenches/:id/images": {
      request: async ({ workspace }) => ({
        path: `/api/v1/workbenches/${workspace.workbench.id}/images`,
        body: pngForm(),
      }),
    },
    "GET /api/v1/share-links/images/:blobId": {
      request: async (context) => ({
        path: `/api/v1/share-links/images/${matrixImageBlobId(context.workspace)}`,
        headers: { [SHARE_LINK_HEADER]: (await newShareLink(context)).credential },
      }),
    },
    "GET /api/v1/workbenches/:id/images/:blobId": {
      request: async ({ workspace }) => ({
        path: `/api/v1/workbenches/${workspace.workbench.id}/images/${matrixImageBlobId(workspace)}`,
      }),
    },
    "GET /api/v1/auth/sso/:organizationId": {
      request: async (context) => ({
        path: `/api/v1/auth/sso/${await enableWorkspaceSso(context)}`,
      }),
    },
    "GET /api/v1/auth/sso/:organizationId/callback": {
      request: async (context) => ({
        path: `/api/v1/auth/sso/${await enableWorkspaceSso(context)}/callback?code=matrix&state=matrix`,
      }),
    },
    "GET /api/v1/auth/:provider": {
      request: async () => ({ path: "/api/v1/auth/google" }),
    },
    "GET /api/v1/auth/:provider/callback": {
      request: async () => ({ path: "/api/v1/auth/google/callback?code=matrix&state=matrix" }),
    },
    // The browser's session from a bearer token; Contour's own pages send the CSRF header.
    "POST /api/v1/session": {
      request: async () => ({ path: SESSION_COOKIE_PATH, headers: { [CSRF_HEADER]: "1" } }),
    },
    // @fastify/cors answers preflights on any path; a request for options without one is a 404.
    "OPTIONS *": {
      request: async () => ({ path: "/api/v1/health" }),
    },
    "GET /api/v1/workbench-versions/:id/preview.png": {
      request: async (context) => ({
        path: `/api/v1/workbench-versions/${await matrixVersion(context)}/preview.png`,
      }),
    },
    "GET /api/v1/workbenches/:id/export.png": {
      request: async ({ workspace }) => ({
        path: `/api/v1/workbenches/${workspace.workbench.id}/export.png`,
      }),
    },
    "GET /api/v1/workbenches/:id/export.jpg": {
      request: async ({ workspace }) => ({
        path: `/api/v1/workbenches/${workspace.workbench.id}/export.jpg`,
      }),
    },
    "GET /api/v1/workbenches/:id/export.psd": {
      request: async ({ workspace }) => ({
        path: `/api/v1/workbenches/${workspace.workbench.id}/export.psd`,
      }),
    },
    "GET /api/v1/workbenches/:id/export.ora": {
      request: async ({ workspace }) => ({
        path: `/api/v1/workbenches/${workspace.workbench.id}/export.ora`,
      }),
    },
    "GET /graphql": {
      request: async () => ({ path: "/graphql?query=%7B__typename%7D" }),
    },
    "POST /graphql": {
      request: async () => ({
        path: "/graphql",
        body: JSON.stringify({ query: "{ __typename }" }),
        headers: { "content-type": "application/json" },
      }),
    },
  };
}
