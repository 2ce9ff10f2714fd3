import type { ShareLinkRow } from "../../db/types.js";
import type { LinkTokens } from "../links/link-tokens.js";

/**
 * How long a view credential works: a visitor's afternoon. The link is checked again on every
 * use, so a revoked link ends at once whatever the credential says.
 */
export const VIEW_CREDENTIAL_SECONDS = 12 * 60 * 60;

/**
 * What a visitor gets once a link opened (and its password, if any, was right): a signed
 * credential naming the link, which the socket and the image route accept. The password is
 * thus checked once, and never travels again.
 */
export function signViewCredential(tokens: LinkTokens, link: ShareLinkRow): Promise<string> {
  return tokens.sign(
    { purpose: "share_link_view", organizationId: link.organization_id, linkId: link.id },
    VIEW_CREDENTIAL_SECONDS,
  );
}

/** The link a credential names; null when it is forged, expired or something else. */
export async function verifyViewCredential(
  tokens: LinkTokens,
  credential: string,
): Promise<string | null> {
  const claims = await tokens.verify(credential, "share_link_view");
  return claims?.linkId ?? null;
}
