import { Button, Group, Paper, Text } from "@mantine/core";
import { useMutation } from "urql";
import { RequestOrganizationDeletionEmailMutation } from "../../../graphql/documents/organization-settings";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { SUPPORT_URL } from "../../../lib/support";
import { SettingsSection } from "../SettingsPage";

export type DeleteWorkspaceAccess = "admin" | "manualSubscription" | "notAdmin";

/**
 * General › delete workspace (spec §2): step one of two, a mailed confirmation link, for admins;
 * a manual subscription goes through support, and everyone else is told only admins can.
 */
export function DeleteWorkspaceSection({
  organizationId,
  access,
}: {
  organizationId: string;
  access: DeleteWorkspaceAccess;
}) {
  const [request, requestEmail] = useMutation(RequestOrganizationDeletionEmailMutation);

  async function handleRequest() {
    const result = await requestEmail({ input: { organizationId } });
    if (result.error || !result.data) {
      notifyError(prefixedErrorMessage("Error while deleting workspace: ", result.error));
      return;
    }
    notifySuccess(
      "An email has been sent to your email address with a link to confirm the deletion of this workspace.",
    );
  }

  return (
    <SettingsSection title="Delete workspace">
      <Paper
        withBorder
        radius="md"
        p="lg"
        // The danger colour only where there is something dangerous to do.
        style={access === "admin" ? { borderColor: "var(--mantine-color-red-2)" } : undefined}
      >
        {access === "notAdmin" ? (
          <Text fz="sm" c="dimmed">
            Only an admin can do this.
          </Text>
        ) : (
          <Group justify="space-between" gap="lg" wrap="nowrap">
            <Text fz="sm" c="dimmed" maw={440}>
              {access === "manualSubscription"
                ? "This workspace's subscription is managed by our team. Contact support to delete it."
                : "Permanently delete this workspace with all its teams, folders and files, for every member. We'll email you a link to confirm. This cannot be undone."}
            </Text>
            {access === "manualSubscription" ? (
              <Button component="a" href={SUPPORT_URL} variant="default">
                Contact support
              </Button>
            ) : (
              <Button
                color="red"
                variant="light"
                loading={request.fetching}
                onClick={() => void handleRequest()}
              >
                Delete workspace
              </Button>
            )}
          </Group>
        )}
      </Paper>
    </SettingsSection>
  );
}
