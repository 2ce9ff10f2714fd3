import { ARTBOARD_SIZE_INVALID, parseArtboardSize } from "@contour/canvas";
import { DEFAULT_WORKBENCH_NAME, MAX_PAGE_SIZE } from "@contour/core";
import { clearAllDataLoaders } from "@pothos/plugin-dataloader";
import { ATOMIC } from "../../graphql/atomic-mutations.js";
import { builder } from "../../graphql/builder.js";
import { type Context, viewerOf } from "../../graphql/context.js";
import { fail } from "../../graphql/errors.js";
import { ACCESS_NEUTRAL } from "../../graphql/live-access-events.js";
import { selectsField } from "../../graphql/selection.js";
import { DeletePayload } from "../folders/folder.type.js";
import { parseItemName } from "../folders/item-name.js";
import { moveItems } from "../folders/move-items.js";
import { getMembership } from "../organizations/membership.js";
import { trashItems } from "../trash/trash-items.js";
import { createWorkbench } from "./create-workbench.js";
import { duplicateWorkbench } from "./duplicate-workbench.js";
import { recordWorkbenchView } from "./record-view.js";
import { renameWorkbench } from "./rename-workbench.js";
import { WorkbenchConnection, WorkbenchOrderByEnum, WorkbenchRef } from "./workbench.type.js";
import { findWorkbenchPage, pageSize } from "./workbench-page.js";
import { findRecentWorkbenches } from "./workbench-queries.js";

/** Clients with these workbenches open re-read their name and folder, once this is committed. */
function announceWorkbenchesChanged(context: Context, ids: readonly string[]): void {
  context.afterCommit.push(async () => {
    context.services.live.publish({ kind: "workbenches-changed", ids: [...new Set(ids)] });
  });
}

const ArtboardSizeInput = builder.inputType("ArtboardSizeInput", {
  description: "In pixels: whole numbers, 1 to 8192 a side.",
  fields: (t) => ({ width: t.int(), height: t.int() }),
});
const WorkbenchInput = builder.inputType("WorkbenchInput", {
  fields: (t) => ({
    name: t.string({ required: false }),
    folderId: t.id(),
    artboard: t.field({
      type: ArtboardSizeInput,
      required: false,
      description: "The artboard's size; 1920 x 1080 if left out.",
    }),
  }),
});
const CreateWorkbenchInput = builder.inputType("CreateWorkbenchInput", {
  fields: (t) => ({ workbench: t.field({ type: WorkbenchInput }) }),
});
const DuplicateWorkbenchInput = builder.inputType("DuplicateWorkbenchInput", {
  fields: (t) => ({ id: t.id(), targetFolderId: t.id() }),
});
const WorkbenchPatch = builder.inputType("WorkbenchPatch", {
  fields: (t) => ({ name: t.string({ required: false }) }),
});
const UpdateWorkbenchInput = builder.inputType("UpdateWorkbenchInput", {
  fields: (t) => ({ id: t.id(), patch: t.field({ type: WorkbenchPatch }) }),
});
const DeleteWorkbenchesInput = builder.inputType("DeleteWorkbenchesInput", {
  fields: (t) => ({ ids: t.idList() }),
});
const WorkbenchesPatch = builder.inputType("WorkbenchesPatch", {
  fields: (t) => ({ folderId: t.id() }),
});
const UpdateWorkbenchesInput = builder.inputType("UpdateWorkbenchesInput", {
  fields: (t) => ({ ids: t.idList(), patch: t.field({ type: WorkbenchesPatch }) }),
});
const UpdateWorkbenchesPayload = builder.simpleObject("UpdateWorkbenchesPayload", {
  fields: (t) => ({ workbenches: t.field({ type: [WorkbenchRef] }) }),
});

builder.queryFields((t) => ({
  workbench: t.field({
    type: WorkbenchRef,
    authScopes: { signedIn: true },
    args: { id: t.arg.id() },
    resolve: (_root, { id }) => id,
  }),
  recentWorkbenches: t.field({
    type: [WorkbenchRef],
    authScopes: { signedIn: true },
    description: "The files the viewer opened in the workspace, last opened first.",
    args: { organizationId: t.arg.id(), first: t.arg.int({ required: false, defaultValue: 20 }) },
    resolve: async (_root, { organizationId, first }, context) => {
      const { userId } = viewerOf(context);
      await getMembership(context.db, userId, organizationId);
      return findRecentWorkbenches(context.db, userId, organizationId, pageSize(first, 20));
    },
  }),
  organizationWorkbenches: t.field({
    type: WorkbenchConnection,
    authScopes: { signedIn: true },
    description: `Every file of the workspace the viewer can see, newest first by the order asked, in pages (first is at most ${MAX_PAGE_SIZE}).`,
    args: {
      organizationId: t.arg.id(),
      orderBy: t.arg({ type: WorkbenchOrderByEnum, required: false, defaultValue: "UPDATED_AT" }),
      first: t.arg.int({ required: false, defaultValue: 30 }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context, info) => {
      const { userId } = viewerOf(context);
      await getMembership(context.db, userId, args.organizationId);
      return findWorkbenchPage(
        context.db,
        userId,
        { organizationId: args.organizationId },
        {
          order: args.orderBy ?? "UPDATED_AT",
          first: args.first,
          after: args.after,
          countTotal: selectsField(info, "totalCount"),
        },
      );
    },
  }),
}));

builder.mutationFields((t) => ({
  createWorkbench: t.field({
    type: WorkbenchRef,
    authScopes: { signedIn: true },
    extensions: { ...ATOMIC, ...ACCESS_NEUTRAL },
    description: `A new file in a folder, named "${DEFAULT_WORKBENCH_NAME}" unless a name is given.`,
    args: { input: t.arg({ type: CreateWorkbenchInput }) },
    resolve: async (_root, { input }, context) => {
      const { name, folderId, artboard } = input.workbench;
      const id = await createWorkbench(context.db, viewerOf(context).userId, {
        folderId,
        name: name == null ? DEFAULT_WORKBENCH_NAME : parseItemName(name),
        artboard: artboard
          ? (parseArtboardSize(artboard) ?? fail("BAD_USER_INPUT", ARTBOARD_SIZE_INVALID))
          : undefined,
      });
      clearAllDataLoaders(context);
      return id;
    },
  }),
  duplicateWorkbench: t.field({
    type: WorkbenchRef,
    authScopes: { signedIn: true },
    extensions: ATOMIC,
    description: `Copies a file as "{name} (copy)" into a folder of the same workspace.`,
    args: { input: t.arg({ type: DuplicateWorkbenchInput }) },
    resolve: async (_root, { input }, context) => {
      const { id, thumbnailCopy } = await duplicateWorkbench(
        context.db,
        viewerOf(context).userId,
        input,
      );
      if (thumbnailCopy) {
        const { blobs } = context.services;
        context.afterCommit.push(() => blobs.copy(thumbnailCopy.from, thumbnailCopy.to));
      }
      clearAllDataLoaders(context);
      return id;
    },
  }),
  updateWorkbench: t.field({
    type: WorkbenchRef,
    authScopes: { signedIn: true },
    extensions: ATOMIC,
    args: { input: t.arg({ type: UpdateWorkbenchInput }) },
    resolve: async (_root, { input }, context) => {
      const { name } = input.patch;
      if (name != null) {
        await renameWorkbench(context.db, viewerOf(context).userId, {
          id: input.id,
          name: parseItemName(name),
        });
        announceWorkbenchesChanged(context, [input.id]);
        clearAllDataLoaders(context);
      }
      return input.id;
    },
  }),
  recordWorkbenchView: t.field({
    type: WorkbenchRef,
    authScopes: { signedIn: true },
    extensions: { ...ATOMIC, ...ACCESS_NEUTRAL },
    description: "The workbench page calls this when it opens a file; it feeds Recent.",
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, context) => {
      await recordWorkbenchView(context.db, viewerOf(context).userId, id);
      return id;
    },
  }),
  deleteWorkbenches: t.field({
    type: DeletePayload,
    authScopes: { signedIn: true },
    extensions: ATOMIC,
    description: "Moves the files to the Trash of their team or drafts, all or nothing.",
    args: { input: t.arg({ type: DeleteWorkbenchesInput }) },
    resolve: async (_root, { input }, context) => {
      const deletedIds = await trashItems(context.db, viewerOf(context).userId, {
        workbenchIds: input.ids,
      });
      clearAllDataLoaders(context);
      return { deletedIds };
    },
  }),
  updateWorkbenches: t.field({
    type: UpdateWorkbenchesPayload,
    authScopes: { signedIn: true },
    extensions: ATOMIC,
    description: "Moves files into another folder of their workspace, all or nothing.",
    args: { input: t.arg({ type: UpdateWorkbenchesInput }) },
    resolve: async (_root, { input }, context) => {
      await moveItems(context.db, viewerOf(context).userId, {
        workbenchIds: input.ids,
        targetFolderId: input.patch.folderId,
      });
      announceWorkbenchesChanged(context, input.ids);
      clearAllDataLoaders(context);
      return { workbenches: [...new Set(input.ids)] };
    },
  }),
}));
