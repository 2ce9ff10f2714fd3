import { Button, Loader, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useParams, useSearchParams } from "react-router";
import { CenteredPage } from "../../components/CenteredPage";
import { UserMenu } from "../../components/UserMenu";
import { useCurrentUser } from "../../lib/current-user";
import { errorText } from "../../lib/error-message";
import { isInviteTokenFor, readLinkTokenEmail } from "../../lib/link-token";
import { saveReturnUrl } from "../../lib/return-url";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useSignOut } from "../../lib/use-sign-out";
import { useAcceptInvite } from "./use-accept-invite";

/** The invited email from the link's token, when it is not the signed-in user's (§4). */
function otherInvitedEmail(token: string | null, userEmail: string): string | null {
  const invited = token ? readLinkTokenEmail(token) : null;
  return invited && invited.toLowerCase() !== userEmail.toLowerCase() ? invited : null;
}

/**
 * The page a mailed invite links to (spec workspace-admin §4): accepts once on arrival, then
 * replaces itself with the workspace's global team, or says why it could not: signed in with
 * another email than the invited one (with a way to log out), or a link that is not right.
 */
export function AcceptInvitePage() {
  const { organizationId = "" } = useParams();
  useDocumentTitle("Invitation");
  const { acceptInvite } = useAcceptInvite();
  const [failure, setFailure] = useState<string | null>(null);
  const user = useCurrentUser();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const signOut = useSignOut();
  const token = searchParams.get("token");
  const invitedEmail = otherInvitedEmail(token, user.email);

  async function handleLogout() {
    await signOut();
    // Signing in again as the invited person brings them back to this link.
    saveReturnUrl(location);
  }
  // Effects run twice in development; an invite is spent by the first call.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // A link without this workspace's invite token was cut or made up: accepting would only
    // succeed for someone already a member, and "Invitation accepted" would not be true.
    if (!token || !isInviteTokenFor(token, organizationId)) {
      setFailure("");
      return;
    }
    void acceptInvite(organizationId).then((outcome) => {
      if (!outcome.accepted) setFailure(errorText(outcome.error));
    });
  }, [acceptInvite, organizationId, token]);

  return (
    <CenteredPage headerRight={<UserMenu />}>
      {failure === null ? (
        <Stack align="center" py={80}>
          <Loader aria-label="Accepting the invitation" />
        </Stack>
      ) : (
        <Stack gap="sm" role="alert">
          <Title order={2}>There was an error with this workspace invite.</Title>
          {invitedEmail ? (
            <Text>
              You are connected as <b>{user.email}</b> and trying to accept an invitation sent to{" "}
              <b>{invitedEmail}</b>. Log out, then sign in as {invitedEmail} to accept it.
            </Text>
          ) : (
            <Text>Please make sure the link is correct.</Text>
          )}
          {failure !== "" && (
            <Text c="dimmed" fz="sm">
              {failure}
            </Text>
          )}
          {invitedEmail ? (
            <Button onClick={() => void handleLogout()} mt="md" w="fit-content">
              Logout
            </Button>
          ) : (
            <Button component={Link} to="/" variant="default" mt="md" w="fit-content">
              Go to my files
            </Button>
          )}
        </Stack>
      )}
    </CenteredPage>
  );
}
