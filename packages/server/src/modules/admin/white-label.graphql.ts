import { builder } from "../../graphql/builder.js";
import { whiteLabelIconUrl } from "./white-label-icon.js";

/** Long enough for any token we sign; a longer one is not ours and costs no verification. */
const MAX_TOKEN_LENGTH = 2048;

builder.queryFields((t) => ({
  inviteWhiteLabelIconUrl: t.string({
    nullable: true,
    description:
      "The white-label icon of the workspace an invite link's token names (files-and-auth §2.3: the auth layout shows it instead of the logo); null for no icon or a token that is not a valid invite link's.",
    args: { token: t.arg.string() },
    resolve: async (_root, args, context) => {
      if (args.token.length > MAX_TOKEN_LENGTH) return null;
      const link = await context.services.linkTokens.verify(args.token, "organization_invite");
      if (!link) return null;
      const row = await context.db
        .selectFrom("organizations")
        .select(["id", "white_label_icon_path"])
        .where("id", "=", link.organizationId)
        .executeTakeFirst();
      if (!row?.white_label_icon_path) return null;
      return whiteLabelIconUrl(context.services.thumbnailSigner, row.id, row.white_label_icon_path);
    },
  }),
}));
