import { DRAFTS_TITLE } from "@contour/core";
import { builder } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { apiError } from "../../graphql/errors.js";
import { inKeyOrder } from "../../graphql/loaders.js";
import { selectsField } from "../../graphql/selection.js";
import { FolderRef } from "../folders/folder.type.js";
import { OrganizationRef } from "../organizations/organization.type.js";
import { TeamRef } from "../teams/team.type.js";
import { WORKBENCH_NOT_FOUND } from "./require-workbench.js";
import { thumbnailUrl } from "./thumbnail-url.js";
import { findWorkbenchPage, type WorkbenchPage } from "./workbench-page.js";
import { findWorkbenches, type UserSummary, type WorkbenchNode } from "./workbench-queries.js";

/** Loaded by id for the viewer: a file they cannot see loads as NOT_FOUND. */
export const WorkbenchRef = builder.loadableObjectRef<WorkbenchNode, string>("Workbench", {
  load: async (ids, context) =>
    inKeyOrder(
      ids,
      await findWorkbenches(context.db, viewerOf(context).userId, ids),
      (workbench) => workbench.id,
      () => apiError("NOT_FOUND", WORKBENCH_NOT_FOUND),
    ),
  cacheResolved: (workbench) => workbench.id,
});

export const WorkbenchOrderByEnum = builder.enumType("WorkbenchOrderBy", {
  values: ["UPDATED_AT", "CREATED_AT"] as const,
});

export const UserSummaryRef = builder.objectRef<UserSummary>("UserSummary").implement({
  description: "Who made or last changed a file.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    email: t.exposeString("email"),
  }),
});

export const PageInfo = builder.simpleObject("PageInfo", {
  fields: (t) => ({
    endCursor: t.string({ nullable: true }),
    hasNextPage: t.boolean(),
  }),
});

export const WorkbenchConnection = builder
  .objectRef<WorkbenchPage>("WorkbenchConnection")
  .implement({
    fields: (t) => ({
      nodes: t.field({ type: [WorkbenchRef], resolve: (page) => page.nodes }),
      totalCount: t.int({
        description: "Every file in the scope the viewer can see; counted only when asked.",
        resolve: (page) => {
          // The page's resolvers count exactly when this field is selected.
          if (page.totalCount === null) throw new Error("totalCount selected but not counted");
          return page.totalCount;
        },
      }),
      pageInfo: t.field({ type: PageInfo, resolve: (page) => page.pageInfo }),
    }),
  });

WorkbenchRef.implement({
  description: "A file: a drawing in a folder.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    thumbnailUrl: t.string({
      description: "The thumbnail, or a placeholder image while there is none; signed, for <img>.",
      resolve: (workbench, _args, context) =>
        thumbnailUrl(context.services.thumbnailSigner, workbench.id, workbench.thumbnail_path),
    }),
    updatedAt: t.expose("updated_at", { type: "DateTime" }),
    createdAt: t.expose("created_at", { type: "DateTime" }),
    folderId: t.exposeID("folder_id"),
    isEditable: t.boolean({ resolve: (workbench) => workbench.access.canEdit }),
    lastUpdatedBy: t.field({
      type: UserSummaryRef,
      nullable: true,
      resolve: (workbench) => workbench.last_updater,
    }),
    creator: t.field({
      type: UserSummaryRef,
      nullable: true,
      resolve: (workbench) => workbench.creator,
    }),
    team: t.field({
      type: TeamRef,
      nullable: true,
      description: "Null for a file in drafts.",
      resolve: (workbench) => workbench.team,
    }),
    location: t.string({
      description: 'The team\'s name, or "My files" for a file in drafts.',
      resolve: (workbench) => workbench.team?.name ?? DRAFTS_TITLE,
    }),
    organization: t.field({
      type: OrganizationRef,
      resolve: (workbench) => workbench.organization_id,
    }),
  }),
});

builder.objectField(FolderRef, "workbenches", (t) =>
  t.field({
    type: WorkbenchConnection,
    description: `The folder's files, last edited first, in pages (first is at most 100).`,
    args: {
      first: t.arg.int({ required: false, defaultValue: 30 }),
      after: t.arg.string({ required: false }),
    },
    resolve: (folder, args, context, info) =>
      findWorkbenchPage(
        context.db,
        viewerOf(context).userId,
        { folderId: folder.id },
        {
          order: "UPDATED_AT",
          first: args.first,
          after: args.after,
          countTotal: selectsField(info, "totalCount"),
        },
      ),
  }),
);
