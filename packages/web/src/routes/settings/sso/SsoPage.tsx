import { Loader, Text } from "@mantine/core";
import { Navigate, useParams } from "react-router";
import { useQuery } from "urql";
import { OrganizationSsoQuery } from "../../../graphql/documents/sso";
import { useCurrentUser } from "../../../lib/current-user";
import { errorText } from "../../../lib/error-message";
import { SettingsPage } from "../SettingsPage";
import { settingsWorkspace } from "../settings-workspace";
import { EmailDomainsSection } from "./EmailDomainsSection";
import { IdentityProviderSection } from "./IdentityProviderSection";

const DESCRIPTION =
  "Let people of your company's email domains sign in through your own identity provider (Okta, Google Workspace, Keycloak or any OpenID Connect issuer).";

/** /settings/organization/{id}/sso: the workspace's issuer and verified domains; admins only. */
export function SsoPage() {
  const { organizationId = "" } = useParams();
  const user = useCurrentUser();
  const workspace = settingsWorkspace(user, organizationId);
  const isAdmin = workspace?.id === organizationId && workspace.isAdmin;
  const [{ data, error, fetching }, refetch] = useQuery({
    query: OrganizationSsoQuery,
    variables: { organizationId },
    pause: !isAdmin,
  });

  if (!isAdmin) return <Navigate to="/" replace />;
  const sso = data?.organizationSso;
  if (!sso) {
    return (
      <SettingsPage title="Single sign-on">
        {fetching ? <Loader size="sm" /> : <Text c="red.7">{errorText(error)}</Text>}
      </SettingsPage>
    );
  }
  return (
    <SettingsPage title="Single sign-on" description={DESCRIPTION}>
      <EmailDomainsSection
        organizationId={organizationId}
        domains={sso.domains}
        onListChanged={() => refetch({ requestPolicy: "network-only" })}
      />
      {/* A new key when the saved settings change, so the form starts from them. */}
      <IdentityProviderSection
        key={`${sso.issuer}${sso.clientId}${sso.enabled}${sso.autoJoin}`}
        sso={sso}
      />
    </SettingsPage>
  );
}
