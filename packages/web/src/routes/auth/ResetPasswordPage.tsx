import { MESSAGES } from "@contour/core";
import { Anchor, Button, PasswordInput, Stack, ThemeIcon } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { useMutation } from "urql";
import { PageHeading } from "../../components/PageHeading";
import { PasswordChecklist } from "../../components/PasswordChecklist";
import { ResetPasswordMutation } from "../../graphql/documents/auth";
import { markSignedIn } from "../../lib/auth-store";
import { errorText } from "../../lib/error-message";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useNewPassword } from "./use-new-password";

/** /auth/password-reset/:token: choose a new password from the emailed link (spec §2.7). */
export function ResetPasswordPage() {
  const { token } = useParams();
  useDocumentTitle("Reset password");
  if (!token) {
    return (
      <Stack gap="xl">
        <PageHeading title={MESSAGES.tokenRequired}>
          This page needs the link from your password reset email.
        </PageHeading>
        <Anchor component={Link} to="/auth" fz="sm">
          Go to Login
        </Anchor>
      </Stack>
    );
  }
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const fields = useNewPassword();
  const [request, resetPassword] = useMutation(ResetPasswordMutation);
  const [done, setDone] = useState(false);

  async function handleSubmit() {
    if (!fields.checkRequired()) return;
    if (!fields.accepted) return fields.setPasswordError(MESSAGES.passwordRulesNotMet);
    const result = await resetPassword({ input: { token, password: fields.password } });
    if (result.error || !result.data?.resetPassword.user) {
      fields.setPasswordError(errorText(result.error));
      return;
    }
    // The reset signs the user in (its answer set the session cookie): the dashboard link works
    // straight away.
    markSignedIn();
    setDone(true);
  }

  if (done) {
    return (
      <Stack gap="xl">
        <ThemeIcon size={48} radius="xl" variant="light" color="teal" aria-hidden>
          <IconCircleCheck size={26} stroke={1.6} />
        </ThemeIcon>
        <PageHeading title="Success!">Your password has been reset.</PageHeading>
        <Anchor component={Link} to="/" fz="sm" fw={500}>
          Go to dashboard.
        </Anchor>
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <PageHeading title="Choose a new password">
        Use it from now on to sign in to Contour.
      </PageHeading>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        <Stack gap="md">
          <PasswordInput label="Password" autoComplete="new-password" {...fields.passwordProps} />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            {...fields.confirmationProps}
          />
          <PasswordChecklist rules={fields.rules} />
          <Button type="submit" size="md" fullWidth loading={request.fetching}>
            Submit
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
