import { builder } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { requireWorkbench } from "../workbenches/require-workbench.js";
import { UserSummaryRef } from "../workbenches/workbench.type.js";
import { findWorkbenches } from "../workbenches/workbench-queries.js";

/** Members looked at per search, and offered at most. */
const CANDIDATES = 20;
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
      let query = context.db
        .selectFrom("organization_members")
        .innerJoin("users", "users.id", "organization_members.user_id")
        .select(["users.id", "users.name", "users.email"])
        .where("organization_members.organization_id", "=", workbench.organization_id)
        .where("users.id", "!=", userId);
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
      const candidates = await query.orderBy("users.name").limit(CANDIDATES).execute();
      const seeing = [];
      for (const member of candidates) {
        if ((await findWorkbenches(context.db, member.id, [workbench.id])).length > 0)
          seeing.push({ ...member, name: member.name ?? "" });
        if (seeing.length === OFFERED) break;
      }
      return seeing;
    },
  }),
}));
