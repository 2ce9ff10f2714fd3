import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { Db } from "../../db/connection.js";

/** For load balancers and humans: 200 when the database answers, 503 when it does not. */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
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
