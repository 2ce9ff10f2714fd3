import {
  parseSearchQuery,
  SEARCH_DEFAULT_PAGE_SIZE,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
} from "@contour/core";
import { builder } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { fail } from "../../graphql/errors.js";
import { FolderRef } from "../folders/folder.type.js";
import type { FolderNode } from "../folders/folder-queries.js";
import { getMembership } from "../organizations/membership.js";
import { PageInfo, WorkbenchRef } from "../workbenches/workbench.type.js";
import type { WorkbenchNode } from "../workbenches/workbench-queries.js";
import { decodeSearchCursor, encodeSearchCursor } from "./search-cursor.js";
import { findSearchHits } from "./search-queries.js";

interface SearchPage {
  nodes: (WorkbenchNode | FolderNode)[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

const SearchResultRef = builder.unionType("SearchResult", {
  description: "A file or a folder that a search found.",
  types: [WorkbenchRef, FolderRef],
  resolveType: (node) => ("folder_id" in node ? WorkbenchRef : FolderRef),
});

const SearchConnection = builder.objectRef<SearchPage>("SearchConnection").implement({
  fields: (t) => ({
    nodes: t.field({ type: [SearchResultRef], resolve: (page) => page.nodes }),
    pageInfo: t.field({ type: PageInfo, resolve: (page) => page.pageInfo }),
  }),
});

builder.queryFields((t) => ({
  search: t.field({
    type: SearchConnection,
    authScopes: { signedIn: true },
    description: `Files and folders of the workspace the viewer can see whose name, creator or folder matches the text (at most ${SEARCH_QUERY_MAX_LENGTH} characters), best match first, in pages (first is at most ${SEARCH_MAX_PAGE_SIZE}).`,
    args: {
      organizationId: t.arg.id(),
      query: t.arg.string(),
      first: t.arg.int({ required: false, defaultValue: SEARCH_DEFAULT_PAGE_SIZE }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const parsed = parseSearchQuery(args.query);
      if (!parsed.ok) fail("BAD_USER_INPUT", parsed.message);
      const first = args.first ?? SEARCH_DEFAULT_PAGE_SIZE;
      if (first < 1) fail("BAD_USER_INPUT", "first must be at least 1.");
      const cursor = args.after ? decodeSearchCursor(args.after) : null;
      const { userId } = viewerOf(context);
      await getMembership(context.db, userId, args.organizationId);
      if (parsed.query.text === "") {
        return { nodes: [], pageInfo: { endCursor: null, hasNextPage: false } };
      }
      const size = Math.min(first, SEARCH_MAX_PAGE_SIZE);
      const hits = await findSearchHits(
        context.db,
        userId,
        args.organizationId,
        parsed.query,
        cursor,
        size + 1,
      );
      const page = hits.slice(0, size);
      const last = page.at(-1);
      return {
        nodes: page.map((hit) => hit.node),
        pageInfo: {
          endCursor: last
            ? encodeSearchCursor({ tier: last.tier, micros: last.micros, id: last.node.id })
            : null,
          hasNextPage: hits.length > size,
        },
      };
    },
  }),
}));
