import { editorSeatsLeft } from "@contour/core";
import { builder } from "../../graphql/builder.js";
import type { OrganizationInviteRow } from "../invites/organization-invite.type.js";
import { OrganizationInviteRef } from "../invites/organization-invite.type.js";
import { countEditorSeatsUsed } from "../invites/seats.js";
import { OrganizationRef, OrganizationRoleEnum } from "../organizations/organization.type.js";
import { listInvites, listMembers, type MemberRow } from "./member-queries.js";

/** A member's account as the other members of the workspace see it: no more than the list shows. */
export const OrganizationMemberRef = builder.objectRef<MemberRow>("OrganizationMember");
OrganizationMemberRef.implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    createdAt: t.expose("created_at", { type: "DateTime" }),
    lastActive: t.expose("last_active_at", { type: "DateTime", nullable: true }),
  }),
});

export const OrganizationMemberEdgeRef = builder.objectRef<MemberRow>("OrganizationMemberEdge");
OrganizationMemberEdgeRef.implement({
  fields: (t) => ({
    node: t.field({ type: OrganizationMemberRef, resolve: (member) => member }),
    role: t.field({ type: OrganizationRoleEnum, resolve: (member) => member.role }),
    joinedAt: t.expose("joined_at", { type: "DateTime" }),
  }),
});

const OrganizationMembersConnection = builder
  .objectRef<MemberRow[]>("OrganizationMembersConnection")
  .implement({
    fields: (t) => ({
      edges: t.field({ type: [OrganizationMemberEdgeRef], resolve: (members) => members }),
      totalCount: t.int({ resolve: (members) => members.length }),
    }),
  });

const OrganizationInvitesConnection = builder
  .objectRef<OrganizationInviteRow[]>("OrganizationInvitesConnection")
  .implement({
    fields: (t) => ({
      nodes: t.field({ type: [OrganizationInviteRef], resolve: (invites) => invites }),
      totalCount: t.int({ resolve: (invites) => invites.length }),
    }),
  });

builder.objectFields(OrganizationRef, (t) => ({
  members: t.field({
    type: OrganizationMembersConnection,
    description: "Every member, longest standing first; any member of the workspace may list them.",
    resolve: (organization, _args, context) => listMembers(context.db, organization.id),
  }),
  invites: t.field({
    type: OrganizationInvitesConnection,
    description: "The pending invites, oldest first; any member of the workspace may list them.",
    resolve: (organization, _args, context) => listInvites(context.db, organization.id),
  }),
  editorSeatsLeft: t.int({
    nullable: true,
    description:
      "Editor seats left: the limit minus Admins and Editors among members and invites, never below 0; null is unlimited.",
    resolve: async (organization, _args, context) =>
      editorSeatsLeft({
        plan: organization.subscription_plan,
        manualEditorCountLimit: organization.manual_editor_count_limit,
        editorSeatsUsed: await countEditorSeatsUsed(context.db, organization.id),
      }),
  }),
  manualEditorCountLimit: t.exposeInt("manual_editor_count_limit", {
    nullable: true,
    description: "An editor limit set by hand for a manual subscription; it overrides the plan's.",
  }),
}));
