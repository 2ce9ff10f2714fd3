import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/**
 * Addresses a workspace's own backend may not have unless AI_ALLOW_PRIVATE_BACKENDS is set: the
 * server's own machine and the networks beside it. Otherwise a workspace Admin could point
 * "their backend" at the database, Redis or a cloud's metadata service and have the server call
 * it for them.
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv6");
}

function isPrivate(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, "ipv4");
  return PRIVATE.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

export const BACKEND_URL_INVALID = "The backend's address must be an http:// or https:// URL.";
export const BACKEND_ADDRESS_PRIVATE =
  "The backend's address is on this server's own network, which workspaces cannot use. Ask the operator of this server to set it for the whole deployment.";
export const BACKEND_UNRESOLVED = "The backend's host name cannot be found.";

/** The URL as stored: http or https, no credentials, no trailing slash; null when not one. */
export function normaliseBackendUrl(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || url.search || url.hash) return null;
  const normal = url.toString().replace(/\/$/, "");
  return normal.length <= 500 ? normal : null;
}

/**
 * Why a workspace's backend may not be called now, or null: every address its host name has is
 * checked, at saving and again before each job (a name may change what it points to).
 */
export async function backendAddressRefusal(
  url: string,
  allowPrivate: boolean,
): Promise<string | null> {
  if (allowPrivate) return null;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(host)
      ? [host]
      : (await lookup(host, { all: true })).map((found) => found.address);
  } catch {
    return BACKEND_UNRESOLVED;
  }
  if (addresses.length === 0) return BACKEND_UNRESOLVED;
  return addresses.some(isPrivate) ? BACKEND_ADDRESS_PRIVATE : null;
}
