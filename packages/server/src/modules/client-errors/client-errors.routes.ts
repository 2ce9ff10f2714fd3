import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../services.js";
import { viewerOfRequest } from "../auth/bearer.js";

interface ClientErrorReport {
  context: string;
  message: string;
  stack?: string;
  url?: string;
}

/** Fields beyond these are dropped (Fastify's default), never logged. */
const reportSchema = {
  type: "object",
  required: ["context", "message"],
  additionalProperties: false,
  properties: {
    context: { type: "string", minLength: 1, maxLength: 200 },
    message: { type: "string", maxLength: 2000 },
    stack: { type: "string", maxLength: 8000 },
    url: { type: "string", maxLength: 2000 },
  },
} as const;

/**
 * A browser's report of an error the user saw (spec files-and-auth §8.1: failed deletes and
 * moves are "also reported"). Anyone may report, signed in or not, so the size and the rate
 * (clientErrors, modules/rate-limits) are bounded: a broken page in a loop must not fill the logs.
 */
export async function clientErrorRoutes(app: FastifyInstance, services: AppServices) {
  app.post<{ Body: ClientErrorReport }>(
    "/api/v1/client-errors",
    { bodyLimit: 16 * 1024, schema: { body: reportSchema } },
    async (request, reply) => {
      const viewer = await viewerOfRequest(services.db, request);
      request.log.error(
        { clientError: request.body, userId: viewer?.userId ?? null },
        "error reported by a browser",
      );
      return reply.code(204).send();
    },
  );
}
