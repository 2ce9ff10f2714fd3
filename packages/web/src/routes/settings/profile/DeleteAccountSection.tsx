import { Button, Group, Modal, Paper, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useMutation } from "urql";
import { RequestDeleteCurrentUserEmailMutation } from "../../../graphql/documents/user";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { SettingsSection } from "../SettingsPage";

/** Profile › delete account: step one of two, an emailed confirmation link (workspace-admin §4). */
export function DeleteAccountSection() {
  const [opened, { open, close }] = useDisclosure(false);
  const [request, requestEmail] = useMutation(RequestDeleteCurrentUserEmailMutation);

  async function handleSend() {
    const result = await requestEmail({});
    close();
    if (result.error || !result.data) {
      notifyError(prefixedErrorMessage("Error: ", result.error));
      return;
    }
    notifySuccess(
      "An email with the instructions to delete your account has been sent. Please check your mailbox to continue.",
    );
  }

  return (
    <SettingsSection title="Delete account">
      <Paper withBorder radius="md" p="lg" style={{ borderColor: "var(--mantine-color-red-2)" }}>
        <Group justify="space-between" gap="lg">
          <Text fz="sm" c="dimmed" maw={440}>
            Permanently delete your Contour account. This cannot be undone.
          </Text>
          <Button color="red" variant="light" onClick={open}>
            Delete account
          </Button>
        </Group>
      </Paper>
      <Modal opened={opened} onClose={close} title="Delete your account?" centered radius="md">
        <Stack gap="lg">
          <Text fz="sm">
            We'll email you a link to confirm. Your account is only deleted once you open it and
            confirm.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" loading={request.fetching} onClick={() => void handleSend()}>
              Send confirmation email
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsSection>
  );
}
