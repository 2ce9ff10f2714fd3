import type { Context } from "../../graphql/context.js";
import { fail } from "../../graphql/errors.js";
import { checkPasswordAttempt } from "../auth/password-attempts.js";
import { hashSecretToken } from "../auth/secret-token.js";
import { ipKey } from "../rate-limits/rate-limits.js";
import { thumbnailUrl } from "../workbenches/thumbnail-url.js";
import { recordLinkOpened } from "./share-link-commands.js";
import { findOpenableLinkByToken } from "./share-link-queries.js";
import { SHARE_LINK_TEXTS } from "./share-link-texts.js";
import { signViewCredential } from "./view-credential.js";

/** What an opened link shows a visitor. */
export interface SharedView {
  workbenchId: string;
  name: string;
  thumbnailUrl: string;
  expiresAt: Date | null;
  viewToken: string;
}

/** A token longer than any we make is refused before it is hashed. */
const MAX_TOKEN_LENGTH = 64;

/**
 * Opens a link: counted per IP first; an unknown, revoked or expired link, or sharing off, is
 * one answer (NOT_FOUND). A link with a password answers `passwordRequired` and nothing of its
 * file until the password is right; each wrong one counts against the link and the IP.
 */
export async function openShareLinkFor(
  context: Context,
  token: string,
  password: string | null,
): Promise<{ passwordRequired: boolean; workbench: SharedView | null }> {
  const { db, services } = context;
  const ip = ipKey(context.ip);
  await services.rateLimits.consume("shareLinkOpensPerIp", ip);
  const link =
    token.length <= MAX_TOKEN_LENGTH
      ? await findOpenableLinkByToken(db, hashSecretToken(token))
      : null;
  if (!link) return fail("NOT_FOUND", SHARE_LINK_TEXTS.ended);
  if (link.password_hash !== null) {
    if (password === null || password === "") return { passwordRequired: true, workbench: null };
    const right = await checkPasswordAttempt(
      services.rateLimits,
      { account: link.id, ip },
      link.password_hash,
      password,
      { account: "failedShareLinkPasswordPerLink", ip: "failedShareLinkPasswordPerIp" },
    );
    if (!right) fail("FORBIDDEN", SHARE_LINK_TEXTS.wrongPassword);
  }
  const workbench = await db
    .selectFrom("workbenches")
    .select(["id", "name", "thumbnail_path"])
    .where("id", "=", link.workbench_id)
    .executeTakeFirstOrThrow();
  await recordLinkOpened(db, link.id);
  return {
    passwordRequired: false,
    workbench: {
      workbenchId: workbench.id,
      name: workbench.name,
      thumbnailUrl: thumbnailUrl(services.thumbnailSigner, workbench.id, workbench.thumbnail_path),
      expiresAt: link.expires_at,
      viewToken: await signViewCredential(services.linkTokens, link),
    },
  };
}
