import {
  canDeleteVersion,
  MAX_NAMED_VERSIONS_PER_WORKBENCH,
  VERSION_MESSAGES,
  versionAbilities,
  versionNameProblem,
} from "@contour/core";
import { clearAllDataLoaders } from "@pothos/plugin-dataloader";
import { inTransaction } from "../../db/transaction.js";
import { ATOMIC } from "../../graphql/atomic-mutations.js";
import { builder } from "../../graphql/builder.js";
import { type Context, viewerOf } from "../../graphql/context.js";
import { fail } from "../../graphql/errors.js";
import { ACCESS_NEUTRAL } from "../../graphql/live-access-events.js";
import { refreshThumbnail } from "../collab/thumbnail-job.js";
import { findFolders } from "../folders/folder-queries.js";
import { requireWorkbench } from "../workbenches/require-workbench.js";
import { WorkbenchRef } from "../workbenches/workbench.type.js";
import { pageSize } from "../workbenches/workbench-page.js";
import type { WorkbenchNode } from "../workbenches/workbench-queries.js";
import { findWorkbenches } from "../workbenches/workbench-queries.js";
import { openVersionAsCopy } from "./open-version-as-copy.js";
import { VersionConnection, VersionRef, type VersionShape } from "./version.type.js";
import { deleteVersions, lockVersionsOf } from "./version-chains.js";
import { findVersionSummary, readVersionPage } from "./version-queries.js";
import { countNamedVersions } from "./version-store.js";

/** The version with the viewer's abilities, when the viewer can see its workbench. */
async function versionAsSeen(
  context: Context,
  id: string,
): Promise<VersionShape & { workbench: WorkbenchNode }> {
  const summary = await findVersionSummary(context.db, id);
  const [workbench] = summary
    ? await findWorkbenches(context.db, viewerOf(context).userId, [summary.workbench_id])
    : [];
  if (!summary || !workbench) fail("NOT_FOUND", VERSION_MESSAGES.notFound);
  return { summary, workbench, abilities: versionAbilities(workbench.access) };
}

/** A version just made, as its maker sees it. */
async function madeVersion(context: Context, id: string | null): Promise<VersionShape | null> {
  return id === null ? null : versionAsSeen(context, id);
}

const SaveVersionInput = builder.inputType("SaveWorkbenchVersionInput", {
  fields: (t) => ({
    workbenchId: t.id(),
    name: t.string({ description: "1–100 characters, trimmed." }),
  }),
});

const VersionIdInput = builder.inputType("WorkbenchVersionIdInput", {
  fields: (t) => ({ id: t.id() }),
});

const NameVersionInput = builder.inputType("NameWorkbenchVersionInput", {
  fields: (t) => ({
    id: t.id(),
    name: t.string({ description: "1–100 characters, trimmed." }),
  }),
});

/** Tells everyone with the file open that its history changed. */
function tellVersionsChanged(context: Context, workbenchId: string): void {
  context.services.live.publish({ kind: "versions-changed", workbenchId });
}

const RestorePayload = builder
  .objectRef<{ restored: VersionShape; before: VersionShape | null }>(
    "RestoreWorkbenchVersionPayload",
  )
  .implement({
    fields: (t) => ({
      restored: t.field({
        type: VersionRef,
        description: "The version to restore: the client applies its `update` as one change.",
        resolve: (payload) => payload.restored,
      }),
      before: t.field({
        type: VersionRef,
        nullable: true,
        description:
          "The snapshot the server made of the drawing before the restore; null when the latest version already held it.",
        resolve: (payload) => payload.before,
      }),
    }),
  });

builder.queryFields((t) => ({
  workbenchVersions: t.field({
    type: VersionConnection,
    authScopes: { signedIn: true },
    description: "A workbench's versions, newest first; whoever can see the file.",
    args: {
      workbenchId: t.arg.id(),
      first: t.arg.int({ required: false, defaultValue: 50 }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const workbench = await requireWorkbench(
        context.db,
        viewerOf(context).userId,
        args.workbenchId,
      );
      const page = await readVersionPage(context.db, workbench.id, {
        first: pageSize(args.first, 50),
        after: args.after ?? null,
      });
      const [folder] = await findFolders(context.db, viewerOf(context).userId, [
        workbench.folder_id,
      ]);
      return {
        ...page,
        abilities: versionAbilities(workbench.access),
        canCreateFiles: folder?.access.canEdit === true,
      };
    },
  }),
  workbenchVersion: t.field({
    type: VersionRef,
    authScopes: { signedIn: true },
    description: "One version; with `update`, its drawing (to compare it with the current one).",
    args: { id: t.arg.id() },
    resolve: (_root, { id }, context) => versionAsSeen(context, id),
  }),
}));

builder.mutationFields((t) => ({
  saveWorkbenchVersion: t.field({
    type: VersionRef,
    authScopes: { signedIn: true },
    extensions: ACCESS_NEUTRAL,
    description: `Saves the drawing as it is now as a named version; editors of the file, at most ${MAX_NAMED_VERSIONS_PER_WORKBENCH} named versions a file.`,
    args: { input: t.arg({ type: SaveVersionInput }) },
    resolve: async (_root, { input }, context) => {
      const { userId } = viewerOf(context);
      const workbench = await requireWorkbench(context.db, userId, input.workbenchId);
      if (!versionAbilities(workbench.access).canSave)
        fail("FORBIDDEN", VERSION_MESSAGES.cannotSave);
      const problem = versionNameProblem(input.name);
      if (problem) fail("BAD_USER_INPUT", problem);
      if ((await countNamedVersions(context.db, workbench.id)) >= MAX_NAMED_VERSIONS_PER_WORKBENCH)
        fail("MANUAL_LIMITATION_ERROR", VERSION_MESSAGES.tooManyNamed);
      await context.services.rateLimits.consume("versionWrites", userId);
      const id = await context.services.versions.snapshot(
        { id: workbench.id, organizationId: workbench.organization_id },
        { kind: "NAMED", name: input.name.trim(), createdBy: userId },
      );
      const made = await madeVersion(context, id);
      return made ?? fail("BAD_USER_INPUT", VERSION_MESSAGES.neverOpened);
    },
  }),
  restoreWorkbenchVersion: t.field({
    type: RestorePayload,
    authScopes: { signedIn: true },
    extensions: ACCESS_NEUTRAL,
    description:
      "Snapshots the drawing as it is now, then answers the version to restore; the client applies it as one change that everyone sees live and its restorer can undo. Editors of the file.",
    args: { input: t.arg({ type: VersionIdInput }) },
    resolve: async (_root, { input }, context) => {
      const { userId } = viewerOf(context);
      const restored = await versionAsSeen(context, input.id);
      if (!restored.abilities.canRestore) fail("FORBIDDEN", VERSION_MESSAGES.cannotRestore);
      await context.services.rateLimits.consume("versionWrites", userId);
      const { workbench } = restored;
      const beforeId = await context.services.versions.snapshot(
        { id: workbench.id, organizationId: workbench.organization_id },
        { kind: "BEFORE_RESTORE", createdBy: userId },
      );
      return { restored, before: await madeVersion(context, beforeId) };
    },
  }),
  nameWorkbenchVersion: t.field({
    type: VersionRef,
    authScopes: { signedIn: true },
    extensions: ACCESS_NEUTRAL,
    description: `Names a version, or renames a named one; a snapshot of the server's that is named is kept as named versions are (at most ${MAX_NAMED_VERSIONS_PER_WORKBENCH} a file). Editors of the file.`,
    args: { input: t.arg({ type: NameVersionInput }) },
    resolve: async (_root, { input }, context) => {
      const { userId } = viewerOf(context);
      const version = await versionAsSeen(context, input.id);
      if (!version.abilities.canName) fail("FORBIDDEN", VERSION_MESSAGES.cannotName);
      const problem = versionNameProblem(input.name);
      if (problem) fail("BAD_USER_INPUT", problem);
      await context.services.rateLimits.consume("versionWrites", userId);
      const workbenchId = version.workbench.id;
      await inTransaction(context.db, async (trx) => {
        await lockVersionsOf(trx, workbenchId);
        if (
          version.summary.kind !== "NAMED" &&
          (await countNamedVersions(trx, workbenchId)) >= MAX_NAMED_VERSIONS_PER_WORKBENCH
        )
          fail("MANUAL_LIMITATION_ERROR", VERSION_MESSAGES.tooManyNamed);
        await trx
          .updateTable("workbench_versions")
          .set({ kind: "NAMED", name: input.name.trim() })
          .where("id", "=", version.summary.id)
          .execute();
      });
      tellVersionsChanged(context, workbenchId);
      return versionAsSeen(context, version.summary.id);
    },
  }),
  deleteWorkbenchVersion: t.id({
    authScopes: { signedIn: true },
    extensions: ACCESS_NEUTRAL,
    description:
      "Deletes a named version and answers its id; the other versions keep their drawings. The server's own snapshots go as the plan's retention says. Editors of the file.",
    args: { input: t.arg({ type: VersionIdInput }) },
    resolve: async (_root, { input }, context) => {
      const { userId } = viewerOf(context);
      const version = await versionAsSeen(context, input.id);
      if (!version.abilities.canName) fail("FORBIDDEN", VERSION_MESSAGES.cannotName);
      if (!canDeleteVersion(version.abilities, version.summary.kind))
        fail("BAD_USER_INPUT", VERSION_MESSAGES.onlyNamedDeleted);
      await context.services.rateLimits.consume("versionWrites", userId);
      const workbenchId = version.workbench.id;
      await inTransaction(context.db, async (trx) => {
        await lockVersionsOf(trx, workbenchId);
        await deleteVersions(trx, workbenchId, [version.summary.id]);
      });
      tellVersionsChanged(context, workbenchId);
      return version.summary.id;
    },
  }),
  openWorkbenchVersionAsCopy: t.field({
    type: WorkbenchRef,
    authScopes: { signedIn: true },
    extensions: { ...ATOMIC, ...ACCESS_NEUTRAL },
    description:
      "A new file beside the version's workbench, in its folder, named \"{file} ({version})\", whose drawing is the version's. Those who may create files in that folder.",
    args: { input: t.arg({ type: VersionIdInput }) },
    resolve: async (_root, { input }, context) => {
      const opened = await openVersionAsCopy(context.db, viewerOf(context).userId, input.id);
      context.afterCommit.push(() => refreshThumbnail(context.services, opened));
      clearAllDataLoaders(context);
      return opened.id;
    },
  }),
}));
