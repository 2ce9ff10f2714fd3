import { Loader, Text } from "@mantine/core";
import { Navigate, useParams } from "react-router";
import { useQuery } from "urql";
import { OrganizationAiSettingsQuery } from "../../../graphql/documents/generations";
import { useCurrentUser } from "../../../lib/current-user";
import { errorText } from "../../../lib/error-message";
import { SettingsPage } from "../SettingsPage";
import { settingsWorkspace } from "../settings-workspace";
import { AiSettingsForm } from "./AiSettingsForm";
import { RenderStylesSection } from "./RenderStylesSection";

const DESCRIPTION =
  "Render sketches into product images on the workbench. Renders run on a ComfyUI or Automatic1111 server: this server's, or one your studio runs.";

/**
 * /settings/organization/{id}/ai: the workspace's AI switch, usage, backend and render styles;
 * admins only.
 */
export function AiSettingsPage() {
  const { organizationId = "" } = useParams();
  const user = useCurrentUser();
  const workspace = settingsWorkspace(user, organizationId);
  const isAdmin = workspace?.id === organizationId && workspace.isAdmin;
  const [{ data, error, fetching }] = useQuery({
    query: OrganizationAiSettingsQuery,
    variables: { organizationId },
    pause: !isAdmin,
  });

  if (!isAdmin) return <Navigate to="/" replace />;
  const settings = data?.organizationAiSettings;
  return (
    <SettingsPage title="AI" description={DESCRIPTION}>
      {settings ? (
        <>
          <AiSettingsForm
            key={`${settings.enabled}${settings.backendUrl}${settings.hasBackendToken}`}
            settings={settings}
          />
          <RenderStylesSection organizationId={organizationId} />
        </>
      ) : fetching ? (
        <Loader size="sm" />
      ) : (
        <Text c="red.7">{errorText(error)}</Text>
      )}
    </SettingsPage>
  );
}
