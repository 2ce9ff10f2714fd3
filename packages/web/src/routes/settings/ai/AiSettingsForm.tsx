import { AI_MESSAGES } from "@contour/core";
import {
  Alert,
  Button,
  Group,
  Paper,
  PasswordInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { useState } from "react";
import { useMutation } from "urql";
import {
  type AiSettingsDetail,
  UpdateOrganizationAiSettingsMutation,
} from "../../../graphql/documents/generations";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { SettingsSection } from "../SettingsPage";
import { BackendTest } from "./BackendTest";
import { usageText } from "./usage-text";

const BACKEND_KINDS = [
  { value: "COMFYUI", label: "ComfyUI" },
  { value: "AUTOMATIC1111", label: "Automatic1111 / Forge" },
] as const;

type BackendKind = (typeof BACKEND_KINDS)[number]["value"];

/** The switch, this month's usage and the workspace's own backend, saved together. */
export function AiSettingsForm({ settings }: { settings: AiSettingsDetail }) {
  const [enabled, setEnabled] = useState(settings.enabled);
  const [kind, setKind] = useState<BackendKind>(settings.backendKind ?? "COMFYUI");
  const [url, setUrl] = useState(settings.backendUrl ?? "");
  const [token, setToken] = useState("");
  const [saving, update] = useMutation(UpdateOrganizationAiSettingsMutation);

  async function handleSave() {
    const result = await update({
      input: {
        organizationId: settings.organizationId,
        enabled,
        backendKind: url.trim() ? kind : null,
        backendUrl: url.trim(),
        // Left empty, the saved token stays.
        ...(token ? { backendToken: token } : {}),
      },
    });
    if (result.error) {
      notifyError(prefixedErrorMessage("Error while saving the AI settings: ", result.error));
      return;
    }
    setToken("");
    notifySuccess("The AI settings are saved.");
  }

  return (
    <Stack gap="xl">
      <SettingsSection title="AI rendering" description={usageText(settings)}>
        {settings.switchedOffByStaff && (
          <Alert color="yellow">{AI_MESSAGES.switchedOffByStaff}</Alert>
        )}
        <Switch
          label="Members can render with AI"
          description="Off: the Render panel refuses new requests; the history stays."
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
        />
      </SettingsSection>
      <SettingsSection
        title="Render backend"
        description={
          settings.deploymentBackend
            ? "Leave the address empty to render on this server's backend."
            : "This server has no backend of its own: set one here for your workspace to render."
        }
      >
        <Paper withBorder p="md" radius="md" maw={560}>
          <Stack gap="sm">
            <Select
              label="Kind"
              allowDeselect={false}
              data={[...BACKEND_KINDS]}
              value={kind}
              onChange={(value) => value && setKind(value as BackendKind)}
            />
            <TextInput
              label="Address"
              placeholder="https://gpu.studio.example:8188"
              value={url}
              onChange={(event) => setUrl(event.currentTarget.value)}
            />
            <PasswordInput
              label="Token"
              description={
                settings.hasBackendToken
                  ? "A token is saved. Type a new one to replace it."
                  : "Sent as Authorization: Bearer, if your backend asks for one."
              }
              value={token}
              onChange={(event) => setToken(event.currentTarget.value)}
            />
            <BackendTest
              organizationId={settings.organizationId}
              unsaved={
                url.trim() !== (settings.backendUrl ?? "") ||
                (url.trim() !== "" && kind !== settings.backendKind) ||
                token !== ""
              }
            />
            {!settings.deploymentBackend && !url.trim() && (
              <Text size="sm" c="dimmed">
                Without a backend, upscale and line art still work: they run on this server.
              </Text>
            )}
          </Stack>
        </Paper>
      </SettingsSection>
      <Group>
        <Button loading={saving.fetching} onClick={() => void handleSave()}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
