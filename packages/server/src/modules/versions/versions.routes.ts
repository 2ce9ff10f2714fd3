import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../services.js";
import { type PeriodicTask, startPeriodicTask } from "../jobs/periodic-task.js";
import { versionPreviewRoutes } from "./preview.routes.js";
import { purgeExpiredVersions } from "./purge-versions.js";

/**
 * The version history's HTTP side: previews, and the periodic purge of versions past their
 * plan's retention (docs/operations.md, "Version history").
 */
export async function versionRoutes(app: FastifyInstance, services: AppServices) {
  await versionPreviewRoutes(app, services);
  let purge: PeriodicTask | null = null;
  app.addHook("onReady", async () => {
    purge = startPeriodicTask({
      intervalMs: services.config.versions.purgeIntervalMs,
      run: async () => {
        const purged = await purgeExpiredVersions(services.db, new Date());
        if (purged > 0) app.log.info({ purged }, "versions: purged expired versions");
      },
      onError: (error) => app.log.error({ err: error }, "versions: purge failed"),
    });
  });
  app.addHook("onClose", async () => {
    await purge?.stop();
  });
}
