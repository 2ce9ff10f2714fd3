import { MESSAGES } from "@contour/core";
import { builder } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { takeInviteAllowance } from "../invites/invite-allowance.js";
import { OrganizationRef } from "../organizations/organization.type.js";
import { createTeam } from "./create-team.js";
import { deleteTeam } from "./delete-team.js";
import { inviteToTeam } from "./invite-to-team.js";
import { requireTeamAction } from "./require-team.js";
import { TeamRef } from "./team.type.js";
import { sendTeamInviteMails } from "./team-invite-mails.js";
import { deleteTeamInvite, joinTeam, removeUserFromTeam } from "./team-membership.js";
import { findTeams } from "./team-queries.js";
import { updateTeam } from "./update-team.js";

/**
 * What a team change answers: the team as the viewer now sees it (null once it is gone or
 * hidden from them) and its workspace, whose team lists the web refreshes from the answer.
 */
const TeamPayload = builder.objectRef<{ teamId: string | null; organizationId: string }>(
  "TeamPayload",
);
TeamPayload.implement({
  fields: (t) => ({
    team: t.field({
      type: TeamRef,
      nullable: true,
      resolve: async ({ teamId }, _args, context) => {
        if (!teamId) return null;
        const [found] = await findTeams(context.db, viewerOf(context).userId, [teamId]);
        return found?.team ?? null;
      },
    }),
    organization: t.field({ type: OrganizationRef, resolve: (payload) => payload.organizationId }),
  }),
});

const NewTeamInput = builder.inputType("NewTeamInput", {
  fields: (t) => ({
    name: t.string(),
    organizationId: t.id(),
    publicInOrganization: t.boolean({ required: false, defaultValue: true }),
  }),
});
const CreateTeamInput = builder.inputType("CreateTeamInput", {
  fields: (t) => ({ team: t.field({ type: NewTeamInput }) }),
});
const TeamPatchInput = builder.inputType("TeamPatch", {
  fields: (t) => ({
    name: t.string({ required: false }),
    publicInOrganization: t.boolean({ required: false }),
    archived: t.boolean({ required: false }),
  }),
});
const UpdateTeamInput = builder.inputType("UpdateTeamInput", {
  fields: (t) => ({ id: t.id(), patch: t.field({ type: TeamPatchInput }) }),
});
const DeleteTeamInput = builder.inputType("DeleteTeamInput", {
  fields: (t) => ({ id: t.id() }),
});
const InviteToTeamInput = builder.inputType("InviteToTeamInput", {
  fields: (t) => ({ teamId: t.id(), emails: t.stringList() }),
});
const JoinTeamInput = builder.inputType("JoinTeamInput", {
  fields: (t) => ({ teamId: t.id() }),
});
const RemoveUserFromTeamInput = builder.inputType("RemoveUserFromTeamInput", {
  fields: (t) => ({ teamId: t.id(), userId: t.id() }),
});
const DeleteTeamInviteInput = builder.inputType("DeleteTeamInviteInput", {
  fields: (t) => ({ teamId: t.id(), email: t.string() }),
});

builder.mutationFields((t) => ({
  createTeam: t.field({
    type: TeamPayload,
    authScopes: { signedIn: true },
    description: "Admins, on a plan with teamCreation: a new team, its creator its first member.",
    args: { input: t.arg({ type: CreateTeamInput }) },
    resolve: async (_root, { input }, context) => {
      const { team } = input;
      const teamId = await createTeam(context.db, viewerOf(context).userId, {
        organizationId: String(team.organizationId),
        name: team.name,
        publicInOrganization: team.publicInOrganization ?? true,
      });
      return { teamId, organizationId: String(team.organizationId) };
    },
  }),
  updateTeam: t.field({
    type: TeamPayload,
    authScopes: { signedIn: true },
    description: "Admins: rename, change visibility, archive or restore (teamArchival) a team.",
    args: { input: t.arg({ type: UpdateTeamInput }) },
    resolve: async (_root, { input }, context) => {
      const teamId = String(input.id);
      const organizationId = await updateTeam(
        context.db,
        viewerOf(context).userId,
        teamId,
        input.patch,
      );
      return { teamId, organizationId };
    },
  }),
  deleteTeam: t.field({
    type: TeamPayload,
    authScopes: { signedIn: true },
    description: "Admins: deletes a team (never the global one) with all its folders and files.",
    args: { input: t.arg({ type: DeleteTeamInput }) },
    resolve: async (_root, { input }, context) => {
      const { organizationId, thumbnailPaths } = await deleteTeam(
        context.db,
        viewerOf(context).userId,
        String(input.id),
      );
      context.afterCommit.push(() => context.services.blobs.remove(thumbnailPaths));
      return { teamId: null, organizationId };
    },
  }),
  inviteToTeam: t.field({
    type: TeamPayload,
    authScopes: { signedIn: true },
    description:
      "Admins: invites emails to a team; emails outside the workspace get a workspace invite too.",
    args: { input: t.arg({ type: InviteToTeamInput }) },
    resolve: async (_root, { input }, context) => {
      const { userId } = viewerOf(context);
      const team = await requireTeamAction(
        context.db,
        userId,
        String(input.teamId),
        "invite",
        MESSAGES.inviteToMissingTeam,
      );
      const asked = input.emails.length;
      const giveBack = await takeInviteAllowance(context, userId, team.organization_id, asked);
      const sent = await inviteToTeam(context.db, userId, team, input.emails).catch(
        async (error: unknown) => {
          await giveBack(asked);
          throw error;
        },
      );
      // Members already in the team and repeated addresses get no mail.
      await giveBack(asked - sent.length);
      context.afterCommit.push(() => sendTeamInviteMails(context.services, userId, team, sent));
      return { teamId: team.id, organizationId: team.organization_id };
    },
  }),
  joinTeam: t.field({
    type: TeamPayload,
    authScopes: { signedIn: true },
    description:
      "Any member: joins a public team, or a private one they are invited to; CONFLICT when joined.",
    args: { input: t.arg({ type: JoinTeamInput }) },
    resolve: async (_root, { input }, context) => {
      const teamId = String(input.teamId);
      const organizationId = await joinTeam(context.db, viewerOf(context).userId, teamId);
      return { teamId, organizationId };
    },
  }),
  removeUserFromTeam: t.field({
    type: TeamPayload,
    authScopes: { signedIn: true },
    description:
      "Leaves a team (the caller's own id) or, for admins, removes another member; never the global team.",
    args: { input: t.arg({ type: RemoveUserFromTeamInput }) },
    resolve: async (_root, { input }, context) => {
      const teamId = String(input.teamId);
      const { organizationId } = await removeUserFromTeam(
        context.db,
        viewerOf(context).userId,
        teamId,
        String(input.userId),
      );
      return { teamId, organizationId };
    },
  }),
  deleteTeamInvite: t.field({
    type: TeamPayload,
    authScopes: { signedIn: true },
    description: "Admins: withdraws a pending team invite.",
    args: { input: t.arg({ type: DeleteTeamInviteInput }) },
    resolve: async (_root, { input }, context) => {
      const teamId = String(input.teamId);
      const organizationId = await deleteTeamInvite(
        context.db,
        viewerOf(context).userId,
        teamId,
        input.email,
      );
      return { teamId, organizationId };
    },
  }),
}));
