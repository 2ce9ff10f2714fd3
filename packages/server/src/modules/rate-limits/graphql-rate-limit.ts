import type { FastifyRequest } from "fastify";
import type { Plugin } from "graphql-yoga";
import type { Context } from "../../graphql/context.js";
import type { RateLimits } from "./rate-limits.js";
import { ipKey, rateLimitRefusal } from "./rate-limits.js";

/** The refusal of a whole request, answered 429 with Retry-After; null when counted and allowed. */
async function refusalOf(count: Promise<void>) {
  try {
    await count;
    return null;
  } catch (error) {
    const refusal = rateLimitRefusal(error);
    if (!refusal) throw error;
    refusal.extensions.http = {
      status: 429,
      headers: { "retry-after": String(refusal.extensions.retryAfter) },
    };
    return refusal;
  }
}

/**
 * GraphQL as a whole: every request per IP, counted as it arrives (before parsing, so a flood of
 * invalid queries counts too), and every operation of a signed-in user per user, once the
 * session is known. The numbers are graphqlPerIp and graphqlPerUser (rate-limit-rules.ts).
 */
export function useGraphQLRateLimit(
  rateLimits: RateLimits,
): Plugin<Context, { req: FastifyRequest }> {
  return {
    async onParams({ context, setResult }) {
      const refusal = await refusalOf(rateLimits.consume("graphqlPerIp", ipKey(context.req.ip)));
      if (refusal) setResult({ errors: [refusal] });
    },
    async onExecute({ args, setResultAndStopExecution }) {
      const { viewer } = args.contextValue;
      if (!viewer) return;
      const refusal = await refusalOf(rateLimits.consume("graphqlPerUser", viewer.userId));
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
  };
}
