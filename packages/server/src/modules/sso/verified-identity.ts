import type * as oidc from "openid-client";
import { fetchUserInfo } from "openid-client";
import type { VerifiedIdentity } from "./sign-in-with-identity.js";

type Tokens = Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
type Claims = Record<string, unknown>;

function stringOf(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/**
 * Google sends `email_verified`; Entra ID sends neither unless the app asks for the optional
 * claim `xms_edov` (the email's domain is verified by the tenant). Anything else is unverified.
 */
function isEmailVerified(claims: Claims): boolean {
  return claims.email_verified === true || claims.xms_edov === true;
}

/**
 * Who signed in, from the checked ID token; its email and name from the userinfo endpoint when
 * the token leaves them out (an issuer may put scope claims there only), for the same subject.
 */
export async function verifiedIdentityOf(
  issuer: oidc.Configuration,
  tokens: Tokens,
  provider: string,
): Promise<VerifiedIdentity> {
  const idToken = tokens.claims();
  if (!idToken) throw new Error("the token response has no ID token");
  let claims: Claims = idToken;
  if (stringOf(idToken.email) === null) {
    const userInfo = await fetchUserInfo(issuer, tokens.access_token, idToken.sub);
    claims = {
      ...userInfo,
      ...idToken,
      email: userInfo.email,
      email_verified: userInfo.email_verified,
    };
  }
  return {
    provider,
    issuer: idToken.iss,
    subject: idToken.sub,
    email: stringOf(claims.email),
    emailVerified: isEmailVerified(claims),
    name: stringOf(claims.name),
  };
}
