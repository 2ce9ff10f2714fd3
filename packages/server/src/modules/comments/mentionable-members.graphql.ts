import { builder } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { requireWorkbench } from "../workbenches/require-workbench.js";
import { UserSummaryRef } from "../workbenches/workbench.type.js";
import { membersSeeing } from "./members-seeing.js";

/** Members offered at most. */
const OFFERED = 8;

builder.queryFields((t) => ({
  mentionableMembers: t.field({
    type: [UserSummaryRef],
    authScopes: { signedIn: true },
    description:
      "Members of the file's workspace who can see the file, whose name or email starts a word with `search`: who a comment may mention. At most 8.",
    args: { workbenchId: t.arg.id(), search: t.arg.string({ required: false }) },
    resolve: async (_root, args, context) => {
      const { userId } = viewerOf(context);
      const workbench = await requireWorkbench(context.db, userId, args.workbenchId);
      const search = (args.search ?? "").trim().slice(0, 100).toLowerCase();
      let query = membersSeeing(context.db, workbench).where("users.id", "!=", userId);
      if (search) {
        const pattern = `${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
        query = query.where((eb) =>
          eb.or([
            eb(eb.fn("lower", ["users.name"]), "like", pattern),
            eb(eb.fn("lower", ["users.name"]), "like", `% ${pattern}`),
            eb(eb.fn("lower", ["users.email"]), "like", pattern),
          ]),
        );
      }
      const members = await query.orderBy("users.name").limit(OFFERED).execute();
      return members.map((member) => ({ ...member, name: member.name ?? "" }));
    },
  }),
}));
