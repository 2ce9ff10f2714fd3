import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { AppServices } from "../../services.js";

/**
 * For load balancers and humans. /api/v1/health/live: the process answers (restart it if not).
 * /api/v1/health/ready: it should get requests (the database takes writes, Redis answers when
 * configured, shutdown has not started); 503 otherwise. /api/v1/health, as before issue 15: the
 * database answers a SELECT.
 */
export async function healthRoutes(app: FastifyInstance, { db, readiness }: AppServices) {
  app.addHook("onClose", () => readiness.close());

  app.get("/api/v1/health/live", async () => ({ status: "ok" }));

  app.get("/api/v1/health/ready", async (_request, reply) => {
    const report = await readiness.check((error, what) => app.log.error({ err: error }, what));
    return reply.code(report.status === "ok" ? 200 : 503).send(report);
  });

  app.get("/api/v1/health", async (_request, reply) => {
    try {
      await sql`SELECT 1`.execute(db);
      return { status: "ok", database: "ok" };
    } catch (error) {
      app.log.error({ err: error }, "health check: database unreachable");
      return reply.code(503).send({ status: "error", database: "unreachable" });
    }
  });
}
