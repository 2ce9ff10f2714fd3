import { Button, Group, Paper, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useMutation } from "urql";
import { UpdateUserNameMutation } from "../../../graphql/documents/user";
import { useCurrentUser } from "../../../lib/current-user";
import { prefixedErrorMessage } from "../../../lib/error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { SettingsSection } from "../SettingsPage";

export const NAME_REQUIRED = "Name is required";

/** Profile › name: Save only when changed, Cancel puts the saved name back. */
export function NameSection() {
  const user = useCurrentUser();
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<string | null>(null);
  const [update, updateUser] = useMutation(UpdateUserNameMutation);
  const changed = name !== user.name;

  async function handleSave() {
    const trimmed = name.trim();
    if (!trimmed) return setError(NAME_REQUIRED);
    const result = await updateUser({ input: { id: user.id, patch: { name: trimmed } } });
    if (result.error || !result.data) {
      notifyError(prefixedErrorMessage("Error while changing name: ", result.error));
      return;
    }
    setName(result.data.updateUser.name);
    notifySuccess("Name changed successfully");
  }

  return (
    <SettingsSection title="Personal details">
      <Paper withBorder radius="md" p="lg">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void handleSave();
          }}
        >
          <Stack gap="md">
            <TextInput
              label="Name"
              autoComplete="name"
              value={name}
              error={error}
              maw={420}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setError(null);
              }}
            />
            <Group gap="sm">
              <Button type="submit" disabled={!changed} loading={update.fetching}>
                Save
              </Button>
              <Button
                variant="default"
                disabled={!changed || update.fetching}
                onClick={() => {
                  setName(user.name);
                  setError(null);
                }}
              >
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </SettingsSection>
  );
}
