import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";

/**
 * What one process tells every process serving live documents (itself included): rights may
 * have changed (each re-checks its open connections), or workbenches' own fields changed (each
 * tells the clients of those documents to re-read them), or a workbench's AI requests, comments
 * or versions changed.
 */
export type LiveEvent =
  | { kind: "access-changed" }
  | { kind: "workbenches-changed"; ids: readonly string[] }
  | { kind: "generations-changed"; workbenchId: string }
  | { kind: "comments-changed"; workbenchId: string }
  | { kind: "versions-changed"; workbenchId: string };

export interface LiveEvents {
  publish(event: LiveEvent): void;
  subscribe(listener: (event: LiveEvent) => void): () => void;
  /** Where failures go (Redis down, a listener that threw): the app's log. */
  onError(report: (error: unknown, what: string) => void): void;
  close(): Promise<void>;
}

const CHANNEL = "contour:live-events";

function parseLiveEvent(value: unknown): LiveEvent | null {
  if (typeof value !== "object" || value === null) return null;
  const { kind, ids } = value as Record<string, unknown>;
  if (kind === "access-changed") return { kind };
  if (kind === "workbenches-changed" && Array.isArray(ids)) {
    return { kind, ids: ids.filter((id): id is string => typeof id === "string") };
  }
  if (
    kind === "generations-changed" ||
    kind === "comments-changed" ||
    kind === "versions-changed"
  ) {
    const { workbenchId } = value as Record<string, unknown>;
    return typeof workbenchId === "string" ? { kind, workbenchId } : null;
  }
  return null;
}

/**
 * Events within this process, and through Redis to the others when `redisUrl` is set. A
 * process hears its own events at once, without the round trip; Redis echoes them, and the echo
 * is recognised by the sender's id and dropped.
 */
export function createLiveEvents(redisUrl: string | null): LiveEvents {
  const listeners = new Set<(event: LiveEvent) => void>();
  const sender = randomUUID();
  let report = (error: unknown, what: string) => console.error(what, error);
  const deliver = (event: LiveEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        report(error, "live events: a listener failed");
      }
    }
  };

  const redis = redisUrl === null ? null : { pub: new Redis(redisUrl), sub: new Redis(redisUrl) };
  if (redis) {
    for (const client of [redis.pub, redis.sub]) {
      client.on("error", (error) => report(error, "live events: Redis"));
    }
    void redis.sub.subscribe(CHANNEL);
    redis.sub.on("message", (_channel: string, message: string) => {
      let parsed: { sender?: unknown; event?: unknown };
      try {
        parsed = JSON.parse(message);
      } catch {
        return;
      }
      const event = parseLiveEvent(parsed.event);
      if (event && parsed.sender !== sender) deliver(event);
    });
  }

  return {
    publish(event) {
      queueMicrotask(() => deliver(event));
      redis?.pub.publish(CHANNEL, JSON.stringify({ sender, event })).catch((error: unknown) => {
        report(error, "live events: could not publish to Redis");
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onError(next) {
      report = next;
    },
    async close() {
      listeners.clear();
      if (redis) await Promise.all([redis.pub.quit(), redis.sub.quit()]);
    },
  };
}
