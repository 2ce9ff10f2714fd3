/**
 * The claims of a JWT from a mailed link, read without verifying it (only the server can): the
 * page uses them to say early that a link is broken or expired. null when it is not a JWT.
 */
export function readTokenPayload(token: string): unknown {
  const [, payload] = token.split(".");
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}
