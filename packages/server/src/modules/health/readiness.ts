import { Redis } from "ioredis";
import { sql } from "kysely";
import type { Db } from "../../db/connection.js";

/**
 * How long each readiness check may take before it counts as failed: a load balancer polls every
 * few seconds, and a write that hangs (a stalled disk) must answer "not ready", not hang too.
 */
const CHECK_TIMEOUT_MS = 2000;

export interface ReadinessReport {
  status: "ok" | "error";
  database: "ok" | "not writable";
  redis: "ok" | "unreachable" | "not configured";
  draining: boolean;
}

/** Whether this process should get new requests: /api/v1/health/ready (modules/health). */
export interface Readiness {
  /** Runs every check; `report` hears why one failed (the app's log). */
  check(report: Report): Promise<ReadinessReport>;
  /** Shutdown has started (main.ts): from now on the process reports itself not ready. */
  startDraining(): void;
  close(): Promise<void>;
}

type Report = (error: unknown, what: string) => void;

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} took over ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A real write: the one row of readiness_probe, overwritten. Answering a SELECT is not enough,
 * because a database whose disk is full or that turned read-only still reads.
 */
async function probeWrite(db: Db): Promise<void> {
  await sql`INSERT INTO readiness_probe (id, written_at) VALUES (true, now())
    ON CONFLICT (id) DO UPDATE SET written_at = excluded.written_at`.execute(db);
}

/**
 * The readiness of this process: the database takes writes, Redis answers when REDIS_URL is set,
 * and shutdown has not started.
 */
export function createReadiness(db: Db, redisUrl: string | null): Readiness {
  let draining = false;
  // A client of its own that fails at once while disconnected instead of queueing the PING;
  // ioredis keeps reconnecting in the background.
  const redis =
    redisUrl === null
      ? null
      : new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis?.on("error", () => {
    // Told by the check that finds Redis unreachable: once per check, not once per retry.
  });

  async function checkDatabase(report: Report): Promise<ReadinessReport["database"]> {
    try {
      await within(probeWrite(db), "the database write");
      return "ok";
    } catch (error) {
      report(error, "readiness: the database does not take writes");
      return "not writable";
    }
  }

  async function checkRedis(report: Report): Promise<ReadinessReport["redis"]> {
    if (redis === null) return "not configured";
    try {
      await within(redis.ping(), "Redis PING");
      return "ok";
    } catch (error) {
      report(error, "readiness: Redis is unreachable");
      return "unreachable";
    }
  }

  return {
    async check(report) {
      const [database, redisStatus] = await Promise.all([
        checkDatabase(report),
        checkRedis(report),
      ]);
      const ok = database === "ok" && (redisStatus === "ok" || redisStatus === "not configured");
      return { status: ok && !draining ? "ok" : "error", database, redis: redisStatus, draining };
    },
    startDraining() {
      draining = true;
    },
    async close() {
      redis?.disconnect();
    },
  };
}
