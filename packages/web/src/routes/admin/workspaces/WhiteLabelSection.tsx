import { LOGO_TYPES } from "@contour/core";
import { Button, FileButton, Group, Image, Paper, Stack, Text } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useClient, useMutation } from "urql";
import {
  type AdminOrganizationDetail,
  AdminOrganizationQuery,
  RemoveWhiteLabelIconMutation,
} from "../../../graphql/documents/admin";
import { postFile } from "../../../lib/api-request";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { SettingsSection } from "../../settings/SettingsPage";

/** The icon that replaces the Contour logo for the workspace's members and invite links. */
export function WhiteLabelSection({ workspace }: { workspace: AdminOrganizationDetail }) {
  const client = useClient();
  const [uploading, setUploading] = useState(false);
  const [removing, remove] = useMutation(RemoveWhiteLabelIconMutation);

  const reload = () =>
    client
      .query(AdminOrganizationQuery, { id: workspace.id }, { requestPolicy: "network-only" })
      .toPromise();

  async function handleFile(file: File | null) {
    if (!file) return;
    setUploading(true);
    try {
      await postFile(`/api/v1/admin/organizations/${workspace.id}/white-label-icon`, file);
      await reload();
      notifySuccess("White-label icon updated!");
    } catch (error) {
      notifyError(`Error while uploading: ${(error as Error).message}`);
    } finally {
      setUploading(false);
    }
  }

  async function handleRemove() {
    const result = await remove({ input: { organizationId: workspace.id } });
    if (result.error) {
      notifyError(prefixedErrorMessage("Error while removing: ", result.error));
      return;
    }
    await reload();
    notifySuccess("White-label icon removed");
  }

  return (
    <SettingsSection
      title="White-label icon"
      description="Shown instead of the Contour logo to the workspace's members and on its invite links' sign-in page."
    >
      <Paper withBorder radius="md" p="lg">
        <Group gap="lg">
          {workspace.whiteLabelIconUrl ? (
            <Image
              src={workspace.whiteLabelIconUrl}
              alt={`${workspace.name} white-label icon`}
              w={64}
              h={64}
              fit="contain"
            />
          ) : (
            <Text c="dimmed" fz="sm">
              None: the Contour logo is shown.
            </Text>
          )}
          <Stack gap={6}>
            <Group gap="sm">
              <FileButton accept={LOGO_TYPES.join(",")} onChange={(file) => void handleFile(file)}>
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    size="sm"
                    loading={uploading}
                    leftSection={<IconUpload size={16} aria-hidden />}
                  >
                    Upload icon
                  </Button>
                )}
              </FileButton>
              {workspace.whiteLabelIconUrl && (
                <Button
                  variant="subtle"
                  color="red"
                  size="sm"
                  loading={removing.fetching}
                  onClick={() => void handleRemove()}
                >
                  Remove
                </Button>
              )}
            </Group>
            <Text fz="xs" c="dimmed">
              PNG, JPEG or WebP, square, at most 1 MB
            </Text>
          </Stack>
        </Group>
      </Paper>
    </SettingsSection>
  );
}
