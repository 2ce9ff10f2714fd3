import type { FastifyInstance } from "fastify";
import { GraphQLError } from "graphql";
import type { AppServices } from "../../services.js";
import { viewerOfRequest } from "../auth/bearer.js";
import { consumeLimit, type RateLimit } from "../auth/rate-limit.js";

/**
 * A browser's report of an error the user saw (spec files-and-auth §8.1: failed deletes and
 * moves are "also reported"). Anyone may report, signed in or not, so the size and the rate are
 * bounded: a broken page in a loop must not fill the logs.
 */
export const CLIENT_ERROR_LIMIT: RateLimit = {
  bucket: "client-error:ip",
  limit: 30,
  windowMs: 10 * 60 * 1000,
  message: "Too many error reports from your network.",
};

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

export async function clientErrorRoutes(app: FastifyInstance, services: AppServices) {
  app.post<{ Body: ClientErrorReport }>(
    "/api/v1/client-errors",
    { bodyLimit: 16 * 1024, schema: { body: reportSchema } },
    async (request, reply) => {
      try {
        await consumeLimit(services.db, CLIENT_ERROR_LIMIT, request.ip);
      } catch (error) {
        if (error instanceof GraphQLError) return reply.code(429).send({ error: error.message });
        throw error;
      }
      const viewer = await viewerOfRequest(services.db, request);
      request.log.error(
        { clientError: request.body, userId: viewer?.userId ?? null },
        "error reported by a browser",
      );
      return reply.code(204).send();
    },
  );
}
