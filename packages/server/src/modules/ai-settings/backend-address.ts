import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { BACKEND_ADDRESS_PRIVATE, isPrivateAddress } from "../ai/backends/public-address.js";

export const BACKEND_URL_INVALID = "The backend's address must be an http:// or https:// URL.";
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
 * checked, at saving and again before each job, for a clear message; the connections themselves
 * go through publicAddressLookup, as a name may point elsewhere by then.
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
  return addresses.some(isPrivateAddress) ? BACKEND_ADDRESS_PRIVATE : null;
}
