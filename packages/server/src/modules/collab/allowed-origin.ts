import type { Config } from "../../config.js";

/**
 * Whether a WebSocket handshake's Origin may open the collaboration socket: PUBLIC_URL's origin
 * and ALLOWED_ORIGINS. Browsers always send Origin on a WebSocket handshake, so a foreign page
 * is refused here. A handshake without one comes from a program, not a page (no browser can
 * omit it), and has no ambient credentials to abuse: the session token still decides.
 */
export function isAllowedOrigin(
  config: Pick<Config, "publicUrl" | "allowedOrigins">,
  origin: string | undefined,
): boolean {
  if (origin === undefined) return true;
  return origin === new URL(config.publicUrl).origin || config.allowedOrigins.includes(origin);
}
