import { MESSAGES, PRODUCT_NAME } from "@contour/core";
import { builder, StatusPayload } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { fail } from "../../graphql/errors.js";
import { issueOneTimeToken } from "../auth/one-time-tokens.js";
import { syncSeatsAfterCommit } from "../billing/sync-seats.js";
import { actionMail } from "../mail/templates.js";
import { deleteUserWithToken } from "./delete-user.js";
import { UserRef } from "./user.type.js";
import { getUser } from "./user-queries.js";

const MAX_NAME_LENGTH = 120;
const MAX_TEXT_LENGTH = 2000;

const UserPatch = builder.inputType("UserPatch", {
  fields: (t) => ({
    name: t.string({ required: false }),
    occupation: t.string({ required: false }),
    description: t.string({ required: false }),
    lastChangelogSeenAt: t.field({ type: "DateTime", required: false }),
  }),
});

const UpdateUserInput = builder.inputType("UpdateUserInput", {
  fields: (t) => ({ id: t.id(), patch: t.field({ type: UserPatch }) }),
});

const DeleteCurrentUserInput = builder.inputType("DeleteCurrentUserInput", {
  fields: (t) => ({ emailConfirmToken: t.string() }),
});

function parseText(value: string, field: string, max: number): string {
  const trimmed = value.trim();
  if (trimmed.length > max) fail("BAD_USER_INPUT", `${field} must be at most ${max} characters.`);
  return trimmed;
}

builder.queryFields((t) => ({
  currentUser: t.field({
    type: UserRef,
    nullable: true,
    description: "The signed-in user, or null for a visitor.",
    resolve: (_root, _args, context) =>
      context.viewer ? getUser(context.db, context.viewer.userId) : null,
  }),
}));

builder.mutationFields((t) => ({
  updateUser: t.field({
    type: UserRef,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateUserInput }) },
    resolve: async (_root, { input }, context) => {
      const viewer = viewerOf(context);
      if (input.id !== viewer.userId) fail("FORBIDDEN", "You can only change your own profile.");
      const { patch } = input;
      const name = patch.name == null ? undefined : parseText(patch.name, "Name", MAX_NAME_LENGTH);
      if (name === "") fail("BAD_USER_INPUT", MESSAGES.nameRequired);
      const occupation =
        patch.occupation == null
          ? undefined
          : parseText(patch.occupation, "Occupation", MAX_NAME_LENGTH);
      const description =
        patch.description == null
          ? undefined
          : parseText(patch.description, "Description", MAX_TEXT_LENGTH);
      return context.db
        .updateTable("users")
        .set({
          name,
          occupation,
          description,
          last_changelog_seen_at: patch.lastChangelogSeenAt ?? undefined,
          updated_at: new Date(),
        })
        .where("id", "=", viewer.userId)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  }),

  requestDeleteCurrentUserEmail: t.field({
    type: StatusPayload,
    authScopes: { signedIn: true },
    resolve: async (_root, _args, context) => {
      const { db, mailer, config } = context.services;
      const user = await getUser(db, viewerOf(context).userId);
      const token = await issueOneTimeToken(db, {
        kind: "account_deletion",
        email: user.email,
        userId: user.id,
      });
      await mailer.send(
        actionMail({
          to: user.email,
          subject: `Confirm the deletion of your ${PRODUCT_NAME} account`,
          heading: "Delete your account",
          intro: `You asked to delete your ${PRODUCT_NAME} account. Open this link to confirm. Your account, your drafts and the workspaces where you are the only member will be deleted; this cannot be undone.`,
          actionLabel: "Delete my account",
          url: `${config.publicUrl}/settings/account/confirm_delete#token=${token}`,
          footer:
            "This link works once and expires in 15 minutes. If you did not ask for it, ignore this email: nothing will be deleted.",
        }),
      );
      return { status: "sent" };
    },
  }),

  deleteCurrentUser: t.field({
    type: StatusPayload,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: DeleteCurrentUserInput }) },
    resolve: async (_root, { input }, context) => {
      const { thumbnailPaths, leftOrganizationIds } = await deleteUserWithToken(
        context.db,
        viewerOf(context).userId,
        input.emailConfirmToken,
      );
      context.afterCommit.push(() => context.services.blobs.remove(thumbnailPaths));
      syncSeatsAfterCommit(context, leftOrganizationIds);
      return { status: "deleted" };
    },
  }),
}));
