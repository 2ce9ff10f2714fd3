import { useQuery } from "urql";
import type { WhiteLabel } from "../../components/WhiteLabelIcon";
import { InviteWhiteLabelQuery } from "../../graphql/documents/auth";
import { peekReturnUrl } from "../../lib/return-url";

const INVITE_PATH = /^\/organization\/[^/]+\/acceptinvite$/;

/** The token of the invite link the visitor came from and will go back to after signing in. */
export function inviteTokenOf(returnUrl: string | null): string | null {
  if (!returnUrl) return null;
  const url = new URL(returnUrl, "https://contour.invalid");
  return INVITE_PATH.test(url.pathname) ? url.searchParams.get("token") : null;
}

/**
 * The white-label icon of the workspace whose invite link brought the visitor here (files-and-auth
 * §2.3): the server answers it only for a valid invite token; null shows the Contour logo.
 */
export function useInviteWhiteLabel(): WhiteLabel | null {
  const token = inviteTokenOf(peekReturnUrl());
  const [{ data }] = useQuery({
    query: InviteWhiteLabelQuery,
    variables: { token: token ?? "" },
    pause: token === null,
  });
  const iconUrl = token ? data?.inviteWhiteLabelIconUrl : null;
  return iconUrl ? { iconUrl, name: "Your workspace" } : null;
}
