/**
 * The email a mailed link's token names (the server signs it: packages/server links/link-tokens).
 * The page only reads it to explain a mismatch; the server alone decides. Null when the token is
 * not a readable JWT or names no email.
 */
export function readLinkTokenEmail(token: string): string | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replaceAll("-", "+").replaceAll("_", "/");
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof claims !== "object" || claims === null || !("email" in claims)) return null;
    return typeof claims.email === "string" ? claims.email : null;
  } catch {
    return null;
  }
}
