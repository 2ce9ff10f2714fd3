import type { ShareLinkRow } from "../../db/types.js";
import { hashSecretToken } from "../auth/secret-token.js";
import type { UrlSigner } from "../storage/url-signer.js";

/**
 * A share link's token is its id signed with the deployment's key (migration 0033): 128 bits
 * no one can guess without the key, which the server can work out again for whoever manages the
 * link, so that "Copy link" works after the dialog that made it has closed. The table keeps only
 * the token's hash, as it keeps every secret token's.
 */
export function shareLinkToken(signer: UrlSigner, linkId: string): string {
  return signer.sign(`share-link:${linkId}`);
}

/** The link's token when it is derived from its id; null for a link made with a random one. */
export function knownShareLinkToken(
  signer: UrlSigner,
  link: Pick<ShareLinkRow, "id" | "token_hash">,
): string | null {
  const token = shareLinkToken(signer, link.id);
  return hashSecretToken(token) === link.token_hash ? token : null;
}
