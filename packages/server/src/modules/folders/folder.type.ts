import { GraphQLError } from "graphql";
import { builder } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { apiError } from "../../graphql/errors.js";
import { inKeyOrder, requestLoader } from "../../graphql/loaders.js";
import { OrganizationRef } from "../organizations/organization.type.js";
import { TeamRef } from "../teams/team.type.js";
import {
  type Breadcrumb,
  draftsRootOf,
  type FolderNode,
  findBreadcrumbs,
  findChildFolders,
  findFolders,
} from "./folder-queries.js";
import { FOLDER_NOT_FOUND } from "./require-access.js";

/** Loaded by id for the viewer: a folder they cannot see loads as NOT_FOUND. */
export const FolderRef = builder.loadableObjectRef<FolderNode, string>("Folder", {
  load: async (ids, context) =>
    inKeyOrder(
      ids,
      await findFolders(context.db, viewerOf(context).userId, ids),
      (folder) => folder.id,
      () => apiError("NOT_FOUND", FOLDER_NOT_FOUND),
    ),
  cacheResolved: (folder) => folder.id,
});

const BreadcrumbRef = builder.objectRef<Breadcrumb>("Breadcrumb").implement({
  description: "An ancestor of a folder.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    parentId: t.exposeID("parent_id", { nullable: true }),
    rootFolderOfDraftOrganizationId: t.exposeID("root_folder_of_draft_organization_id", {
      nullable: true,
    }),
  }),
});

const BreadcrumbConnection = builder.simpleObject("BreadcrumbConnection", {
  fields: (t) => ({ nodes: t.field({ type: [BreadcrumbRef] }) }),
});

export const DeletePayload = builder.simpleObject("DeletePayload", {
  fields: (t) => ({ deletedIds: t.idList() }),
});

export const FolderConnection = builder.simpleObject("FolderConnection", {
  fields: (t) => ({ nodes: t.field({ type: [FolderRef] }), totalCount: t.int() }),
});

/** By folder id; the folder query primes both with what it read in its own statement. */
export const breadcrumbsLoader = requestLoader(async (folderIds: readonly string[], context) =>
  (await findBreadcrumbs(context.db, folderIds)).map((nodes) => ({ nodes })),
);

export const childFoldersLoader = requestLoader(async (parentIds: readonly string[], context) =>
  (await findChildFolders(context.db, viewerOf(context).userId, parentIds)).map((nodes) => ({
    nodes,
    totalCount: nodes.length,
  })),
);

function isNotFound(error: unknown): boolean {
  return error instanceof GraphQLError && error.extensions.code === "NOT_FOUND";
}

FolderRef.implement({
  description: "A folder in a team's tree or in a user's drafts.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    parentId: t.exposeID("parent_id", { nullable: true }),
    previousParent: t.field({
      type: FolderRef,
      nullable: true,
      description:
        "Where the folder was before its last move: null if never moved, gone or hidden.",
      resolve: async (folder, _args, context) => {
        if (folder.previous_parent_id === null) return null;
        return FolderRef.getDataloader(context)
          .load(folder.previous_parent_id)
          .catch((error: unknown) => {
            if (isNotFound(error)) return null;
            throw error;
          });
      },
    }),
    isEditable: t.boolean({ resolve: (folder) => folder.access.canEdit }),
    childFolders: t.field({
      type: FolderConnection,
      description: "The subfolders, by name (case-insensitive).",
      resolve: (folder, _args, context) => childFoldersLoader(context).load(folder.id),
    }),
    rootTeam: t.field({
      type: TeamRef,
      nullable: true,
      description: "The team whose tree holds the folder; null in drafts.",
      resolve: (folder) => folder.team,
    }),
    breadcrumbs: t.field({
      type: BreadcrumbConnection,
      description: "The ancestors, root first, without the folder itself.",
      resolve: (folder, _args, context) => breadcrumbsLoader(context).load(folder.id),
    }),
    rootFolderOfDraftOrganizationId: t.id({
      nullable: true,
      description: "The workspace's id on a drafts root folder; null on every other folder.",
      resolve: (folder) => draftsRootOf(folder),
    }),
    isTeamRootFolder: t.boolean({
      resolve: (folder) => folder.parent_id === null && folder.team_id !== null,
    }),
    organization: t.field({ type: OrganizationRef, resolve: (folder) => folder.organization_id }),
    createdAt: t.expose("created_at", { type: "DateTime" }),
    updatedAt: t.expose("updated_at", { type: "DateTime" }),
  }),
});
