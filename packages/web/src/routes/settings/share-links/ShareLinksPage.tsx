import { SHARING_OFF_TEXTS } from "@contour/core";
import { Loader, Paper, Switch, Table, Text } from "@mantine/core";
import { Navigate, useParams } from "react-router";
import { useMutation, useQuery } from "urql";
import {
  OrganizationShareLinksQuery,
  RevokeShareLinkMutation,
  UpdateOrganizationSharingMutation,
} from "../../../graphql/documents/share-links";
import { useCurrentUser } from "../../../lib/current-user";
import { errorText, prefixedErrorMessage } from "../../../lib/error-message";
import { formatAgo, formatLongDate } from "../../../lib/format-date";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { ShareLinkActions } from "../../workbench/share/ShareLinkActions";
import { SettingsPage, SettingsSection } from "../SettingsPage";
import { settingsWorkspace } from "../settings-workspace";

const DESCRIPTION =
  "Links that show a file, read-only, to people without an account. Switch link sharing off to stop every link of this workspace at once.";

/** /settings/organization/{id}/share-links: every link of the workspace and its switch; Admins. */
export function ShareLinksPage() {
  const { organizationId = "" } = useParams();
  const user = useCurrentUser();
  const workspace = settingsWorkspace(user, organizationId);
  const isAdmin = workspace?.id === organizationId && workspace.isAdmin;
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: OrganizationShareLinksQuery,
    variables: { organizationId },
    pause: !isAdmin,
    requestPolicy: "network-only",
  });
  const [switching, updateSharing] = useMutation(UpdateOrganizationSharingMutation);
  const [, revoke] = useMutation(RevokeShareLinkMutation);

  if (!isAdmin) return <Navigate to="/" replace />;
  if (!data) {
    return (
      <SettingsPage title="Share links">
        {fetching ? <Loader size="sm" /> : <Text c="red.7">{errorText(error)}</Text>}
      </SettingsPage>
    );
  }
  const sharing = data.organizationSharing;
  const links = data.organizationShareLinks;

  const handleSwitch = async (shareLinksEnabled: boolean) => {
    const result = await updateSharing({ input: { organizationId, shareLinksEnabled } });
    if (result.error) notifyError(prefixedErrorMessage("Error while saving: ", result.error));
    else notifySuccess("Settings updated!");
  };
  const handleRevoke = async (id: string) => {
    const result = await revoke({ input: { id } });
    if (result.error) notifyError(`Could not revoke the link: ${errorText(result.error)}`);
    reexecute({ requestPolicy: "network-only" });
  };

  return (
    <SettingsPage title="Share links" description={DESCRIPTION}>
      <SettingsSection title="Link sharing">
        <Paper withBorder radius="md" p="lg">
          <Switch
            label="Allow share links"
            description={
              sharing.deploymentEnabled
                ? "Off, no link of this workspace opens and none can be made."
                : SHARING_OFF_TEXTS.DEPLOYMENT
            }
            checked={sharing.shareLinksEnabled}
            disabled={switching.fetching}
            onChange={(event) => void handleSwitch(event.currentTarget.checked)}
          />
        </Paper>
      </SettingsSection>
      <SettingsSection title={`Links (${links.totalCount})`}>
        {links.nodes.length === 0 ? (
          <Text size="sm" c="dimmed">
            No file of this workspace has been shared.
          </Text>
        ) : (
          <Table aria-label="Share links">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>File</Table.Th>
                <Table.Th>Created by</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th>Password</Table.Th>
                <Table.Th>Last opened</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {links.nodes.map((link) => (
                <Table.Tr key={link.id}>
                  <Table.Td>{link.workbenchName}</Table.Td>
                  <Table.Td>{link.creatorName ?? "—"}</Table.Td>
                  <Table.Td>{formatLongDate(link.createdAt)}</Table.Td>
                  <Table.Td>
                    {link.status === "REVOKED"
                      ? "Revoked"
                      : link.expiresAt
                        ? formatLongDate(link.expiresAt)
                        : "Never"}
                  </Table.Td>
                  <Table.Td>{link.hasPassword ? "Yes" : "No"}</Table.Td>
                  <Table.Td>{link.lastOpenedAt ? formatAgo(link.lastOpenedAt) : "Never"}</Table.Td>
                  <Table.Td>
                    {link.status !== "REVOKED" && (
                      <ShareLinkActions
                        token={link.token}
                        onRevoke={() => void handleRevoke(link.id)}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {links.pageInfo.hasNextPage && (
          <Text size="xs" c="dimmed">
            The 20 newest links are shown.
          </Text>
        )}
      </SettingsSection>
    </SettingsPage>
  );
}
