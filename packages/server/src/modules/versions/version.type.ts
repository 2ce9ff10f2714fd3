import { canDeleteVersion, VERSION_KINDS, type VersionAbilities } from "@contour/core";
import { builder } from "../../graphql/builder.js";
import { PageInfo, UserSummaryRef } from "../workbenches/workbench.type.js";
import { readVersionUpdate } from "./version-chains.js";
import type { VersionPage, VersionSummary } from "./version-queries.js";

/** A version as one member sees it: what they may do with it is worked out for them. */
export interface VersionShape {
  summary: VersionSummary;
  abilities: VersionAbilities;
}

export const VersionKindEnum = builder.enumType("WorkbenchVersionKind", {
  values: VERSION_KINDS,
  description:
    "AUTO: the server's snapshot after a pause in drawing; BEFORE_RESTORE: the server's snapshot before a restore; NAMED: saved and named by someone.",
});

export const VersionRef = builder.objectRef<VersionShape>("WorkbenchVersion").implement({
  description: "A saved state of a workbench's drawing (issue 19, version history).",
  fields: (t) => ({
    id: t.id({ resolve: ({ summary }) => summary.id }),
    workbenchId: t.id({ resolve: ({ summary }) => summary.workbench_id }),
    kind: t.field({ type: VersionKindEnum, resolve: ({ summary }) => summary.kind }),
    name: t.string({ nullable: true, resolve: ({ summary }) => summary.name }),
    createdAt: t.field({ type: "DateTime", resolve: ({ summary }) => summary.created_at }),
    createdBy: t.field({
      type: UserSummaryRef,
      nullable: true,
      description: "Who named it or restored; null for the server's own snapshots.",
      resolve: ({ summary }) => summary.creator,
    }),
    authors: t.field({
      type: [UserSummaryRef],
      description: "The users whose changes are in it since the version before.",
      resolve: ({ summary }) => summary.authors,
    }),
    sizeBytes: t.int({
      description:
        "What the version stores, before compression: the whole drawing for the first version of a chain, the changes since the version before for the others.",
      resolve: ({ summary }) => summary.state_bytes,
    }),
    previewUrl: t.string({
      description: "A PNG of its first artboard, rendered by the server; read with the session.",
      resolve: ({ summary }) => `/api/v1/workbench-versions/${summary.id}/preview.png`,
    }),
    isRestorable: t.boolean({ resolve: ({ abilities }) => abilities.canRestore }),
    isNameable: t.boolean({
      description: "The viewer may name it (or rename it, when it is named).",
      resolve: ({ abilities }) => abilities.canName,
    }),
    isDeletable: t.boolean({
      description: "The viewer may delete it: named versions, for editors of the file.",
      resolve: ({ summary, abilities }) => canDeleteVersion(abilities, summary.kind),
    }),
    update: t.string({
      description:
        "The drawing as one Yjs update, base64: what a client applies to a new Y.Doc to show it, or to restore it.",
      resolve: async ({ summary }, _args, context) =>
        Buffer.from(await readVersionUpdate(context.db, summary.id)).toString("base64"),
    }),
  }),
});

export const VersionConnection = builder
  .objectRef<VersionPage & { abilities: VersionAbilities; canCreateFiles: boolean }>(
    "WorkbenchVersionConnection",
  )
  .implement({
    fields: (t) => ({
      nodes: t.field({
        type: [VersionRef],
        resolve: ({ nodes, abilities }) => nodes.map((summary) => ({ summary, abilities })),
      }),
      totalCount: t.exposeInt("totalCount"),
      pageInfo: t.field({ type: PageInfo, resolve: (page) => page.pageInfo }),
      canSave: t.boolean({
        description: "The viewer may save named versions of this file.",
        resolve: ({ abilities }) => abilities.canSave,
      }),
      canCreateFiles: t.exposeBoolean("canCreateFiles", {
        description: "The viewer may create files in this file's folder: open a version as one.",
      }),
    }),
  });
