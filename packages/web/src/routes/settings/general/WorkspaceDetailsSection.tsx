import { LOGO_RECOMMENDED_SIZE, LOGO_TYPES, MESSAGES } from "@contour/core";
import { Button, FileButton, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useClient, useMutation } from "urql";
import { WorkspaceLogo } from "../../../components/WorkspaceLogo";
import {
  OrganizationSettingsQuery,
  UpdateOrganizationMutation,
} from "../../../graphql/documents/organization-settings";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { uploadOrganizationLogo } from "../../../lib/upload-logo";
import { SettingsSection } from "../SettingsPage";

interface Workspace {
  id: string;
  name: string;
  logoUrl: string | null;
}

/** General › the workspace's name and logo: a form for admins, read-only for others. */
export function WorkspaceDetailsSection({
  organization,
  canEdit,
}: {
  organization: Workspace;
  canEdit: boolean;
}) {
  return (
    <SettingsSection title="Workspace">
      <Paper withBorder radius="md" p="lg">
        {canEdit ? (
          <Stack gap="lg">
            <LogoForm organization={organization} />
            <NameForm organization={organization} />
          </Stack>
        ) : (
          <Group gap="md">
            <WorkspaceLogo name={organization.name} logoUrl={organization.logoUrl} size={56} />
            <Stack gap={0}>
              <Text fz="xs" c="dimmed">
                Workspace name
              </Text>
              <Text fw={600} data-testid="workspace-name">
                {organization.name}
              </Text>
            </Stack>
          </Group>
        )}
      </Paper>
    </SettingsSection>
  );
}

function LogoForm({ organization }: { organization: Workspace }) {
  const client = useClient();
  const [uploading, setUploading] = useState(false);

  async function handleFile(file: File | null) {
    if (!file) return;
    setUploading(true);
    try {
      await uploadOrganizationLogo(organization.id, file);
      // The new signed URL reaches every view of the workspace through the normalised cache.
      await client
        .query(
          OrganizationSettingsQuery,
          { id: organization.id },
          { requestPolicy: "network-only" },
        )
        .toPromise();
      notifySuccess("logo updated!");
    } catch (error) {
      notifyError(`Error while updating logo: ${(error as Error).message}`);
    } finally {
      setUploading(false);
    }
  }

  return (
    <Group gap="md" align="center">
      <WorkspaceLogo name={organization.name} logoUrl={organization.logoUrl} size={64} />
      <Stack gap={6}>
        <FileButton accept={LOGO_TYPES.join(",")} onChange={(file) => void handleFile(file)}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="sm"
              loading={uploading}
              leftSection={<IconUpload size={16} aria-hidden />}
              w="fit-content"
            >
              Upload logo
            </Button>
          )}
        </FileButton>
        <Text fz="xs" c="dimmed">
          PNG, JPEG or WebP, recommended size {LOGO_RECOMMENDED_SIZE}
        </Text>
      </Stack>
    </Group>
  );
}

function NameForm({ organization }: { organization: Workspace }) {
  const [name, setName] = useState(organization.name);
  const [error, setError] = useState<string | null>(null);
  const [update, updateOrganization] = useMutation(UpdateOrganizationMutation);
  const changed = name !== organization.name;

  async function handleSave() {
    const trimmed = name.trim();
    if (!trimmed) return setError(MESSAGES.workspaceNameRequired);
    const result = await updateOrganization({
      input: { id: organization.id, patch: { name: trimmed } },
    });
    if (result.error || !result.data) {
      notifyError(prefixedErrorMessage("Error while updating name: ", result.error));
      return;
    }
    setName(result.data.updateOrganization.name);
    notifySuccess("Name updated!");
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void handleSave();
      }}
    >
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Workspace name"
          value={name}
          error={error}
          w={360}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" disabled={!changed} loading={update.fetching}>
          Save
        </Button>
      </Group>
    </form>
  );
}
