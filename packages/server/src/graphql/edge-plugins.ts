import type { FastifyRequest } from "fastify";
import type { Plugin } from "graphql-yoga";
import type { Config } from "../config.js";
import { GRAPHQL_LIMITS, useCostLimits } from "./cost-limits.js";
import { useHostileInputGuard } from "./hostile-input.js";
import { useMaskedErrors } from "./masked-errors.js";

/** A plugin of the edge: Yoga's, with Fastify's request in the server context (yoga.ts). */
export type EdgePlugin = Plugin<object, { req: FastifyRequest }>;

/**
 * What stands between a client and the resolvers (issue 15, findings 4 and 12): cost limits,
 * no introspection in production, hostile text refused, internal errors masked with the request
 * id. First in yoga.ts's plugins, so that a refused request reaches nothing else.
 */
export function edgePlugins(config: Config): EdgePlugin[] {
  return [
    ...useCostLimits(GRAPHQL_LIMITS, { production: config.production }),
    useHostileInputGuard(),
    useMaskedErrors(),
  ];
}
