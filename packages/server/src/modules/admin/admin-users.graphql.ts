import { ADMIN_PAGE_SIZE } from "@contour/core";
import type { UserRow } from "../../db/types.js";
import { builder } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { OrganizationRoleEnum, SubscriptionPlanEnum } from "../organizations/organization.type.js";
import { PageInfo } from "../workbenches/workbench.type.js";
import { revokeAdminUserSessions, updateAdminUser } from "./admin-users-commands.js";
import {
  type AdminSessionRow,
  type AdminUserWorkspaceRow,
  findAdminUsers,
  findAdminUserWorkspaces,
  findLiveSessions,
  getAdminUser,
} from "./admin-users-queries.js";
import { findStaffActions, STAFF_ACTIONS, type StaffAuditRow } from "./staff-audit.js";

const StaffActionEnum = builder.enumType("StaffAction", { values: STAFF_ACTIONS });

export const StaffAuditEntryRef = builder.objectRef<StaffAuditRow>("StaffAuditEntry").implement({
  description: "What a staff member did, from the staff audit trail.",
  fields: (t) => ({
    id: t.exposeID("id"),
    staffName: t.exposeString("staff_name"),
    staffEmail: t.exposeString("staff_email"),
    action: t.field({ type: StaffActionEnum, resolve: (row) => row.action }),
    targetEmail: t.exposeString("target_email", { nullable: true }),
    detail: t.exposeString("detail"),
    createdAt: t.expose("created_at", { type: "DateTime" }),
  }),
});

const AdminSessionRef = builder.objectRef<AdminSessionRow>("AdminSession").implement({
  description: "A signed-in browser or API client of an account.",
  fields: (t) => ({
    id: t.exposeID("id"),
    ipAddress: t.exposeString("ip_address", { nullable: true }),
    userAgent: t.exposeString("user_agent", { nullable: true }),
    createdAt: t.expose("created_at", { type: "DateTime" }),
    lastUsedAt: t.expose("last_used_at", { type: "DateTime" }),
    expiresAt: t.expose("expires_at", { type: "DateTime" }),
  }),
});

const AdminUserWorkspaceRef = builder
  .objectRef<AdminUserWorkspaceRow>("AdminUserWorkspace")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      name: t.exposeString("name"),
      role: t.field({ type: OrganizationRoleEnum, resolve: (row) => row.role }),
      subscriptionPlan: t.field({
        type: SubscriptionPlanEnum,
        resolve: (row) => row.subscription_plan,
      }),
    }),
  });

const AdminUserRef = builder.objectRef<UserRow>("AdminUser").implement({
  description: "An account as Contour staff see it in /admin.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    isAdmin: t.exposeBoolean("is_admin", { description: "Contour staff." }),
    disabledAt: t.expose("disabled_at", {
      type: "DateTime",
      nullable: true,
      description: "When staff disabled the account; null while it can sign in.",
    }),
    createdAt: t.expose("created_at", { type: "DateTime" }),
    lastActive: t.expose("last_active_at", { type: "DateTime", nullable: true }),
    workspaces: t.field({
      type: [AdminUserWorkspaceRef],
      resolve: (user, _args, context) => findAdminUserWorkspaces(context.db, user.id),
    }),
    sessions: t.field({
      type: [AdminSessionRef],
      description: "The live sessions, the most recently used first (at most 100).",
      resolve: (user, _args, context) => findLiveSessions(context.db, user.id),
    }),
    staffActions: t.field({
      type: [StaffAuditEntryRef],
      description: "What staff did to this account, newest first (the latest 50).",
      resolve: (user, _args, context) => findStaffActions(context.db, user.id),
    }),
  }),
});

const AdminUserConnection = builder.simpleObject("AdminUserConnection", {
  fields: (t) => ({
    nodes: t.field({ type: [AdminUserRef] }),
    totalCount: t.int(),
    pageInfo: t.field({ type: PageInfo }),
  }),
});

const AdminUserPatch = builder.inputType("AdminUserPatch", {
  description: "A field left out stays as it is.",
  fields: (t) => ({
    isAdmin: t.boolean({ required: false, description: "Grant or remove staff access." }),
    disabled: t.boolean({
      required: false,
      description: "true disables the account and revokes its sessions; false enables it.",
    }),
  }),
});

const UpdateAdminUserInput = builder.inputType("UpdateAdminUserInput", {
  fields: (t) => ({ id: t.id(), patch: t.field({ type: AdminUserPatch }) }),
});

const RevokeAdminUserSessionsInput = builder.inputType("RevokeAdminUserSessionsInput", {
  fields: (t) => ({
    userId: t.id(),
    sessionId: t.id({
      required: false,
      description: "Only this session; every one when left out.",
    }),
  }),
});

builder.queryFields((t) => ({
  adminUsers: t.field({
    type: AdminUserConnection,
    authScopes: { staff: true },
    description:
      "Staff: every account, newest first; `search` keeps those whose name or email contains it.",
    args: {
      search: t.arg.string({ required: false, defaultValue: "" }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: (_root, args, context) =>
      findAdminUsers(
        context.db,
        { search: args.search ?? "", first: args.first, after: args.after },
        ADMIN_PAGE_SIZE,
      ),
  }),
  adminUser: t.field({
    type: AdminUserRef,
    authScopes: { staff: true },
    description: "Staff: one account, its workspaces, sessions and the staff actions on it.",
    args: { id: t.arg.id() },
    resolve: (_root, args, context) => getAdminUser(context.db, args.id),
  }),
}));

builder.mutationFields((t) => ({
  updateAdminUser: t.field({
    type: AdminUserRef,
    authScopes: { staff: true },
    description:
      "Staff: grant or remove staff access, disable or enable an account (not one's own); each change is written to the staff audit trail.",
    args: { input: t.arg({ type: UpdateAdminUserInput }) },
    resolve: async (_root, { input }, context) => {
      await updateAdminUser(context.db, viewerOf(context).userId, input.id, input.patch);
      return getAdminUser(context.db, input.id);
    },
  }),
  revokeAdminUserSessions: t.field({
    type: AdminUserRef,
    authScopes: { staff: true },
    description:
      "Staff: sign an account out of one session or all of them; written to the staff audit trail.",
    args: { input: t.arg({ type: RevokeAdminUserSessionsInput }) },
    resolve: async (_root, { input }, context) => {
      const { userId, sessionId } = input;
      await revokeAdminUserSessions(
        context.db,
        viewerOf(context).userId,
        userId,
        sessionId ?? null,
      );
      return getAdminUser(context.db, userId);
    },
  }),
}));
