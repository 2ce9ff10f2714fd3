import { Button, Group, Paper, Stack, Switch, Text } from "@mantine/core";
import { useMutation } from "urql";
import { type ActionQuestion, confirmAction } from "../../../components/confirm-action";
import {
  type AdminUserDetail,
  UpdateAdminUserMutation,
} from "../../../graphql/documents/admin-users";
import { useCurrentUser } from "../../../lib/current-user";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { formatDateTime } from "../../../lib/format-date";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { SettingsSection } from "../../settings/SettingsPage";

type Patch = { isAdmin?: boolean; disabled?: boolean };

/** Staff access and whether the account may sign in; neither can be taken from oneself. */
export function AccessSection({ user }: { user: AdminUserDetail }) {
  const [{ fetching }, update] = useMutation(UpdateAdminUserMutation);
  const isSelf = useCurrentUser().id === user.id;

  async function handleChange(patch: Patch, question: ActionQuestion, done: string) {
    if (!(await confirmAction(question))) return;
    const result = await update({ input: { id: user.id, patch } });
    if (result.error) {
      notifyError(prefixedErrorMessage("Error while saving: ", result.error));
      return;
    }
    notifySuccess(done);
  }

  const toggleStaff = (isAdmin: boolean) =>
    handleChange(
      { isAdmin },
      isAdmin
        ? {
            title: "Grant staff access",
            message: `${user.email} will be able to open Admin and change every workspace and account.`,
            confirm: "Grant staff access",
          }
        : {
            title: "Remove staff access",
            message: `${user.email} will no longer be able to open Admin.`,
            confirm: "Remove staff access",
            destructive: true,
          },
      isAdmin ? "Staff access granted" : "Staff access removed",
    );

  const toggleDisabled = (disabled: boolean) =>
    handleChange(
      { disabled },
      disabled
        ? {
            title: "Disable account",
            message: `${user.email} will be signed out everywhere and cannot sign in until the account is enabled again.`,
            confirm: "Disable account",
            destructive: true,
          }
        : {
            title: "Enable account",
            message: `${user.email} will be able to sign in again.`,
            confirm: "Enable account",
          },
      disabled ? "Account disabled" : "Account enabled",
    );

  return (
    <SettingsSection
      title="Access"
      description={
        isSelf
          ? "This is your account: another staff member can change its access."
          : "Each change is written to the staff actions below."
      }
    >
      <Paper withBorder radius="md" p="lg">
        <Stack gap="lg">
          <Switch
            label="Contour staff"
            description="Opens Admin: changelogs, every workspace and every account."
            checked={user.isAdmin}
            disabled={isSelf || fetching}
            onChange={(event) => void toggleStaff(event.currentTarget.checked)}
          />
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Text fw={500}>{user.disabledAt ? "Account disabled" : "Account enabled"}</Text>
              <Text fz="xs" c="dimmed">
                {user.disabledAt
                  ? `Disabled ${formatDateTime(user.disabledAt)}: it cannot sign in.`
                  : "Disabling signs the account out everywhere and stops every sign-in."}
              </Text>
            </Stack>
            {user.disabledAt ? (
              <Button
                variant="default"
                disabled={fetching}
                onClick={() => void toggleDisabled(false)}
              >
                Enable account
              </Button>
            ) : (
              <Button
                color="red"
                variant="light"
                disabled={isSelf || fetching}
                onClick={() => void toggleDisabled(true)}
              >
                Disable account
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </SettingsSection>
  );
}
