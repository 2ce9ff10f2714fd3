/**
 * What a mailed link's token says (the server signs it: packages/server links/link-tokens). The
 * page only reads it to explain a mismatch or a broken link; the server alone decides. Null when
 * the token is not a readable JWT.
 */
function readLinkTokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replaceAll("-", "+").replaceAll("_", "/");
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === "object" && claims !== null
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The email a link token names; null when it names none or is not a token. */
export function readLinkTokenEmail(token: string): string | null {
  const email = readLinkTokenClaims(token)?.email;
  return typeof email === "string" ? email : null;
}

/** Whether a token is an invite to this workspace: what an invite link must carry. */
export function isInviteTokenFor(token: string, organizationId: string): boolean {
  const claims = readLinkTokenClaims(token);
  return (
    claims?.purpose === "organization_invite" &&
    claims.organizationId === organizationId &&
    typeof claims.email === "string"
  );
}
