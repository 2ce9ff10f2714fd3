import { SSO_AUTO_JOIN_LABELS, SSO_AUTO_JOIN_MODES, type SsoAutoJoin } from "@contour/core";
import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  Paper,
  PasswordInput,
  Select,
  Stack,
  Switch,
  TextInput,
} from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useState } from "react";
import { useMutation } from "urql";
import {
  type OrganizationSsoDetail,
  UpdateOrganizationSsoMutation,
} from "../../../graphql/documents/sso";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { SettingsSection } from "../SettingsPage";

const AUTO_JOIN_OPTIONS = SSO_AUTO_JOIN_MODES.map((mode) => ({
  value: mode,
  label: SSO_AUTO_JOIN_LABELS[mode],
}));

/**
 * Single sign-on › the workspace's OpenID Connect issuer: its client, whether verified domains
 * must use it, and whether new people of those domains join. The secret is write-only.
 */
export function IdentityProviderSection({ sso }: { sso: OrganizationSsoDetail }) {
  const [issuer, setIssuer] = useState(sso.issuer ?? "");
  const [clientId, setClientId] = useState(sso.clientId ?? "");
  const [clientSecret, setClientSecret] = useState("");
  const [enabled, setEnabled] = useState(sso.enabled);
  const [autoJoin, setAutoJoin] = useState<SsoAutoJoin>(sso.autoJoin);
  const [saving, updateSso] = useMutation(UpdateOrganizationSsoMutation);

  async function handleSave() {
    const result = await updateSso({
      input: {
        organizationId: sso.organizationId,
        patch: {
          issuer,
          clientId,
          // Left empty, the saved secret stays.
          ...(clientSecret ? { clientSecret } : {}),
          enabled,
          autoJoin,
        },
      },
    });
    if (result.error) {
      notifyError(prefixedErrorMessage("Error while saving single sign-on: ", result.error));
      return;
    }
    setClientSecret("");
    notifySuccess("Single sign-on saved!");
  }

  return (
    <SettingsSection
      title="Identity provider"
      description="Register Contour as a web application at your OpenID Connect provider, then enter its details here."
    >
      <Paper withBorder radius="md" p="lg">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void handleSave();
          }}
        >
          <Stack gap="md" maw={520}>
            <TextInput
              label="Redirect URI"
              description="Register this address at your provider."
              value={sso.redirectUri}
              readOnly
              rightSection={
                <CopyButton value={sso.redirectUri}>
                  {({ copied, copy }) => (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label="Copy redirect URI"
                      onClick={copy}
                    >
                      {copied ? (
                        <IconCheck size={14} aria-hidden />
                      ) : (
                        <IconCopy size={14} aria-hidden />
                      )}
                    </ActionIcon>
                  )}
                </CopyButton>
              }
            />
            <TextInput
              label="Issuer URL"
              placeholder="https://acme.okta.com"
              value={issuer}
              onChange={(event) => setIssuer(event.currentTarget.value)}
            />
            <TextInput
              label="Client ID"
              value={clientId}
              onChange={(event) => setClientId(event.currentTarget.value)}
            />
            <PasswordInput
              label="Client secret"
              placeholder={sso.configured ? "Saved: leave empty to keep it" : undefined}
              value={clientSecret}
              autoComplete="off"
              onChange={(event) => setClientSecret(event.currentTarget.value)}
            />
            <Select
              label="New people of your domains join this workspace"
              data={AUTO_JOIN_OPTIONS}
              value={autoJoin}
              allowDeselect={false}
              onChange={(value) => value && setAutoJoin(value as SsoAutoJoin)}
            />
            <Switch
              label="Require single sign-on for verified domains"
              description="Their emails then sign in through this provider only: no password, no Google."
              checked={enabled}
              onChange={(event) => setEnabled(event.currentTarget.checked)}
            />
            <Group>
              <Button type="submit" loading={saving.fetching}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </SettingsSection>
  );
}
