import {
  DELETE_WORKSPACE_PHRASE,
  isDeleteWorkspacePhrase,
  usableWorkspaceDeletionLink,
  WORKSPACE_DELETION_LINK_INVALID,
} from "@contour/core";
import { Button, Code, Loader, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useMemo, useState } from "react";
import { Link, Navigate, useLocation, useNavigate, useParams } from "react-router";
import { useClient, useMutation, useQuery } from "urql";
import {
  ConfirmOrganizationDeletionMutation,
  OrganizationSettingsQuery,
} from "../../../graphql/documents/organization-settings";
import { CurrentUserQuery } from "../../../graphql/documents/user";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { readHashParam } from "../../../lib/hash-params";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { readTokenPayload } from "../../../lib/token-payload";
import { SettingsPage } from "../SettingsPage";

/**
 * /settings/organization/{id}/confirm_delete#token=…: step two of workspace deletion, from the
 * email (spec §4, §5). The page reads the link's claims to refuse a broken or expired one early;
 * the server checks the signature when the deletion is confirmed.
 */
export function ConfirmDeleteWorkspacePage() {
  const { hash } = useLocation();
  const { organizationId } = useParams();
  const token = readHashParam(hash, "token");
  // Judged when the link opens: a newer mail's link opened in this tab changes only the hash,
  // and is judged again.
  const link = useMemo(
    () => (token ? usableWorkspaceDeletionLink(readTokenPayload(token), Date.now()) : null),
    [token],
  );
  if (!token) return <Navigate to="/" replace />;
  if (!link || link.organizationId !== organizationId)
    return <InvalidLink organizationId={organizationId} />;
  // A new link starts afresh: the typed phrase belonged to the old one.
  return <ConfirmDeleteWorkspace key={token} token={token} organizationId={link.organizationId} />;
}

function InvalidLink({ organizationId }: { organizationId: string | undefined }) {
  return (
    <SettingsPage title="Delete workspace">
      <Stack gap="lg" align="flex-start">
        <Text role="alert">{WORKSPACE_DELETION_LINK_INVALID}</Text>
        {/* General sends the user home when the workspace is not theirs (or gone). */}
        <Button
          component={Link}
          to={`/settings/organization/${organizationId}/general`}
          variant="default"
        >
          Open Workspace settings
        </Button>
      </Stack>
    </SettingsPage>
  );
}

function ConfirmDeleteWorkspace({
  token,
  organizationId,
}: {
  token: string;
  organizationId: string;
}) {
  const client = useClient();
  const navigate = useNavigate();
  const [phrase, setPhrase] = useState("");
  const [deletion, confirmDeletion] = useMutation(ConfirmOrganizationDeletionMutation);
  const [{ data, fetching }] = useQuery({
    query: OrganizationSettingsQuery,
    variables: { id: organizationId },
    // Deleted: nothing left to fetch.
    pause: Boolean(deletion.data),
  });

  const organization = data?.organization;
  // Once deleted, the cache drops the workspace: wait for the redirect, not "invalid link".
  if (!organization || deletion.data) {
    if (fetching || deletion.data) {
      return (
        <SettingsPage title="Delete workspace">
          <Loader size="sm" />
        </SettingsPage>
      );
    }
    return <InvalidLink organizationId={organizationId} />;
  }

  async function handleDelete() {
    const result = await confirmDeletion({ input: { deleteConfirmationToken: token } });
    if (result.error || !result.data) {
      notifyError(prefixedErrorMessage("Error while deleting workspace: ", result.error));
      return;
    }
    notifySuccess("Your workspace has been deleted");
    // The user's workspaces first, so that / picks another one (or the creation wizard).
    await client.query(CurrentUserQuery, {}, { requestPolicy: "network-only" }).toPromise();
    navigate("/", { replace: true });
  }

  return (
    <SettingsPage title="Delete workspace">
      <Paper withBorder radius="md" p="lg" style={{ borderColor: "var(--mantine-color-red-2)" }}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (isDeleteWorkspacePhrase(phrase)) void handleDelete();
          }}
        >
          <Stack gap="md" align="flex-start">
            <Text>
              This permanently deletes the workspace <strong>{organization.name}</strong> with all
              its teams, folders and files, for every member. This cannot be undone.
            </Text>
            <TextInput
              label={
                <>
                  To confirm, type <Code fz="sm">{DELETE_WORKSPACE_PHRASE}</Code>
                </>
              }
              value={phrase}
              onChange={(event) => setPhrase(event.currentTarget.value)}
              autoComplete="off"
              spellCheck={false}
              labelProps={{ fw: 400, mb: 6 }}
              w="100%"
            />
            <Button
              type="submit"
              color="red"
              disabled={!isDeleteWorkspacePhrase(phrase)}
              loading={deletion.fetching}
            >
              Delete workspace
            </Button>
          </Stack>
        </form>
      </Paper>
    </SettingsPage>
  );
}
