import { COLLAB_REFUSALS } from "@contour/core";
import type { CollabLimits } from "../../config.js";
import { CollabRefusal } from "./collab-refusal.js";

/** WebSocket close codes of ours (4000–4999 are the application's). */
export const TOO_MANY_SOCKETS_CODE = 4429;
export const AUTHENTICATION_TIMEOUT_CODE = 4408;

/** What the limits need of a socket: to close it, and to hear that it closed. */
export interface LimitedSocket {
  close(code: number, reason: string): void;
  once(event: "close", listener: () => void): unknown;
}

/** One admitted socket: it is attributed to the first user it authenticates as. */
export interface SocketTicket {
  /** Throws a refusal (too-many-sockets) when the user has as many sockets as allowed. */
  authenticate(userId: string): void;
}

function increment(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function decrement(counts: Map<string, number>, key: string): void {
  const count = (counts.get(key) ?? 0) - 1;
  if (count > 0) counts.set(key, count);
  else counts.delete(key);
}

/**
 * The collaboration socket's own limits, per process (docs/security.md, "Live documents and
 * sockets"): a socket must authenticate a document within `authTimeoutMs` or it is closed, and
 * one address, or one user, may have only so many sockets open. Counted in memory: each process
 * of a deployment counts its own, and a restart starts from zero with no socket open.
 */
export function createSocketLimits(
  limits: Pick<CollabLimits, "authTimeoutMs" | "maxSocketsPerUser" | "maxSocketsPerIp">,
) {
  const perIp = new Map<string, number>();
  const perUser = new Map<string, number>();

  return {
    /**
     * Counts a new socket from `ip`, or closes it at once when the address has too many open;
     * null then. The count ends when the socket closes, however it closes.
     */
    admit(socket: LimitedSocket, ip: string): SocketTicket | null {
      if ((perIp.get(ip) ?? 0) >= limits.maxSocketsPerIp) {
        socket.close(TOO_MANY_SOCKETS_CODE, COLLAB_REFUSALS.tooManySockets);
        return null;
      }
      increment(perIp, ip);
      let user: string | null = null;
      const deadline = setTimeout(
        () => socket.close(AUTHENTICATION_TIMEOUT_CODE, COLLAB_REFUSALS.authenticationTimeout),
        limits.authTimeoutMs,
      );
      socket.once("close", () => {
        clearTimeout(deadline);
        decrement(perIp, ip);
        if (user !== null) decrement(perUser, user);
      });
      return {
        authenticate(userId) {
          if (user !== null) return;
          if ((perUser.get(userId) ?? 0) >= limits.maxSocketsPerUser) {
            throw new CollabRefusal(COLLAB_REFUSALS.tooManySockets);
          }
          user = userId;
          increment(perUser, userId);
          clearTimeout(deadline);
        },
      };
    },
  };
}

export type SocketLimits = ReturnType<typeof createSocketLimits>;
