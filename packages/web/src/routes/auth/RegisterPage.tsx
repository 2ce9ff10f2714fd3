import { MESSAGES } from "@contour/core";
import {
  Alert,
  Anchor,
  Button,
  Center,
  Loader,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useMutation, useQuery } from "urql";
import { FormError } from "../../components/FormError";
import { PageHeading } from "../../components/PageHeading";
import { PasswordChecklist } from "../../components/PasswordChecklist";
import { CreateUserMutation, RegisterTokenInfoQuery } from "../../graphql/documents/auth";
import { markSignedIn } from "../../lib/auth-store";
import { prefixedErrorMessage } from "../../lib/error-message";
import { readHashParam } from "../../lib/hash-params";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useNewPassword } from "./use-new-password";

/** /auth/register/token#token=…: finish an account from the emailed link (spec §2.5). */
export function RegisterPage() {
  const { hash } = useLocation();
  const token = readHashParam(hash, "token");
  useDocumentTitle("Create your account");
  const [{ data, error, fetching }] = useQuery({
    query: RegisterTokenInfoQuery,
    variables: { token: token ?? "" },
    pause: !token,
    requestPolicy: "network-only",
  });

  if (token && fetching && !data) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  const email = data?.registerTokenInfo.email;
  if (!token || error || !email) {
    return (
      <Stack gap="xl">
        <PageHeading title="Create your account" />
        <Alert color="red" variant="light" role="alert">
          {error?.networkError && !error.graphQLErrors.length
            ? MESSAGES.serverUnreachable
            : MESSAGES.brokenRegisterLink}
        </Alert>
        <Anchor component={Link} to="/auth" fz="sm">
          Back to login
        </Anchor>
      </Stack>
    );
  }
  return <RegisterForm token={token} email={email} />;
}

function RegisterForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const fields = useNewPassword();
  const [creation, createUser] = useMutation(CreateUserMutation);
  const [formError, setFormError] = useState<string | null>(null);

  async function handleSubmit() {
    setFormError(null);
    if (!fields.checkRequired() || !fields.accepted) return;
    const result = await createUser({ input: { registerToken: token, password: fields.password } });
    if (result.error || !result.data?.createUser.user) {
      setFormError(prefixedErrorMessage("Error while creating account: ", result.error));
      return;
    }
    // The answer set the session cookie.
    markSignedIn();
    navigate("/onboarding/profile", { replace: true });
  }

  return (
    <Stack gap="xl">
      <PageHeading title="Create your account">
        Welcome to Contour! Choose a password to finish setting up your account.
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
            value={email}
            readOnly
            variant="filled"
            autoComplete="username"
          />
          <PasswordInput label="Password" autoComplete="new-password" {...fields.passwordProps} />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            {...fields.confirmationProps}
          />
          <PasswordChecklist rules={fields.rules} />
          <FormError>{formError}</FormError>
          <Button
            type="submit"
            size="md"
            fullWidth
            disabled={!fields.accepted || creation.fetching}
          >
            {creation.fetching ? "Creating account..." : "Create account"}
          </Button>
          <Text fz="xs" c="dimmed" ta="center">
            By creating an account, you agree to our{" "}
            <Anchor component={Link} to="/auth/terms" target="_blank" fz="xs">
              Terms
            </Anchor>{" "}
            and{" "}
            <Anchor component={Link} to="/auth/privacy" target="_blank" fz="xs">
              Privacy Policy
            </Anchor>
            .
          </Text>
        </Stack>
      </form>
    </Stack>
  );
}
