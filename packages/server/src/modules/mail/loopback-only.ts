import { isIP } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** Headers a proxy adds; any of them means the loopback peer relays someone else's request. */
const PROXY_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"] as const;

/** 127.0.0.0/8 and ::1, also as IPv4 mapped into IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const ip = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  if (isIP(ip) === 4) return ip.startsWith("127.");
  return ip === "::1";
}

/**
 * A request that comes straight from this machine: the socket's peer, never `request.ip`, which
 * TRUST_PROXY lets a client choose; and no proxy header, whatever TRUST_PROXY says, because a
 * reverse proxy on the same machine connects from loopback on behalf of anyone.
 */
export function isDirectLoopbackRequest(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    PROXY_HEADERS.every((header) => request.headers[header] === undefined)
  );
}

/**
 * Serves the routes of the plugin that calls it to direct loopback requests only; anyone else
 * gets the app's ordinary 404, as if the routes did not exist.
 */
export function restrictToLoopback(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    if (isDirectLoopbackRequest(request)) return;
    reply.callNotFound();
    return reply;
  });
}

/** The addresses the server listens on that other machines can reach. */
export function addressesBeyondLoopback(app: FastifyInstance): string[] {
  return app
    .addresses()
    .map((address) => (typeof address === "string" ? address : address.address))
    .filter((address) => !isLoopbackAddress(address));
}
