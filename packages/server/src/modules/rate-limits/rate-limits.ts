import { normalizeIP } from "@fastify/rate-limit";
import { GraphQLError } from "graphql";
import { Redis } from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterStoreAbstract,
} from "rate-limiter-flexible";
import type { Config } from "../../config.js";
import type { Db } from "../../db/connection.js";
import { databaseStoreClient, pruneRateLimits, RATE_LIMITS_TABLE } from "./database-store.js";
import { RATE_LIMITS, type RateLimitName, type RateLimitRule } from "./rate-limit-rules.js";
import { retryIn } from "./retry-in.js";

type Limiter = RateLimiterStoreAbstract | RateLimiterMemory;

/** How a window stands after a hit, in @fastify/rate-limit's terms. */
export interface WindowCount {
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * The rate limits of the whole server, counted by rate-limiter-flexible: in Redis with
 * REDIS_URL, otherwise in the database (one atomic upsert per count) or, for the per-request
 * limits, in memory (rate-limit-rules.ts says which).
 */
export interface RateLimits {
  /**
   * Counts `points` for `key`, or refuses with RATE_LIMITED and when to try again. A refused
   * request gives its points back, so that the count stays what was granted (a refused batch of
   * invites must not use up what single ones could still send), except under a lock
   * (`blockDuration`), which refusals must not keep extending.
   */
  consume(name: RateLimitName, key: string, points?: number): Promise<void>;
  /** Gives back points that a request took and did not use: a right password, an unsent invite. */
  refund(name: RateLimitName, key: string, points?: number): Promise<void>;
  /** One hit for `key` in a fixed window of `windowMs` (@fastify/rate-limit's store). */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Where failures go (Redis down: the limits then count in memory meanwhile; pruning): the log. */
  onError(report: (error: unknown) => void): void;
  close(): Promise<void>;
}

/** The key of an IP: an IPv6 client owns its whole /64, so that is what is counted. */
export function ipKey(ip: string): string {
  return normalizeIP(ip);
}

/** The GraphQL error of a refusal: when to try again, in the message and in seconds. */
export function rateLimitedError(rule: RateLimitRule, msBeforeNext: number): GraphQLError {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new GraphQLError(rule.message(retryIn(retryAfter)), {
    extensions: { code: "RATE_LIMITED", retryAfter },
  });
}

/** The refusal inside a thrown error, or null when it is another error. */
export function rateLimitRefusal(error: unknown): GraphQLError | null {
  return error instanceof GraphQLError && error.extensions.code === "RATE_LIMITED" ? error : null;
}

const PRUNE_EVERY_MS = 10 * 60 * 1000;

export function createRateLimits(config: Config, db: Db): RateLimits {
  const redis = config.redisUrl === null ? null : new Redis(config.redisUrl);
  let report = (error: unknown) => console.error("rate limits:", error);
  redis?.on("error", (error) => report(error));
  const databaseClient = databaseStoreClient(db);

  const limiterFor = (
    keyPrefix: string,
    options: { points: number; duration: number; blockDuration?: number },
    withoutRedis: RateLimitRule["withoutRedis"],
  ): Limiter => {
    const common = {
      keyPrefix: `${config.rateLimitPrefix}:${keyPrefix}`,
      ...options,
      points: options.points * config.rateLimitMultiplier,
    };
    if (redis) {
      // While Redis is unreachable, each process counts alone rather than failing every request.
      return new RateLimiterRedis({
        ...common,
        storeClient: redis,
        insuranceLimiter: new RateLimiterMemory(common),
      });
    }
    if (withoutRedis === "memory") return new RateLimiterMemory(common);
    return new RateLimiterPostgres({
      ...common,
      storeClient: databaseClient,
      storeType: "client",
      tableName: RATE_LIMITS_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: false,
    });
  };

  const limiters = new Map<RateLimitName, Limiter>();
  for (const [name, rule] of Object.entries(RATE_LIMITS) as [RateLimitName, RateLimitRule][]) {
    limiters.set(name, limiterFor(name, rule, rule.withoutRedis));
  }
  const limiterOf = (name: RateLimitName): Limiter => {
    const limiter = limiters.get(name);
    if (!limiter) throw new Error(`no rate limit named ${name}`);
    return limiter;
  };
  // One counter per window length; @fastify/rate-limit decides from the count what is over.
  const windows = new Map<number, Limiter>();
  const windowOf = (windowMs: number): Limiter => {
    let limiter = windows.get(windowMs);
    if (!limiter) {
      const duration = Math.ceil(windowMs / 1000);
      // `points` only shapes the library's remainingPoints, which the plugin does not read.
      limiter = limiterFor(`http:${duration}s`, { points: 1, duration }, "database");
      windows.set(windowMs, limiter);
    }
    return limiter;
  };

  const pruning =
    redis === null
      ? setInterval(() => {
          pruneRateLimits(db).catch((error: unknown) => report(error));
        }, PRUNE_EVERY_MS)
      : null;
  pruning?.unref();

  return {
    async consume(name, key, points = 1) {
      const limiter = limiterOf(name);
      try {
        await limiter.consume(key, points);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const rule: RateLimitRule = RATE_LIMITS[name];
        if (!rule.blockDuration) await limiter.reward(key, points);
        throw rateLimitedError(rule, rejection.msBeforeNext);
      }
    },
    async refund(name, key, points = 1) {
      if (points > 0) await limiterOf(name).reward(key, points);
    },
    async hit(key, windowMs) {
      const result = await windowOf(windowMs).penalty(key, 1);
      return { current: result.consumedPoints, ttl: result.msBeforeNext };
    },
    onError(next) {
      report = next;
    },
    async close() {
      if (pruning) clearInterval(pruning);
      await redis?.quit();
    },
  };
}
