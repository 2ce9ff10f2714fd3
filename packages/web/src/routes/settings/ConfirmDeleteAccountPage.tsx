import { Button, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useMutation } from "urql";
import { EmailAddress } from "../../components/EmailAddress";
import { DeleteCurrentUserMutation } from "../../graphql/documents/user";
import { signOutLocally } from "../../lib/auth-store";
import { useCurrentUser } from "../../lib/current-user";
import { errorText } from "../../lib/error-message";
import { readHashParam } from "../../lib/hash-params";
import { SettingsPage } from "./SettingsPage";

/** /settings/account/confirm_delete#token=…: step two of account deletion, from the email. */
export function ConfirmDeleteAccountPage() {
  const { hash } = useLocation();
  const token = readHashParam(hash, "token");
  if (!token) {
    return (
      <SettingsPage title="Error">
        <Text c="dimmed">
          This link has no confirmation token. Open the link from the email again, or request a new
          one from your profile.
        </Text>
      </SettingsPage>
    );
  }
  return <ConfirmDelete token={token} />;
}

function ConfirmDelete({ token }: { token: string }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [request, deleteCurrentUser] = useMutation(DeleteCurrentUserMutation);
  const [error, setError] = useState<string | null>(null);

  async function handleConfirm() {
    setError(null);
    const result = await deleteCurrentUser({ input: { emailConfirmToken: token } });
    if (result.error || !result.data) {
      setError(errorText(result.error));
      return;
    }
    // The account is gone: the session with it. Navigate first so no guard saves this page.
    navigate("/", { replace: true });
    signOutLocally();
  }

  return (
    <SettingsPage title="Delete your account">
      <Paper withBorder radius="md" p="lg" style={{ borderColor: "var(--mantine-color-red-2)" }}>
        <Stack gap="md" align="flex-start">
          <Text>
            This permanently deletes the account <EmailAddress>{user.email}</EmailAddress>. This
            cannot be undone.
          </Text>
          <Button color="red" loading={request.fetching} onClick={() => void handleConfirm()}>
            Delete my account
          </Button>
          {error && (
            <Text c="red.7" fz="sm" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </Paper>
    </SettingsPage>
  );
}
