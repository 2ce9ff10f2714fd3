import { randomUUID } from "node:crypto";
import {
  canManageShareLinks,
  canRevokeShareLink,
  canShareWorkbench,
  SHARING_OFF_TEXTS,
  type SharingSwitch,
  shareLinkStatus,
  sharingOffBy,
} from "@contour/core";
import { builder } from "../../graphql/builder.js";
import { type Context, viewerOf } from "../../graphql/context.js";
import { fail } from "../../graphql/errors.js";
import { ACCESS_NEUTRAL } from "../../graphql/live-access-events.js";
import { getMembership } from "../organizations/membership.js";
import { decodeCursor, encodeCursor } from "../workbenches/cursor.js";
import { requireWorkbench } from "../workbenches/require-workbench.js";
import { PageInfo } from "../workbenches/workbench.type.js";
import { pageSize } from "../workbenches/workbench-page.js";
import { openShareLinkFor, type SharedView } from "./open-share-link.js";
import { createShareLink, revokeShareLink, setWorkspaceSharing } from "./share-link-commands.js";
import {
  countOrganizationLinks,
  findLink,
  findOrganizationLinks,
  findWorkbenchLinks,
  type ShareLinkNode,
  sharingSwitches,
} from "./share-link-queries.js";
import { SHARE_LINK_TEXTS } from "./share-link-texts.js";
import { knownShareLinkToken, shareLinkToken } from "./share-link-tokens.js";

const ShareLinkStatusEnum = builder.enumType("ShareLinkStatus", {
  values: ["ACTIVE", "EXPIRED", "REVOKED"] as const,
});

const SharingSwitchEnum = builder.enumType("SharingSwitch", {
  description: "A switch of link sharing: staff's for the whole deployment, or the workspace's.",
  values: ["DEPLOYMENT", "WORKSPACE"] as const,
});

const ShareLinkRef = builder.objectRef<ShareLinkNode>("ShareLink").implement({
  description: "A link that shows one file, read-only, to whoever holds it (docs/api.md).",
  fields: (t) => ({
    id: t.exposeID("id"),
    workbenchId: t.exposeID("workbench_id"),
    workbenchName: t.exposeString("workbench_name"),
    creatorName: t.string({
      nullable: true,
      description: "Null once the creator's account is gone.",
      resolve: (link) => link.creator_name ?? link.creator_email,
    }),
    createdAt: t.expose("created_at", { type: "DateTime" }),
    expiresAt: t.expose("expires_at", { type: "DateTime", nullable: true }),
    revokedAt: t.expose("revoked_at", { type: "DateTime", nullable: true }),
    lastOpenedAt: t.expose("last_opened_at", { type: "DateTime", nullable: true }),
    hasPassword: t.boolean({ resolve: (link) => link.password_hash !== null }),
    token: t.string({
      nullable: true,
      description:
        "The link's secret (the link is `/s/<token>`), for those who manage it; null for a link made before tokens could be shown again.",
      resolve: (link, _args, context) =>
        knownShareLinkToken(context.services.shareLinkSigner, link),
    }),
    status: t.field({
      type: ShareLinkStatusEnum,
      description: "Whether the link itself still works (the sharing switches aside).",
      resolve: (link) =>
        shareLinkStatus({ expiresAt: link.expires_at, revokedAt: link.revoked_at }, new Date()),
    }),
  }),
});

interface WorkbenchSharing {
  workbenchId: string;
  canShare: boolean;
  sharingOffBy: SharingSwitch | null;
  links: ShareLinkNode[];
}

const WorkbenchSharingRef = builder.objectRef<WorkbenchSharing>("WorkbenchSharing").implement({
  description: "A file's share links, as its Share dialog shows them.",
  fields: (t) => ({
    workbenchId: t.exposeID("workbenchId"),
    canShare: t.exposeBoolean("canShare", {
      description: "The viewer may make links of this file (core canShareWorkbench).",
    }),
    sharingEnabled: t.boolean({
      description: "Link sharing is on in the workspace and the deployment.",
      resolve: (sharing) => sharing.sharingOffBy === null,
    }),
    sharingOffBy: t.field({
      type: SharingSwitchEnum,
      nullable: true,
      description:
        "The switch that keeps links from working: DEPLOYMENT while staff's is off, whatever the workspace's; WORKSPACE while only the workspace's is; null when sharing is on.",
      resolve: (sharing) => sharing.sharingOffBy,
    }),
    links: t.field({
      type: [ShareLinkRef],
      description: "The links not revoked, newest first (at most 50 work at once).",
      resolve: (sharing) => sharing.links,
    }),
  }),
});

interface LinkPage {
  nodes: ShareLinkNode[];
  totalCount: number;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

const ShareLinkConnection = builder.objectRef<LinkPage>("ShareLinkConnection").implement({
  fields: (t) => ({
    nodes: t.field({ type: [ShareLinkRef], resolve: (page) => page.nodes }),
    totalCount: t.exposeInt("totalCount"),
    pageInfo: t.field({ type: PageInfo, resolve: (page) => page.pageInfo }),
  }),
});

const SharedWorkbenchRef = builder.objectRef<SharedView>("SharedWorkbench").implement({
  description: "What a share link shows: its file's name and the credential to read it live.",
  fields: (t) => ({
    workbenchId: t.exposeID("workbenchId"),
    name: t.exposeString("name"),
    thumbnailUrl: t.exposeString("thumbnailUrl"),
    expiresAt: t.expose("expiresAt", { type: "DateTime", nullable: true }),
    viewToken: t.exposeString("viewToken", {
      description:
        "For the socket (`share-link:<viewToken>`) and the link's images (`X-Share-Link` header).",
    }),
  }),
});

const OpenShareLinkResultRef = builder
  .objectRef<{ passwordRequired: boolean; workbench: SharedView | null }>("OpenShareLinkResult")
  .implement({
    fields: (t) => ({
      passwordRequired: t.exposeBoolean("passwordRequired", {
        description: "The link has a password and none was given: nothing of the file is sent.",
      }),
      workbench: t.field({
        type: SharedWorkbenchRef,
        nullable: true,
        resolve: (result) => result.workbench,
      }),
    }),
  });

const CreatedShareLinkRef = builder
  .objectRef<{ link: ShareLinkNode; token: string }>("CreatedShareLink")
  .implement({
    fields: (t) => ({
      link: t.field({ type: ShareLinkRef, resolve: (created) => created.link }),
      token: t.exposeString("token", {
        description: "The link's secret: the link is `/s/<token>`.",
      }),
    }),
  });

const CreateShareLinkInput = builder.inputType("CreateShareLinkInput", {
  fields: (t) => ({
    workbenchId: t.id(),
    expiresAt: t.field({ type: "DateTime", required: false }),
    password: t.string({ required: false }),
  }),
});
const OpenShareLinkInput = builder.inputType("OpenShareLinkInput", {
  fields: (t) => ({ token: t.string(), password: t.string({ required: false }) }),
});
const RevokeShareLinkInput = builder.inputType("RevokeShareLinkInput", {
  fields: (t) => ({ id: t.id() }),
});
const UpdateOrganizationSharingInput = builder.inputType("UpdateOrganizationSharingInput", {
  fields: (t) => ({ organizationId: t.id(), shareLinksEnabled: t.boolean() }),
});

const OrganizationSharingRef = builder
  .objectRef<{ organizationId: string; shareLinksEnabled: boolean; deploymentEnabled: boolean }>(
    "OrganizationSharing",
  )
  .implement({
    fields: (t) => ({
      organizationId: t.exposeID("organizationId"),
      shareLinksEnabled: t.exposeBoolean("shareLinksEnabled", {
        description: "The workspace's switch, which its Admins set.",
      }),
      deploymentEnabled: t.exposeBoolean("deploymentEnabled", {
        description: "Staff's switch for the whole deployment: off, no link opens anywhere.",
      }),
    }),
  });

async function sharingOf(context: Context, workbenchId: string): Promise<WorkbenchSharing> {
  const workbench = await requireWorkbench(context.db, viewerOf(context).userId, workbenchId);
  const offBy = sharingOffBy(await sharingSwitches(context.db, workbench.organization_id));
  if (!workbench.access.canEdit) fail("FORBIDDEN", SHARE_LINK_TEXTS.sharersOnly);
  return {
    workbenchId: workbench.id,
    canShare: canShareWorkbench(workbench.access, offBy === null),
    sharingOffBy: offBy,
    links: await findWorkbenchLinks(context.db, workbench.id),
  };
}

async function organizationSharingOf(context: Context, organizationId: string) {
  const { workspace, deployment } = await sharingSwitches(context.db, organizationId);
  return { organizationId, shareLinksEnabled: workspace, deploymentEnabled: deployment };
}

async function requireLinkAdmin(context: Context, organizationId: string) {
  const membership = await getMembership(context.db, viewerOf(context).userId, organizationId);
  if (!canManageShareLinks(membership)) fail("FORBIDDEN", SHARE_LINK_TEXTS.adminsOnly);
}

builder.queryFields((t) => ({
  workbenchSharing: t.field({
    type: WorkbenchSharingRef,
    authScopes: { signedIn: true },
    description: "A file's share links, for those who may edit it (its Share dialog).",
    args: { workbenchId: t.arg.id() },
    resolve: (_root, { workbenchId }, context) => sharingOf(context, workbenchId),
  }),
  organizationShareLinks: t.field({
    type: ShareLinkConnection,
    authScopes: { signedIn: true },
    description:
      "Every share link of a workspace, newest first, in pages (first is at least 1, at most 100): its Admins only.",
    args: {
      organizationId: t.arg.id(),
      first: t.arg.int({ required: false, defaultValue: 50 }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context) => {
      await requireLinkAdmin(context, args.organizationId);
      const first = pageSize(args.first, 50);
      const after = args.after ? decodeCursor("CREATED_AT", args.after) : null;
      const rows = await findOrganizationLinks(context.db, args.organizationId, {
        limit: first + 1,
        after,
      });
      const nodes = rows.slice(0, first);
      const last = nodes.at(-1);
      return {
        nodes,
        totalCount: await countOrganizationLinks(context.db, args.organizationId),
        pageInfo: {
          hasNextPage: rows.length > first,
          endCursor: last ? encodeCursor("CREATED_AT", { at: last.created_at, id: last.id }) : null,
        },
      };
    },
  }),
  organizationSharing: t.field({
    type: OrganizationSharingRef,
    authScopes: { signedIn: true },
    description: "Whether link sharing is on in the workspace: its Admins only.",
    args: { organizationId: t.arg.id() },
    resolve: async (_root, { organizationId }, context) => {
      await requireLinkAdmin(context, organizationId);
      return organizationSharingOf(context, organizationId);
    },
  }),
}));

builder.mutationFields((t) => ({
  createShareLink: t.field({
    type: CreatedShareLinkRef,
    authScopes: { signedIn: true },
    extensions: ACCESS_NEUTRAL,
    description: "Makes a link that shows the file read-only; those who may edit it.",
    args: { input: t.arg({ type: CreateShareLinkInput }) },
    resolve: async (_root, { input }, context) => {
      const { userId } = viewerOf(context);
      const workbench = await requireWorkbench(context.db, userId, input.workbenchId);
      if (!workbench.access.canEdit) fail("FORBIDDEN", SHARE_LINK_TEXTS.sharersOnly);
      const offBy = sharingOffBy(await sharingSwitches(context.db, workbench.organization_id));
      if (offBy) fail("FORBIDDEN", SHARING_OFF_TEXTS[offBy]);
      await context.services.rateLimits.consume("shareLinkCreatesPerUser", userId);
      const id = randomUUID();
      const token = shareLinkToken(context.services.shareLinkSigner, id);
      const link = await createShareLink(context.db, {
        id,
        token,
        workbench,
        createdBy: userId,
        expiresAt: input.expiresAt ?? null,
        password: input.password ? input.password : null,
      });
      const node = (await findLink(context.db, link.id)) ?? fail("NOT_FOUND", "");
      return { link: node, token };
    },
  }),
  revokeShareLink: t.field({
    type: ShareLinkRef,
    authScopes: { signedIn: true },
    description: "Ends a link at once, open viewers too: its creator, or a workspace Admin.",
    args: { input: t.arg({ type: RevokeShareLinkInput }) },
    resolve: async (_root, { input }, context) => {
      const { userId } = viewerOf(context);
      const link = await findLink(context.db, input.id);
      const membership =
        link && (await getMembership(context.db, userId, link.organization_id).catch(() => null));
      if (!link || !membership) return fail("NOT_FOUND", SHARE_LINK_TEXTS.linkNotFound);
      const admin = canManageShareLinks(membership);
      // Those who cannot see the file learn nothing of its link.
      const workbench = admin
        ? null
        : await requireWorkbench(context.db, userId, link.workbench_id);
      const access = workbench?.access ?? { canView: true, canEdit: false };
      if (!canRevokeShareLink(membership, { isOwn: link.created_by === userId }, access)) {
        fail("FORBIDDEN", SHARE_LINK_TEXTS.revokersOnly);
      }
      await revokeShareLink(context.db, link.id);
      return (await findLink(context.db, link.id)) ?? link;
    },
  }),
  updateOrganizationSharing: t.field({
    type: OrganizationSharingRef,
    authScopes: { signedIn: true },
    description: "Switches link sharing in the workspace; off, its links stop working: Admins.",
    args: { input: t.arg({ type: UpdateOrganizationSharingInput }) },
    resolve: async (_root, { input }, context) => {
      await requireLinkAdmin(context, input.organizationId);
      await setWorkspaceSharing(context.db, input.organizationId, input.shareLinksEnabled);
      return organizationSharingOf(context, input.organizationId);
    },
  }),
  openShareLink: t.field({
    type: OpenShareLinkResultRef,
    extensions: ACCESS_NEUTRAL,
    description:
      "Opens a share link, signed in or not: the file's name and a view credential, after the password when it has one.",
    args: { input: t.arg({ type: OpenShareLinkInput }) },
    resolve: (_root, { input }, context) =>
      openShareLinkFor(context, input.token, input.password ?? null),
  }),
}));
