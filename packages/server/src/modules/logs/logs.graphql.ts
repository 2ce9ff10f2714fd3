import { LOG_PAGE_SIZE } from "@contour/core";
import { builder } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { parseOffsetPage } from "../../graphql/offset-page.js";
import { OrganizationRoleEnum } from "../organizations/organization.type.js";
import {
  type AccessLogRow,
  type ActivityLogRow,
  countAccessLogs,
  countActivityLogs,
  findAccessLogs,
  findActivityLogs,
} from "./log-queries.js";
import { requireLogAccess } from "./require-log-access.js";

const AccessLogRef = builder.objectRef<AccessLogRow>("AccessLog").implement({
  description: "One sign-in of a workspace member.",
  fields: (t) => ({
    id: t.exposeID("id"),
    userEmail: t.exposeString("user_email"),
    eventDate: t.expose("event_date", { type: "DateTime" }),
    ipAddress: t.exposeString("ip_address", { nullable: true }),
  }),
});

const ActivityMetadataRef = builder.simpleObject("ActivityMetadata", {
  description:
    "What a row says beyond its target: an email, or the item's name after the action; for a role change the new role and the one before.",
  fields: (t) => ({
    email: t.string({ nullable: true }),
    newName: t.string({ nullable: true }),
    role: t.field({ type: OrganizationRoleEnum, nullable: true }),
    previousRole: t.field({ type: OrganizationRoleEnum, nullable: true }),
    staffName: t.string({
      nullable: true,
      description: "A change made by Contour staff in /admin: the staff member's name.",
    }),
    change: t.string({
      nullable: true,
      description: "What staff, or an admin in the single sign-on settings, changed, in words.",
    }),
  }),
});

const ActivityLogRef = builder.objectRef<ActivityLogRow>("ActivityLog").implement({
  description: "One change to the workspace: who, when, what, and to which row of which table.",
  fields: (t) => ({
    id: t.exposeID("id"),
    userEmail: t.exposeString("user_email"),
    eventDate: t.expose("event_date", { type: "DateTime" }),
    actionType: t.exposeString("action_type"),
    targetTable: t.exposeString("target_table"),
    targetId: t.exposeString("target_id"),
    metadata: t.field({
      type: ActivityMetadataRef,
      resolve: (row) => ({
        email: row.metadata.email ?? null,
        newName: row.metadata.new_name ?? null,
        role: row.metadata.role ?? null,
        previousRole: row.metadata.previous_role ?? null,
        staffName: row.metadata.staff_name ?? null,
        change: row.metadata.change ?? null,
      }),
    }),
  }),
});

const AccessLogConnection = builder.simpleObject("AccessLogConnection", {
  fields: (t) => ({ nodes: t.field({ type: [AccessLogRef] }), totalCount: t.int() }),
});

const ActivityLogConnection = builder.simpleObject("ActivityLogConnection", {
  fields: (t) => ({ nodes: t.field({ type: [ActivityLogRef] }), totalCount: t.int() }),
});

builder.queryFields((t) => ({
  accessLogs: t.field({
    type: AccessLogConnection,
    authScopes: { signedIn: true },
    description:
      "Sign-ins of the workspace's members, newest first, by offset; `email` keeps those whose email contains it.",
    args: {
      organizationId: t.arg.id(),
      offset: t.arg.int({ required: false, defaultValue: 0 }),
      count: t.arg.int({ required: false, defaultValue: LOG_PAGE_SIZE }),
      email: t.arg.string({ required: false, defaultValue: "" }),
    },
    resolve: async (_root, args, context) => {
      const page = parseOffsetPage(args, LOG_PAGE_SIZE);
      const organizationId = String(args.organizationId);
      await requireLogAccess(context.db, viewerOf(context).userId, organizationId, "accessLogs");
      const email = (args.email ?? "").trim();
      const [nodes, totalCount] = await Promise.all([
        findAccessLogs(context.db, organizationId, { ...page, email }),
        countAccessLogs(context.db, organizationId, email),
      ]);
      return { nodes, totalCount };
    },
  }),
  activityLogs: t.field({
    type: ActivityLogConnection,
    authScopes: { signedIn: true },
    description: "Changes made in the workspace, newest first, by offset.",
    args: {
      organizationId: t.arg.id(),
      offset: t.arg.int({ required: false, defaultValue: 0 }),
      count: t.arg.int({ required: false, defaultValue: LOG_PAGE_SIZE }),
    },
    resolve: async (_root, args, context) => {
      const page = parseOffsetPage(args, LOG_PAGE_SIZE);
      const organizationId = String(args.organizationId);
      await requireLogAccess(context.db, viewerOf(context).userId, organizationId, "activityLogs");
      const [nodes, totalCount] = await Promise.all([
        findActivityLogs(context.db, organizationId, page),
        countActivityLogs(context.db, organizationId),
      ]);
      return { nodes, totalCount };
    },
  }),
}));
