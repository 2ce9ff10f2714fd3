import { useNavigate } from "react-router";
import { type CombinedError, useClient, useMutation } from "urql";
import { AcceptOrganizationInviteMutation } from "../../graphql/documents/organization";
import { CurrentUserQuery } from "../../graphql/documents/user";
import { notifySuccess } from "../../lib/notify";
import { filesPath } from "../files/paths";

export const INVITE_ACCEPTED = "Invitation accepted, you're now a member of this workspace";

export type AcceptOutcome = { accepted: true } | { accepted: false; error?: CombinedError };

/**
 * Accepts the signed-in user's invite to a workspace (§4): on success the user's workspaces are
 * fetched again (the user menu and the root redirect include the new one), the toast says so, and
 * the workspace's global team replaces the current page. A failure is the caller's to tell.
 */
export function useAcceptInvite() {
  const navigate = useNavigate();
  const client = useClient();
  const [state, accept] = useMutation(AcceptOrganizationInviteMutation);

  async function acceptInvite(organizationId: string): Promise<AcceptOutcome> {
    const result = await accept({ input: { targetOrganizationId: organizationId } });
    const organization = result.data?.acceptOrganizationInvite;
    if (!organization) return { accepted: false, error: result.error };
    await client.query(CurrentUserQuery, {}, { requestPolicy: "network-only" }).toPromise();
    notifySuccess(INVITE_ACCEPTED);
    navigate(filesPath.team(organization.globalTeam.id), { replace: true });
    return { accepted: true };
  }

  return { acceptInvite, accepting: state.fetching };
}
