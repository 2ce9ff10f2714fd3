import { builder } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { syncSeatsAfterCommit } from "../billing/sync-seats.js";
import { OrganizationInviteRef } from "../invites/organization-invite.type.js";
import { getMembership, requireCapability } from "../organizations/membership.js";
import { OrganizationRoleEnum } from "../organizations/organization.type.js";
import { changeInviteRole, changeMemberRole } from "./change-role.js";
import { OrganizationMemberEdgeRef } from "./member.type.js";
import { type RemovalResult, removeMembersAndInvites } from "./remove-members.js";

const CHANGE_ROLES = "Only an admin of this workspace can change roles.";
const REMOVE_MEMBERS = "Only an admin of this workspace can remove members or invitations.";

const RolePatch = builder.inputType("OrganizationRolePatch", {
  fields: (t) => ({ role: t.field({ type: OrganizationRoleEnum }) }),
});

const UpdateOrganizationMemberInput = builder.inputType("UpdateOrganizationMemberInput", {
  fields: (t) => ({ organizationId: t.id(), userId: t.id(), patch: t.field({ type: RolePatch }) }),
});

const UpdateOrganizationInviteInput = builder.inputType("UpdateOrganizationInviteInput", {
  fields: (t) => ({
    organizationId: t.id(),
    email: t.string(),
    patch: t.field({ type: RolePatch }),
  }),
});

const DeleteOrganizationInviteInput = builder.inputType("DeleteOrganizationInviteInput", {
  fields: (t) => ({ organizationId: t.id(), email: t.string() }),
});

const RemoveUserFromOrganizationInput = builder.inputType("RemoveUserFromOrganizationInput", {
  fields: (t) => ({ organizationId: t.id(), userId: t.id() }),
});

const QuitOrganizationInput = builder.inputType("QuitOrganizationInput", {
  fields: (t) => ({ organizationId: t.id() }),
});

const DeleteOrganizationMembersAndInvitesInput = builder.inputType(
  "DeleteOrganizationMembersAndInvitesInput",
  {
    fields: (t) => ({
      organizationId: t.id(),
      usersIds: t.idList(),
      invitesEmails: t.stringList(),
    }),
  },
);

const RemovalPayload = builder.objectRef<RemovalResult>("OrganizationMembersRemoval").implement({
  description: "What a removal took out of the workspace: members by id, invites by email.",
  fields: (t) => ({
    organizationId: t.exposeID("organizationId"),
    usersIds: t.exposeIDList("usersIds"),
    invitesEmails: t.exposeStringList("invitesEmails"),
  }),
});

builder.mutationFields((t) => ({
  updateOrganizationMember: t.field({
    type: OrganizationMemberEdgeRef,
    authScopes: { signedIn: true },
    description: "Changes a member's role; admins only, never their own, within the editor seats.",
    args: { input: t.arg({ type: UpdateOrganizationMemberInput }) },
    resolve: async (_root, { input }, context) => {
      const { userId } = viewerOf(context);
      await requireCapability(
        context.db,
        userId,
        input.organizationId,
        "changeRoles",
        CHANGE_ROLES,
      );
      const member = await changeMemberRole(
        context.db,
        userId,
        input.organizationId,
        input.userId,
        input.patch.role,
      );
      syncSeatsAfterCommit(context, [input.organizationId]);
      return member;
    },
  }),
  updateOrganizationInvite: t.field({
    type: OrganizationInviteRef,
    authScopes: { signedIn: true },
    description: "Changes the role a pending invite gives; admins only, within the editor seats.",
    args: { input: t.arg({ type: UpdateOrganizationInviteInput }) },
    resolve: async (_root, { input }, context) => {
      const { userId } = viewerOf(context);
      await requireCapability(
        context.db,
        userId,
        input.organizationId,
        "changeRoles",
        CHANGE_ROLES,
      );
      return changeInviteRole(
        context.db,
        userId,
        input.organizationId,
        input.email.toLowerCase(),
        input.patch.role,
      );
    },
  }),
  deleteOrganizationInvite: t.field({
    type: RemovalPayload,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: DeleteOrganizationInviteInput }) },
    resolve: async (_root, { input }, context) => {
      const { userId } = viewerOf(context);
      await requireCapability(
        context.db,
        userId,
        input.organizationId,
        "removeMembers",
        REMOVE_MEMBERS,
      );
      return removeMembersAndInvites(context.db, userId, input.organizationId, {
        usersIds: [],
        invitesEmails: [input.email],
      });
    },
  }),
  removeUserFromOrganization: t.field({
    type: RemovalPayload,
    authScopes: { signedIn: true },
    description: "Takes a member out of the workspace and its teams; admins only.",
    args: { input: t.arg({ type: RemoveUserFromOrganizationInput }) },
    resolve: async (_root, { input }, context) => {
      const { userId } = viewerOf(context);
      await requireCapability(
        context.db,
        userId,
        input.organizationId,
        "removeMembers",
        REMOVE_MEMBERS,
      );
      const removed = await removeMembersAndInvites(context.db, userId, input.organizationId, {
        usersIds: [input.userId],
        invitesEmails: [],
      });
      syncSeatsAfterCommit(context, [input.organizationId]);
      return removed;
    },
  }),
  deleteOrganizationMembersAndInvites: t.field({
    type: RemovalPayload,
    authScopes: { signedIn: true },
    description:
      "Removes the members and deletes the invites together, all or nothing; admins only.",
    args: { input: t.arg({ type: DeleteOrganizationMembersAndInvitesInput }) },
    resolve: async (_root, { input }, context) => {
      const { userId } = viewerOf(context);
      await requireCapability(
        context.db,
        userId,
        input.organizationId,
        "removeMembers",
        REMOVE_MEMBERS,
      );
      const removed = await removeMembersAndInvites(
        context.db,
        userId,
        input.organizationId,
        input,
      );
      syncSeatsAfterCommit(context, [input.organizationId]);
      return removed;
    },
  }),
  quitOrganization: t.field({
    type: RemovalPayload,
    authScopes: { signedIn: true },
    description: "The signed-in member leaves the workspace; any member, unless its last admin.",
    args: { input: t.arg({ type: QuitOrganizationInput }) },
    resolve: async (_root, { input }, context) => {
      const { userId } = viewerOf(context);
      await getMembership(context.db, userId, input.organizationId);
      const removed = await removeMembersAndInvites(
        context.db,
        userId,
        input.organizationId,
        { usersIds: [userId], invitesEmails: [] },
        true,
      );
      syncSeatsAfterCommit(context, [input.organizationId]);
      return removed;
    },
  }),
}));
