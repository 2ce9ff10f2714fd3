import { canPurgeTrash, canRestoreFromTrash, trashDaysLeft, trashPurgeAt } from "@contour/core";
import { clearAllDataLoaders } from "@pothos/plugin-dataloader";
import { ATOMIC } from "../../graphql/atomic-mutations.js";
import { builder } from "../../graphql/builder.js";
import { type Context, viewerOf } from "../../graphql/context.js";
import { fail } from "../../graphql/errors.js";
import { DeletePayload } from "../folders/folder.type.js";
import { membershipOf } from "../folders/place.js";
import { PageInfo, UserSummaryRef } from "../workbenches/workbench.type.js";
import { deleteForever, emptyTrash } from "./delete-forever.js";
import { restoreItems } from "./restore-items.js";
import { corePlaceOf, type DescribedTrashEntry } from "./trash-entries.js";
import { findTrashPage, type TrashPage, type TrashScope } from "./trash-page.js";
import { requireTrashScope } from "./trash-scope.js";

const TrashItemKindEnum = builder.enumType("TrashItemKind", {
  values: ["WORKBENCH", "FOLDER"] as const,
});

const TrashItemRef = builder.objectRef<DescribedTrashEntry>("TrashItem").implement({
  description: "A file or folder deleted on its own (what went with a folder is not listed).",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.field({ type: TrashItemKindEnum, resolve: (entry) => entry.kind }),
    name: t.exposeString("name"),
    trashedAt: t.expose("trashed_at", { type: "DateTime" }),
    trashedBy: t.field({
      type: UserSummaryRef,
      nullable: true,
      description: "Who deleted it; null once their account is gone.",
      resolve: (entry) => entry.trasher,
    }),
    location: t.string({
      description: "The name of the folder it was in.",
      resolve: (entry) => entry.origin_name,
    }),
    purgeAt: t.field({
      type: "DateTime",
      description: "When it is deleted for good: 30 days after it was deleted.",
      resolve: (entry) => trashPurgeAt(entry.trashed_at),
    }),
    daysLeft: t.int({ resolve: (entry) => trashDaysLeft(entry.trashed_at, new Date()) }),
    isRestorable: t.boolean({ resolve: (entry) => canRestoreFromTrash(entry.access) }),
    isDeletable: t.boolean({
      description: "Whether the viewer may delete it forever.",
      resolve: (entry, _args, context) =>
        canPurgeTrash(
          membershipOf(entry.place),
          corePlaceOf(entry.place, viewerOf(context).userId),
        ),
    }),
  }),
});

const TrashConnection = builder
  .objectRef<TrashPage & { canEmpty: boolean }>("TrashConnection")
  .implement({
    fields: (t) => ({
      nodes: t.field({ type: [TrashItemRef], resolve: (page) => page.nodes }),
      totalCount: t.exposeInt("totalCount"),
      pageInfo: t.field({ type: PageInfo, resolve: (page) => page.pageInfo }),
      canEmpty: t.exposeBoolean("canEmpty", {
        description: "Whether the viewer may empty this Trash (and delete its items forever).",
      }),
    }),
  });

const TrashItemsInput = builder.inputType("TrashItemsInput", {
  fields: (t) => ({
    workbenchIds: t.idList({ required: false }),
    folderIds: t.idList({ required: false }),
  }),
});
const EmptyTrashInput = builder.inputType("EmptyTrashInput", {
  description: "One of the two: a team's Trash, or the viewer's drafts' in a workspace.",
  fields: (t) => ({
    teamId: t.id({ required: false }),
    organizationId: t.id({ required: false }),
  }),
});
const RestoreTrashItemsPayload = builder.simpleObject("RestoreTrashItemsPayload", {
  fields: (t) => ({
    restoredIds: t.idList(),
    movedToRootIds: t.idList({
      description: "Restored to the root of their team or drafts: their folder is in the Trash.",
    }),
  }),
});
const EmptyTrashPayload = builder.simpleObject("EmptyTrashPayload", {
  fields: (t) => ({
    deletedIds: t.idList(),
    remaining: t.int({ description: "Entries left: call again to delete them too." }),
  }),
});

async function trashPage(
  context: Context,
  scope: TrashScope,
  args: { first?: number | null; after?: string | null },
) {
  const { userId } = viewerOf(context);
  const { membership, place } = await requireTrashScope(context.db, userId, scope);
  const page = await findTrashPage(context.db, userId, scope, args);
  return { ...page, canEmpty: canPurgeTrash(membership, place) };
}

function scopeOf(input: { teamId?: string | null; organizationId?: string | null }): TrashScope {
  if (input.teamId && !input.organizationId) return { teamId: input.teamId };
  if (input.organizationId && !input.teamId) return { draftsOf: input.organizationId };
  return fail("BAD_USER_INPUT", "Name either a team or a workspace, not both.");
}

function removeAfterCommit(context: Context, blobKeys: readonly string[]): void {
  const { blobs } = context.services;
  context.afterCommit.push(() => blobs.remove(blobKeys));
}

builder.queryFields((t) => ({
  teamTrash: t.field({
    type: TrashConnection,
    authScopes: { signedIn: true },
    description: "A team's Trash, newest deletion first.",
    args: {
      teamId: t.arg.id(),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: (_root, { teamId, first, after }, context) =>
      trashPage(context, { teamId }, { first, after }),
  }),
  draftsTrash: t.field({
    type: TrashConnection,
    authScopes: { signedIn: true },
    description: "The Trash of the viewer's drafts in a workspace, newest deletion first.",
    args: {
      organizationId: t.arg.id(),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: (_root, { organizationId, first, after }, context) =>
      trashPage(context, { draftsOf: organizationId }, { first, after }),
  }),
}));

builder.mutationFields((t) => ({
  restoreTrashItems: t.field({
    type: RestoreTrashItemsPayload,
    authScopes: { signedIn: true },
    extensions: ATOMIC,
    description: "Puts Trash entries back where they were, with what went with them.",
    args: { input: t.arg({ type: TrashItemsInput }) },
    resolve: async (_root, { input }, context) => {
      const result = await restoreItems(context.db, viewerOf(context).userId, {
        workbenchIds: input.workbenchIds ?? [],
        folderIds: input.folderIds ?? [],
      });
      clearAllDataLoaders(context);
      return result;
    },
  }),
  deleteTrashItemsForever: t.field({
    type: DeletePayload,
    authScopes: { signedIn: true },
    extensions: ATOMIC,
    description: "Deletes Trash entries for good, with their blobs, all or nothing.",
    args: { input: t.arg({ type: TrashItemsInput }) },
    resolve: async (_root, { input }, context) => {
      const { deletedIds, blobKeys } = await deleteForever(context.db, viewerOf(context).userId, {
        workbenchIds: input.workbenchIds ?? [],
        folderIds: input.folderIds ?? [],
      });
      removeAfterCommit(context, blobKeys);
      clearAllDataLoaders(context);
      return { deletedIds };
    },
  }),
  emptyTrash: t.field({
    type: EmptyTrashPayload,
    authScopes: { signedIn: true },
    extensions: ATOMIC,
    description: "Deletes for good up to 1,000 entries of a Trash; `remaining` tells what is left.",
    args: { input: t.arg({ type: EmptyTrashInput }) },
    resolve: async (_root, { input }, context) => {
      const { deletedIds, blobKeys, remaining } = await emptyTrash(
        context.db,
        viewerOf(context).userId,
        scopeOf(input),
      );
      removeAfterCommit(context, blobKeys);
      clearAllDataLoaders(context);
      return { deletedIds, remaining };
    },
  }),
}));
