import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createYoga } from "graphql-yoga";
import { viewerOfRequest } from "../modules/auth/bearer.js";
import { browserSessionOf } from "../modules/auth/browser-session.js";
import { useGraphQLRateLimit } from "../modules/rate-limits/graphql-rate-limit.js";
import type { AppServices } from "../services.js";
import { useAtomicMutations } from "./atomic-mutations.js";
import type { Context } from "./context.js";
import { edgePlugins } from "./edge-plugins.js";
import { useLiveAccessEvents } from "./live-access-events.js";
import { schema } from "./schema.js";

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** GraphQL over HTTP at /graphql; the context carries who asks (bearer token or session cookie). */
export async function graphqlRoutes(app: FastifyInstance, services: AppServices) {
  const yoga = createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: process.env.NODE_ENV !== "production",
    // CORS is the app's (http/security-headers.ts): yoga's own would answer every origin.
    cors: false,
    // edgePlugins masks errors itself, with the request id (graphql/masked-errors.ts).
    maskedErrors: false,
    plugins: [
      ...edgePlugins(services.config),
      useGraphQLRateLimit(services.rateLimits),
      useAtomicMutations((error) => app.log.error({ err: error }, "after-commit work failed")),
      useLiveAccessEvents(),
    ],
    logging: {
      debug: (...args) => app.log.debug(args),
      info: (...args) => app.log.info(args),
      warn: (...args) => app.log.warn(args),
      error: (...args) => app.log.error(args),
    },
    context: async ({ req, reply }): Promise<Context> => ({
      services,
      db: services.db,
      viewer: await viewerOfRequest(services.db, req, { apiTokens: true }),
      browserSession: browserSessionOf(req, reply, services.config),
      ip: req.ip,
      userAgent: req.headers["user-agent"] ?? null,
      afterCommit: [],
    }),
  });

  app.route({
    url: yoga.graphqlEndpoint,
    method: ["GET", "POST", "OPTIONS"],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}
