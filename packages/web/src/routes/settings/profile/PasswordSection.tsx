import { MESSAGES } from "@contour/core";
import { Button, Group, Paper, PasswordInput, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "urql";
import { ChangePasswordMutation } from "../../../graphql/documents/user";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { SettingsSection } from "../SettingsPage";

export const PASSWORD_FIELD_ERRORS = {
  currentRequired: "Current password is required",
  newRequired: "New password is required",
} as const;

/** Profile › change password: all three fields required, the confirmation must match. */
export function PasswordSection() {
  const [request, changePassword] = useMutation(ChangePasswordMutation);
  const form = useForm({
    mode: "controlled",
    initialValues: { oldPassword: "", newPassword: "", confirmation: "" },
    validate: {
      oldPassword: (value) => (value ? null : PASSWORD_FIELD_ERRORS.currentRequired),
      newPassword: (value) => (value ? null : PASSWORD_FIELD_ERRORS.newRequired),
      confirmation: (value, values) =>
        !value
          ? MESSAGES.confirmPasswordRequired
          : value !== values.newPassword
            ? MESSAGES.passwordConfirmMismatch
            : null,
    },
  });

  const handleSubmit = form.onSubmit(async ({ oldPassword, newPassword }) => {
    const result = await changePassword({ input: { oldPassword, newPassword } });
    if (result.error || !result.data) {
      notifyError(prefixedErrorMessage("Error while changing password: ", result.error));
      return;
    }
    form.reset();
    notifySuccess("Password changed successfully");
  });

  return (
    <SettingsSection title="Change password">
      <Paper withBorder radius="md" p="lg">
        <form noValidate onSubmit={handleSubmit}>
          <Stack gap="md" maw={420}>
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              {...form.getInputProps("oldPassword")}
            />
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              {...form.getInputProps("newPassword")}
            />
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              {...form.getInputProps("confirmation")}
            />
            <Group>
              <Button type="submit" loading={request.fetching}>
                Change password
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </SettingsSection>
  );
}
