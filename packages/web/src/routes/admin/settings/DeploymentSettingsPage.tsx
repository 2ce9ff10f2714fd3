import { Loader, Paper, Switch, Text } from "@mantine/core";
import { useMutation, useQuery } from "urql";
import {
  DeploymentSettingsFragment,
  DeploymentSettingsQuery,
  UpdateDeploymentSettingsMutation,
} from "../../../graphql/documents/admin-users";
import { readFragment } from "../../../graphql/graphql";
import { errorText, prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { SettingsPage, SettingsSection } from "../../settings/SettingsPage";
import { StaffActionsSection } from "../users/StaffActionsSection";

/** /admin/settings: what holds for the whole deployment, saved at once. */
export function DeploymentSettingsPage() {
  const [{ data, error, fetching }] = useQuery({
    query: DeploymentSettingsQuery,
    requestPolicy: "cache-and-network",
  });
  const [saving, update] = useMutation(UpdateDeploymentSettingsMutation);
  const settings = data ? readFragment(DeploymentSettingsFragment, data.deploymentSettings) : null;

  async function handleChange(input: {
    blockCreateOrganization?: boolean;
    shareLinksEnabled?: boolean;
  }) {
    const result = await update({ input });
    if (result.error) {
      notifyError(prefixedErrorMessage("Error while saving: ", result.error));
      return;
    }
    notifySuccess("Settings updated!");
  }

  return (
    <SettingsPage title="Settings" description="Settings of this whole deployment.">
      {!settings ? (
        fetching ? (
          <Loader size="sm" />
        ) : (
          <Text c="red.7">{errorText(error)}</Text>
        )
      ) : (
        <>
          <SettingsSection title="Workspaces">
            <Paper withBorder radius="md" p="lg">
              <Switch
                label="Block workspace creation"
                description={`People cannot create workspaces: they join one by invitation. Until it is set here, the environment decides (BLOCK_CREATE_ORGANIZATION, ${settings.blockCreateOrganizationDefault ? "on" : "off"}).`}
                checked={settings.blockCreateOrganization}
                disabled={saving.fetching}
                onChange={(event) =>
                  void handleChange({ blockCreateOrganization: event.currentTarget.checked })
                }
              />
            </Paper>
          </SettingsSection>
          <SettingsSection title="Share links">
            <Paper withBorder radius="md" p="lg">
              <Switch
                label="Allow share links"
                description="Off, no share link of any workspace opens (open viewers are closed) and none can be made; on again, links not revoked or expired work again."
                checked={settings.shareLinksEnabled}
                disabled={saving.fetching}
                onChange={(event) =>
                  void handleChange({ shareLinksEnabled: event.currentTarget.checked })
                }
              />
            </Paper>
          </SettingsSection>
          <StaffActionsSection entries={settings.history} empty="Staff have not changed them." />
        </>
      )}
    </SettingsPage>
  );
}
