import { clearAllDataLoaders } from "@pothos/plugin-dataloader";
import type { GraphQLResolveInfo } from "graphql";
import { ATOMIC } from "../../graphql/atomic-mutations.js";
import { builder } from "../../graphql/builder.js";
import { type Context, viewerOf } from "../../graphql/context.js";
import { fail } from "../../graphql/errors.js";
import { selectsField } from "../../graphql/selection.js";
import { ensureDraftsRootFolder } from "../organizations/create-organization.js";
import { getMembership } from "../organizations/membership.js";
import { OrganizationRef } from "../organizations/organization.type.js";
import { trashItems } from "../trash/trash-items.js";
import { createFolder } from "./create-folder.js";
import { breadcrumbsLoader, childFoldersLoader, DeletePayload, FolderRef } from "./folder.type.js";
import {
  draftsRootOf,
  type FolderNode,
  findDraftsRoot,
  findFolderTree,
  findFolderWithContents,
} from "./folder-queries.js";
import { parseItemName } from "./item-name.js";
import { moveItems } from "./move-items.js";
import { renameFolder } from "./rename-folder.js";
import { FOLDER_NOT_FOUND } from "./require-access.js";

const TreeFolderRef = builder.objectRef<FolderNode>("TreeFolder").implement({
  description: "A folder in the move and duplicate picker; the client builds the tree by parentId.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    parentId: t.exposeID("parent_id", { nullable: true }),
    isEditable: t.boolean({ resolve: (folder) => folder.access.canEdit }),
    teamId: t.exposeID("team_id", { nullable: true }),
    rootFolderOfDraftOrganizationId: t.id({
      nullable: true,
      resolve: (folder) => draftsRootOf(folder),
    }),
  }),
});

const FolderInput = builder.inputType("FolderInput", {
  fields: (t) => ({ name: t.string(), parentId: t.id() }),
});
const CreateFolderInput = builder.inputType("CreateFolderInput", {
  fields: (t) => ({ folder: t.field({ type: FolderInput }) }),
});
const FolderPatch = builder.inputType("FolderPatch", {
  fields: (t) => ({ name: t.string({ required: false }) }),
});
const UpdateFolderInput = builder.inputType("UpdateFolderInput", {
  fields: (t) => ({ id: t.id(), patch: t.field({ type: FolderPatch }) }),
});
const DeleteFoldersInput = builder.inputType("DeleteFoldersInput", {
  fields: (t) => ({ ids: t.idList() }),
});
const FoldersPatch = builder.inputType("FoldersPatch", {
  fields: (t) => ({ parentId: t.id() }),
});
const UpdateFoldersInput = builder.inputType("UpdateFoldersInput", {
  fields: (t) => ({ ids: t.idList(), patch: t.field({ type: FoldersPatch }) }),
});
const UpdateFoldersPayload = builder.simpleObject("UpdateFoldersPayload", {
  fields: (t) => ({ folders: t.field({ type: [FolderRef] }) }),
});

/**
 * The drafts root of the viewer in a workspace they are in, made on first use: one statement
 * once it exists, since placedFolders checks the membership.
 */
async function draftsFolder(
  context: Context,
  organizationId: string,
): Promise<FolderNode | string> {
  const { userId } = viewerOf(context);
  const existing = await findDraftsRoot(context.db, userId, organizationId);
  if (existing) return existing;
  await getMembership(context.db, userId, organizationId);
  return ensureDraftsRootFolder(context.db, organizationId, userId);
}

/**
 * The folder page: the folder with the breadcrumbs and subfolders the query asks for, read in
 * one statement and handed to those fields' loaders.
 */
async function openFolder(context: Context, id: string, info: GraphQLResolveInfo) {
  const wants = {
    breadcrumbs: selectsField(info, "breadcrumbs"),
    children: selectsField(info, "childFolders"),
  };
  if (!wants.breadcrumbs && !wants.children) return id;
  const found = await findFolderWithContents(context.db, viewerOf(context).userId, id, wants);
  if (!found) return fail("NOT_FOUND", FOLDER_NOT_FOUND);
  if (found.breadcrumbs) breadcrumbsLoader(context).prime(id, { nodes: found.breadcrumbs });
  if (found.children) {
    childFoldersLoader(context).prime(id, {
      nodes: found.children,
      totalCount: found.children.length,
    });
  }
  return found.folder;
}

builder.objectField(OrganizationRef, "draftsFolder", (t) =>
  t.field({
    type: FolderRef,
    description: `The viewer's drafts ("My files") root folder, made on first use.`,
    resolve: (organization, _args, context) => draftsFolder(context, organization.id),
  }),
);

builder.queryFields((t) => ({
  folder: t.field({
    type: FolderRef,
    authScopes: { signedIn: true },
    args: { id: t.arg.id() },
    resolve: (_root, { id }, context, info) => openFolder(context, id, info),
  }),
  draftsFolder: t.field({
    type: FolderRef,
    authScopes: { signedIn: true },
    description: `The viewer's drafts ("My files") root folder in a workspace, made on first use.`,
    args: { organizationId: t.arg.id() },
    resolve: (_root, { organizationId }, context) => draftsFolder(context, organizationId),
  }),
  folderTree: t.field({
    type: [TreeFolderRef],
    authScopes: { signedIn: true },
    description: "Every folder of the workspace the viewer can see; roots have no parentId.",
    args: { organizationId: t.arg.id() },
    resolve: async (_root, { organizationId }, context) => {
      const { userId } = viewerOf(context);
      await getMembership(context.db, userId, organizationId);
      return findFolderTree(context.db, userId, organizationId);
    },
  }),
}));

builder.mutationFields((t) => ({
  createFolder: t.field({
    type: FolderRef,
    authScopes: { signedIn: true },
    extensions: ATOMIC,
    args: { input: t.arg({ type: CreateFolderInput }) },
    resolve: async (_root, { input }, context) => {
      const id = await createFolder(context.db, viewerOf(context).userId, {
        parentId: input.folder.parentId,
        name: parseItemName(input.folder.name),
      });
      clearAllDataLoaders(context);
      return id;
    },
  }),
  updateFolder: t.field({
    type: FolderRef,
    authScopes: { signedIn: true },
    extensions: ATOMIC,
    args: { input: t.arg({ type: UpdateFolderInput }) },
    resolve: async (_root, { input }, context) => {
      const { name } = input.patch;
      if (name != null) {
        await renameFolder(context.db, viewerOf(context).userId, {
          id: input.id,
          name: parseItemName(name),
        });
        clearAllDataLoaders(context);
      }
      return input.id;
    },
  }),
  deleteFolders: t.field({
    type: DeletePayload,
    authScopes: { signedIn: true },
    extensions: ATOMIC,
    description:
      "Moves the folders with everything in them to the Trash of their team or drafts, all or nothing.",
    args: { input: t.arg({ type: DeleteFoldersInput }) },
    resolve: async (_root, { input }, context) => {
      const deletedIds = await trashItems(context.db, viewerOf(context).userId, {
        folderIds: input.ids,
      });
      clearAllDataLoaders(context);
      return { deletedIds };
    },
  }),
  updateFolders: t.field({
    type: UpdateFoldersPayload,
    authScopes: { signedIn: true },
    extensions: ATOMIC,
    description: "Moves folders into another folder of their workspace, all or nothing.",
    args: { input: t.arg({ type: UpdateFoldersInput }) },
    resolve: async (_root, { input }, context) => {
      await moveItems(context.db, viewerOf(context).userId, {
        folderIds: input.ids,
        targetFolderId: input.patch.parentId,
      });
      clearAllDataLoaders(context);
      return { folders: [...new Set(input.ids)] };
    },
  }),
}));
