import { COLLAB_PATH } from "@contour/core";
import fastifyRateLimit, { type FastifyRateLimitStore } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from "fastify";
import type { AppServices } from "../../services.js";
import { viewerOfRequest } from "../auth/bearer.js";
import { RATE_LIMITS, type RateLimitName } from "./rate-limit-rules.js";
import { ipKey, type RateLimits, rateLimitedError } from "./rate-limits.js";

interface RouteLimit {
  limit: RateLimitName;
  /** Whose count: the signed-in user's (the IP's for a visitor), or always the IP's. */
  per: "caller" | "ip";
}

/**
 * The HTTP routes that count against a limit, by method and path. The hook goes on before
 * anything else of the route runs (onRequest): before the body is read and the session looked
 * up. A HEAD request counts as the GET it mirrors.
 */
export const HTTP_RATE_LIMITS: Readonly<Record<string, RouteLimit>> = {
  "POST /api/v1/workbenches/:id/images": { limit: "uploads", per: "caller" },
  "POST /api/v1/organizations/:id/logo": { limit: "uploads", per: "caller" },
  "POST /api/v1/workbenches/:id/thumbnail": { limit: "uploads", per: "caller" },
  "GET /api/v1/workbenches/:id/export.png": { limit: "exports", per: "caller" },
  "GET /api/v1/workbenches/:id/export.jpg": { limit: "exports", per: "caller" },
  "GET /api/v1/workbenches/:id/export.psd": { limit: "exports", per: "caller" },
  "GET /api/v1/workbenches/:id/export.ora": { limit: "exports", per: "caller" },
  "GET /api/v1/workbench-versions/:id/preview.png": { limit: "versionPreviews", per: "caller" },
  [`GET ${COLLAB_PATH}`]: { limit: "collabConnects", per: "ip" },
  "GET /api/v1/share-links/images/:blobId": { limit: "shareLinkImagesPerIp", per: "ip" },
  "POST /api/v1/client-errors": { limit: "clientErrors", per: "ip" },
  "GET /api/v1/auth/:provider": { limit: "ssoStartsPerIp", per: "ip" },
  "GET /api/v1/auth/:provider/callback": { limit: "ssoCallbacksPerIp", per: "ip" },
  "GET /api/v1/auth/sso/:organizationId": { limit: "ssoStartsPerIp", per: "ip" },
  "GET /api/v1/auth/sso/:organizationId/callback": { limit: "ssoCallbacksPerIp", per: "ip" },
};

/**
 * @fastify/rate-limit's store, on the counters everything else uses (Redis or the database), so
 * that several processes share them: the plugin decides from the count, the store only counts.
 */
function sharedCounterStore(rateLimits: RateLimits) {
  return class SharedCounterStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      rateLimits.hit(key, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

async function callerKey(services: AppServices, request: FastifyRequest): Promise<string> {
  const viewer = await viewerOfRequest(services.db, request);
  return viewer ? `user:${viewer.userId}` : `ip:${ipKey(request.ip)}`;
}

function limitHook(
  app: FastifyInstance,
  services: AppServices,
  { limit, per }: RouteLimit,
): onRequestHookHandler {
  const rule = RATE_LIMITS[limit];
  const count = app.createRateLimit({
    max: rule.points * services.config.rateLimitMultiplier,
    timeWindow: rule.duration * 1000,
    keyGenerator: async (request) =>
      `${limit}:${per === "caller" ? await callerKey(services, request) : `ip:${ipKey(request.ip)}`}`,
  });
  return async (request, reply) => {
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    const refusal = rateLimitedError(rule, result.ttl);
    return reply
      .code(429)
      .header("retry-after", String(refusal.extensions.retryAfter))
      .send({ error: refusal.message, code: "RATE_LIMITED" });
  };
}

function routeKeys(route: RouteOptions): string[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.map((method) => `${method === "HEAD" ? "GET" : method} ${route.url}`);
}

/**
 * Puts the limits of HTTP_RATE_LIMITS on their routes as they are added (call it before the
 * routes are registered); the app refuses to start when a listed route never came, so that a
 * renamed route cannot lose its limit unnoticed.
 */
export async function registerHttpRateLimits(
  app: FastifyInstance,
  services: AppServices,
): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    store: sharedCounterStore(services.rateLimits),
  });
  const unmatched = new Set(Object.keys(HTTP_RATE_LIMITS));
  app.addHook("onRoute", (route) => {
    const keys = routeKeys(route).filter((key) => key in HTTP_RATE_LIMITS);
    const routeLimit = keys.map((key) => HTTP_RATE_LIMITS[key]).find((found) => found);
    if (!routeLimit) return;
    for (const key of keys) unmatched.delete(key);
    const existing = route.onRequest ?? [];
    // A new array: Fastify's HEAD twin of a GET route shares the GET route's options.
    route.onRequest = [
      limitHook(app, services, routeLimit),
      ...(Array.isArray(existing) ? existing : [existing]),
    ];
  });
  app.addHook("onReady", async () => {
    if (unmatched.size > 0) {
      throw new Error(`rate limits name routes that do not exist: ${[...unmatched].join(", ")}`);
    }
  });
  services.rateLimits.onError((error) => app.log.error({ err: error }, "rate limits"));
  const { rateLimitMultiplier } = services.config;
  if (rateLimitMultiplier !== 1) {
    app.addHook("onListen", async () => {
      app.log.warn(
        `RATE_LIMIT_MULTIPLIER is ${rateLimitMultiplier}: every rate limit allows ` +
          `${rateLimitMultiplier} times its documented number. Unset it outside load tests.`,
      );
    });
  }
  app.addHook("onClose", () => services.rateLimits.close());
}
