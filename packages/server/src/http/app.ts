import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import Fastify, { type FastifyInstance, type onRouteHookHandler } from "fastify";
import { graphqlRoutes } from "../graphql/yoga.js";
import { whiteLabelRoutes } from "../modules/admin/white-label.routes.js";
import { browserSessions } from "../modules/auth/browser-session.js";
import { sessionRoutes } from "../modules/auth/session.routes.js";
import { sandboxRoutes } from "../modules/billing/sandbox.routes.js";
import { stripeWebhookRoutes } from "../modules/billing/stripe-webhook.routes.js";
import { clientErrorRoutes } from "../modules/client-errors/client-errors.routes.js";
import { collabRoutes } from "../modules/collab/collab.routes.js";
import { exportRoutes } from "../modules/collab/export.routes.js";
import { healthRoutes } from "../modules/health/health.routes.js";
import type { PeriodicTask } from "../modules/jobs/periodic-task.js";
import { mailboxRoutes } from "../modules/mail/mailbox.routes.js";
import { logoRoutes } from "../modules/organizations/logo.routes.js";
import { registerHttpRateLimits } from "../modules/rate-limits/http-rate-limits.js";
import { shareLinkImageRoutes } from "../modules/share-links/share-link-images.routes.js";
import { ssoRoutes } from "../modules/sso/sso.routes.js";
import { startTrashPurge } from "../modules/trash/trash-purge.js";
import { versionRoutes } from "../modules/versions/versions.routes.js";
import { workbenchImageRoutes } from "../modules/workbench-images/workbench-images.routes.js";
import { thumbnailRoutes } from "../modules/workbenches/thumbnail.routes.js";
import type { AppServices } from "../services.js";
import { protectHttpEdge } from "./edge.js";
import { securityHeaders } from "./security-headers.js";
import { serveWebApp } from "./web-app.js";

/**
 * The one HTTP server: API, mailbox and the built single-page app (DESIGN.md, "The system").
 * `onRoute` sees every route as it is registered (the authorization matrix lists them so).
 */
export async function buildApp(
  services: AppServices,
  onRoute?: onRouteHookHandler,
): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Sent with every masked error (http/edge.ts): unique across restarts and processes.
    genReqId: () => randomUUID(),
  });
  if (onRoute) app.addHook("onRoute", onRoute);
  protectHttpEdge(app);

  services.live.onError((error, what) => app.log.error({ err: error }, what));
  app.addHook("onClose", () => services.live.close());
  app.addHook("onClose", () => services.renderer.close());
  if (services.config.ai.runJobs) {
    app.addHook("onReady", async () => services.jobs.start());
    // Before the database closes: running jobs go back to the queue, their attempt given back.
    app.addHook("onClose", () => services.jobs.stop());
  }
  if (config.trash.runPurge) {
    const { db, blobs } = services;
    let purge: PeriodicTask | null = null;
    app.addHook("onReady", async () => {
      purge = startTrashPurge(
        { db, blobs, config: config.trash },
        {
          info: (purged) => app.log.info({ purged }, "trash: purged expired entries"),
          error: (error) => app.log.error({ err: error }, "trash: purge failed"),
        },
      );
    });
    app.addHook("onClose", async () => {
      await purge?.stop();
    });
  }
  await securityHeaders(app, config);
  await browserSessions(app, config);
  await registerHttpRateLimits(app, services);
  await app.register(healthRoutes, services);
  await app.register(graphqlRoutes, services);
  await app.register(sessionRoutes, services);
  await app.register(ssoRoutes, services);
  await app.register(thumbnailRoutes, services);
  await app.register(workbenchImageRoutes, services);
  await app.register(shareLinkImageRoutes, services);
  await app.register(exportRoutes, services);
  await app.register(collabRoutes, services);
  await app.register(versionRoutes, services);
  await app.register(logoRoutes, services);
  await app.register(whiteLabelRoutes, services);
  await app.register(clientErrorRoutes, services);
  await app.register(stripeWebhookRoutes, services);
  await app.register(sandboxRoutes, services);
  if (services.mailer.kind === "outbox") await app.register(mailboxRoutes, { db: services.db });

  if (existsSync(config.webDist)) {
    await serveWebApp(app, config);
  } else {
    app.log.warn(`no web build at ${config.webDist}: run npm run build to serve the app`);
  }
  return app;
}
