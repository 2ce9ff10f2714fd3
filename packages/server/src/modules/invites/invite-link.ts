import type { AppServices } from "../../services.js";

/**
 * How long the mailed link's token is valid. It only tells the page which email was invited (to
 * explain a mismatch); accepting goes by the signed-in user's email and the pending invite.
 */
const INVITE_LINK_TTL_SECONDS = 30 * 24 * 60 * 60;

/** The acceptance page's address for one invited email, with the signed token naming it. */
export async function inviteLink(
  services: Pick<AppServices, "config" | "linkTokens">,
  organizationId: string,
  email: string,
): Promise<string> {
  const token = await services.linkTokens.sign(
    { purpose: "organization_invite", organizationId, email },
    INVITE_LINK_TTL_SECONDS,
  );
  return `${services.config.publicUrl}/organization/${organizationId}/acceptinvite?token=${token}`;
}
