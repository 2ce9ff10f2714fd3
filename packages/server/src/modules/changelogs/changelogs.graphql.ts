import { CHANGELOG_PAGE_SIZE, UNSEEN_CHANGELOG_COUNT } from "@contour/core";
import type { ChangelogRow } from "../../db/types.js";
import { builder } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { parseOffsetPage } from "../../graphql/offset-page.js";
import { getUser } from "../users/user-queries.js";
import { countChangelogs, findChangelogs } from "./changelog-queries.js";

const ChangelogRef = builder.objectRef<ChangelogRow>("Changelog").implement({
  description: "An entry of What's new.",
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    content: t.exposeString("content", {
      description: "HTML, rendered from staff's Markdown by the server and sanitized.",
    }),
    createdAt: t.field({
      type: "DateTime",
      description: "When it was published (users only see published entries).",
      resolve: (entry) => entry.published_at ?? entry.created_at,
    }),
  }),
});

const ChangelogConnection = builder.simpleObject("ChangelogConnection", {
  fields: (t) => ({ nodes: t.field({ type: [ChangelogRef] }), totalCount: t.int() }),
});

builder.queryFields((t) => ({
  changelogs: t.field({
    type: ChangelogConnection,
    authScopes: { signedIn: true },
    description: "Changelog entries, newest first, by offset (the changelog page).",
    args: {
      offset: t.arg.int({ required: false, defaultValue: 0 }),
      count: t.arg.int({ required: false, defaultValue: CHANGELOG_PAGE_SIZE }),
    },
    resolve: async (_root, args, context) => {
      const page = parseOffsetPage(args, CHANGELOG_PAGE_SIZE);
      const [nodes, totalCount] = await Promise.all([
        findChangelogs(context.db, { ...page, after: null }),
        countChangelogs(context.db, null),
      ]);
      return { nodes, totalCount };
    },
  }),
  unseenChangelogs: t.field({
    type: ChangelogConnection,
    authScopes: { signedIn: true },
    description:
      "Entries newer than the viewer's lastChangelogSeenAt (all of them when it is null), newest first.",
    args: { count: t.arg.int({ required: false, defaultValue: UNSEEN_CHANGELOG_COUNT }) },
    resolve: async (_root, args, context) => {
      const user = await getUser(context.db, viewerOf(context).userId);
      const after = user.last_changelog_seen_at;
      const [nodes, totalCount] = await Promise.all([
        findChangelogs(context.db, {
          ...parseOffsetPage({ count: args.count }, UNSEEN_CHANGELOG_COUNT),
          after,
        }),
        countChangelogs(context.db, after),
      ]);
      return { nodes, totalCount };
    },
  }),
}));
