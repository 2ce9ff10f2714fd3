import { Button, Paper, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useMutation } from "urql";
import { CenteredPage } from "../../components/CenteredPage";
import { FormError } from "../../components/FormError";
import { PageHeading } from "../../components/PageHeading";
import { UserMenu } from "../../components/UserMenu";
import { UpdateUserNameMutation } from "../../graphql/documents/user";
import { useCurrentUser } from "../../lib/current-user";
import { prefixedErrorMessage } from "../../lib/error-message";
import { takeReturnUrl } from "../../lib/return-url";
import { useDocumentTitle } from "../../lib/use-document-title";

export const FULL_NAME_REQUIRED = "Please enter your full name";

/** /onboarding/profile: a new user gives their name before anything else (workspace-admin §2). */
export function ProfileOnboardingPage() {
  const user = useCurrentUser();
  useDocumentTitle("Your profile");
  const navigate = useNavigate();
  const [name, setName] = useState(user.hasName ? user.name : "");
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [update, updateUser] = useMutation(UpdateUserNameMutation);

  async function handleSubmit() {
    setFormError(null);
    const trimmed = name.trim();
    if (!trimmed) return setNameError(FULL_NAME_REQUIRED);
    const result = await updateUser({ input: { id: user.id, patch: { name: trimmed } } });
    if (result.error || !result.data) {
      setFormError(prefixedErrorMessage("Error while changing name: ", result.error));
      return;
    }
    // Where the person was going before signing up (an invite link), else the dashboard.
    navigate(takeReturnUrl(), { replace: true });
  }

  return (
    <CenteredPage headerRight={<UserMenu />}>
      <Paper withBorder radius="lg" p={32}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void handleSubmit();
          }}
        >
          <Stack gap="xl">
            <PageHeading title="What is your name?">
              This is how the people you draw with will see you.
            </PageHeading>
            <TextInput
              label="Full name"
              withAsterisk
              required
              autoComplete="name"
              placeholder="Alex Morgan"
              value={name}
              error={nameError}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setNameError(null);
              }}
            />
            <FormError>{formError}</FormError>
            <Button type="submit" size="md" fullWidth loading={update.fetching}>
              Continue
            </Button>
          </Stack>
        </form>
      </Paper>
    </CenteredPage>
  );
}
