import { isValidEmail, MESSAGES, TOKEN_TTL_MS } from "@contour/core";
import { Anchor, Button, Stack, TextInput, ThemeIcon } from "@mantine/core";
import { IconArrowLeft, IconMailForward } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { useMutation } from "urql";
import { EmailAddress } from "../../components/EmailAddress";
import { FormError } from "../../components/FormError";
import { PageHeading } from "../../components/PageHeading";
import { ForgotPasswordMutation } from "../../graphql/documents/auth";
import { useDocumentTitle } from "../../lib/use-document-title";

const RESET_LINK_MINUTES = Math.round(TOKEN_TTL_MS.passwordReset / 60_000);

/** /auth/forgotpassword: ask for a reset link, then say where it went (spec §2.6). */
export function ForgotPasswordPage() {
  useDocumentTitle("Forgot password");
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [request, forgotPassword] = useMutation(ForgotPasswordMutation);

  async function handleSubmit() {
    setFormError(null);
    const trimmed = email.trim();
    if (!trimmed) return setEmailError(MESSAGES.emailRequired);
    if (!isValidEmail(trimmed)) return setEmailError(MESSAGES.emailInvalid);
    const result = await forgotPassword({ input: { email: trimmed } });
    if (result.error || !result.data) {
      setFormError(result.error?.graphQLErrors[0]?.message ?? MESSAGES.forgotPasswordFailed);
      return;
    }
    setSentTo(trimmed);
  }

  const backToLogin = (
    <Anchor component={Link} to="/auth" fz="sm" w="fit-content">
      <IconArrowLeft size={14} style={{ verticalAlign: "-2px", marginRight: 4 }} aria-hidden />
      Back to login
    </Anchor>
  );

  if (sentTo) {
    return (
      <Stack gap="xl">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconMailForward size={24} stroke={1.6} />
        </ThemeIcon>
        <PageHeading title="Check your email">
          We sent a link to reset your password to <EmailAddress>{sentTo}</EmailAddress>. It expires
          in {RESET_LINK_MINUTES} minutes.
        </PageHeading>
        {backToLogin}
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <PageHeading title="Forgot your password?">
        Enter the email of your account and we'll send you a link to choose a new password.
      </PageHeading>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@studio.com"
            value={email}
            error={emailError}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setEmailError(null);
            }}
          />
          <FormError>{formError}</FormError>
          <Button type="submit" size="md" fullWidth disabled={request.fetching}>
            {request.fetching ? "Sending email..." : "Send link"}
          </Button>
        </Stack>
      </form>
      {backToLogin}
    </Stack>
  );
}
