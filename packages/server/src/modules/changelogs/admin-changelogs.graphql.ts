import { CHANGELOG_PAGE_SIZE } from "@contour/core";
import type { ChangelogRow } from "../../db/types.js";
import { builder, OkPayload } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { parseOffsetPage } from "../../graphql/offset-page.js";
import {
  createChangelog,
  deleteChangelog,
  getChangelog,
  parseChangelogMarkdown,
  updateChangelog,
} from "./changelog-commands.js";
import { renderChangelogMarkdown } from "./changelog-markdown.js";
import { countAllChangelogs, findAllChangelogs } from "./changelog-queries.js";

const AdminChangelogRef = builder.objectRef<ChangelogRow>("AdminChangelog").implement({
  description: "A changelog entry as staff edit it in /admin: its Markdown, drafts included.",
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    markdown: t.exposeString("markdown"),
    content: t.exposeString("content", { description: "The sanitized HTML users see." }),
    publishedAt: t.expose("published_at", {
      type: "DateTime",
      nullable: true,
      description: "null while it is a draft.",
    }),
    createdAt: t.expose("created_at", { type: "DateTime" }),
    updatedAt: t.expose("updated_at", { type: "DateTime" }),
  }),
});

const AdminChangelogConnection = builder.simpleObject("AdminChangelogConnection", {
  fields: (t) => ({ nodes: t.field({ type: [AdminChangelogRef] }), totalCount: t.int() }),
});

const ChangelogFields = builder.inputType("ChangelogFields", {
  fields: (t) => ({ title: t.string(), markdown: t.string() }),
});

const CreateChangelogInput = builder.inputType("CreateChangelogInput", {
  fields: (t) => ({ changelog: t.field({ type: ChangelogFields }) }),
});

const ChangelogPatchInput = builder.inputType("ChangelogPatch", {
  fields: (t) => ({
    title: t.string({ required: false }),
    markdown: t.string({ required: false }),
    published: t.boolean({
      required: false,
      description: "true publishes a draft now; false takes an entry back to draft.",
    }),
  }),
});

const UpdateChangelogInput = builder.inputType("UpdateChangelogInput", {
  fields: (t) => ({ id: t.id(), patch: t.field({ type: ChangelogPatchInput }) }),
});

const DeleteChangelogInput = builder.inputType("DeleteChangelogInput", {
  fields: (t) => ({ id: t.id() }),
});

builder.queryFields((t) => ({
  adminChangelogs: t.field({
    type: AdminChangelogConnection,
    authScopes: { staff: true },
    description: "Staff: every changelog entry, drafts included, by offset.",
    args: {
      offset: t.arg.int({ required: false, defaultValue: 0 }),
      count: t.arg.int({ required: false, defaultValue: CHANGELOG_PAGE_SIZE }),
    },
    resolve: async (_root, args, context) => {
      const page = parseOffsetPage(args, CHANGELOG_PAGE_SIZE);
      const [nodes, totalCount] = await Promise.all([
        findAllChangelogs(context.db, page),
        countAllChangelogs(context.db),
      ]);
      return { nodes, totalCount };
    },
  }),
  adminChangelog: t.field({
    type: AdminChangelogRef,
    authScopes: { staff: true },
    description: "Staff: one changelog entry, draft or published, to edit.",
    args: { id: t.arg.id() },
    resolve: (_root, args, context) => getChangelog(context.db, args.id),
  }),
  changelogPreview: t.string({
    authScopes: { staff: true },
    description: "Staff: the sanitized HTML that this Markdown becomes, as users would see it.",
    args: { markdown: t.arg.string() },
    resolve: (_root, args) => renderChangelogMarkdown(parseChangelogMarkdown(args.markdown)),
  }),
}));

builder.mutationFields((t) => ({
  createChangelog: t.field({
    type: AdminChangelogRef,
    authScopes: { staff: true },
    description: "Staff: a new changelog entry, as a draft.",
    args: { input: t.arg({ type: CreateChangelogInput }) },
    resolve: (_root, { input }, context) =>
      createChangelog(context.db, viewerOf(context).userId, input.changelog),
  }),
  updateChangelog: t.field({
    type: AdminChangelogRef,
    authScopes: { staff: true },
    description: "Staff: edits, publishes or unpublishes a changelog entry.",
    args: { input: t.arg({ type: UpdateChangelogInput }) },
    resolve: (_root, { input }, context) => updateChangelog(context.db, input.id, input.patch),
  }),
  deleteChangelog: t.field({
    type: OkPayload,
    authScopes: { staff: true },
    description: "Staff: deletes a changelog entry for good.",
    args: { input: t.arg({ type: DeleteChangelogInput }) },
    resolve: async (_root, { input }, context) => {
      await deleteChangelog(context.db, input.id);
      return { ok: true };
    },
  }),
}));
