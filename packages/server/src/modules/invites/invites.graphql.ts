import { PRODUCT_NAME } from "@contour/core";
import { builder } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { parseEmail } from "../auth/input.js";
import { syncSeatsAfterCommit } from "../billing/sync-seats.js";
import { actionMail } from "../mail/templates.js";
import { requireCapability } from "../organizations/membership.js";
import { OrganizationRef, OrganizationRoleEnum } from "../organizations/organization.type.js";
import { getUser } from "../users/user-queries.js";
import { acceptInvite } from "./accept-invite.js";
import { createInvite } from "./create-invite.js";
import { takeInviteAllowance } from "./invite-allowance.js";
import { inviteLink } from "./invite-link.js";
import { OrganizationInviteRef } from "./organization-invite.type.js";

const InvitedOrganization = builder.simpleObject("InvitedOrganization", {
  description: "A workspace the user is invited to: only what the invite itself may show.",
  fields: (t) => ({ id: t.id(), name: t.string() }),
});

const OrganizationInviteInput = builder.inputType("OrganizationInviteInput", {
  fields: (t) => ({
    organizationId: t.id(),
    email: t.string(),
    role: t.field({ type: OrganizationRoleEnum, required: false }),
  }),
});

const CreateOrganizationInviteInput = builder.inputType("CreateOrganizationInviteInput", {
  fields: (t) => ({ organizationInvite: t.field({ type: OrganizationInviteInput }) }),
});

builder.queryFields((t) => ({
  pendingOrganizationInvites: t.field({
    type: [InvitedOrganization],
    authScopes: { signedIn: true },
    description:
      "Workspaces that invited the signed-in user's email and that they have not joined.",
    resolve: async (_root, _args, context) => {
      const { db } = context.services;
      const user = await getUser(db, viewerOf(context).userId);
      return db
        .selectFrom("organization_invites")
        .innerJoin("organizations", "organizations.id", "organization_invites.organization_id")
        .select(["organizations.id", "organizations.name"])
        .where("organization_invites.email", "=", user.email)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom("organization_members")
                .select("user_id")
                .whereRef("organization_members.organization_id", "=", "organizations.id")
                .where("organization_members.user_id", "=", user.id),
            ),
          ),
        )
        .orderBy("organization_invites.created_at", "desc")
        .execute();
    },
  }),
}));

const AcceptOrganizationInviteInput = builder.inputType("AcceptOrganizationInviteInput", {
  fields: (t) => ({ targetOrganizationId: t.id() }),
});

builder.mutationFields((t) => ({
  acceptOrganizationInvite: t.field({
    type: OrganizationRef,
    authScopes: { signedIn: true },
    description:
      "Joins the workspace that invited the signed-in user's email, with the invited role.",
    args: { input: t.arg({ type: AcceptOrganizationInviteInput }) },
    resolve: async (_root, { input }, context) => {
      const organization = await acceptInvite(
        context.db,
        viewerOf(context).userId,
        input.targetOrganizationId,
      );
      syncSeatsAfterCommit(context, [organization.id]);
      return organization;
    },
  }),
  createOrganizationInvite: t.field({
    type: OrganizationInviteRef,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CreateOrganizationInviteInput }) },
    resolve: async (_root, { input }, context) => {
      const { db, mailer } = context.services;
      const viewer = viewerOf(context);
      const { organizationId } = input.organizationInvite;
      const email = parseEmail(input.organizationInvite.email);
      const role = input.organizationInvite.role ?? "EDITOR";
      await requireCapability(
        db,
        viewer.userId,
        organizationId,
        "inviteMembers",
        "Only an admin of this workspace can invite members.",
      );
      const giveBack = await takeInviteAllowance(context, viewer.userId, organizationId, 1);
      const invite = await createInvite(db, viewer.userId, organizationId, email, role).catch(
        async (error: unknown) => {
          await giveBack(1);
          throw error;
        },
      );
      const [organization, inviter] = await Promise.all([
        db
          .selectFrom("organizations")
          .select("name")
          .where("id", "=", organizationId)
          .executeTakeFirstOrThrow(),
        getUser(db, viewer.userId),
      ]);
      await mailer.send(
        actionMail({
          to: email,
          subject: `${inviter.name || inviter.email} invited you to ${organization.name} on ${PRODUCT_NAME}`,
          heading: `Join ${organization.name}`,
          intro: `${inviter.name || inviter.email} invited you to the workspace ${organization.name} on ${PRODUCT_NAME}, to draw and design together.`,
          actionLabel: "Accept the invitation",
          url: await inviteLink(context.services, organizationId, email),
          footer: "Sign in or create your account with this email address to accept.",
        }),
      );
      return invite;
    },
  }),
}));
