import { MESSAGES } from "@contour/core";
import {
  Anchor,
  Button,
  Group,
  PasswordInput,
  Stack,
  TextInput,
  UnstyledButton,
} from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useMutation } from "urql";
import { FormError } from "../../components/FormError";
import { LoginMutation, NextLoginStepMutation } from "../../graphql/documents/auth";
import { markSignedIn } from "../../lib/auth-store";
import { errorText, prefixedErrorMessage } from "../../lib/error-message";
import { notifyError } from "../../lib/notify";
import classes from "./SignInForm.module.css";
import type { SignInStep } from "./SignInPage";

type FormStep = Exclude<SignInStep, { kind: "signUp" }>;

/** The email step (Continue → nextLoginStep) and, for an existing account, the password step. */
export function SignInForm({
  step,
  onStepChange,
}: {
  step: FormStep;
  onStepChange: (step: SignInStep) => void;
}) {
  const [email, setEmail] = useState(step.email ?? "");
  const [password, setPassword] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [nextStep, runNextStep] = useMutation(NextLoginStepMutation);
  const [login, runLogin] = useMutation(LoginMutation);
  const passwordRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const isPasswordStep = step.kind === "password";

  // The password field takes focus as it appears; "Change" hands focus back to the email.
  useEffect(() => {
    (isPasswordStep ? passwordRef : emailRef).current?.focus();
  }, [isPasswordStep]);

  async function handleContinue() {
    const trimmed = email.trim();
    if (!trimmed) return setEmailError(MESSAGES.emailRequired);
    const result = await runNextStep({ input: { email: trimmed } });
    const answer = result.data?.nextLoginStep;
    if (result.error || !answer) {
      notifyError(prefixedErrorMessage("Error while logging in: ", result.error));
      return;
    }
    if (answer.redirectUrl) {
      // Single sign-on: the identity provider takes over from here.
      window.location.assign(answer.redirectUrl);
      return;
    }
    onStepChange(
      answer.hasAccount
        ? { kind: "password", email: answer.email }
        : { kind: "signUp", email: answer.email },
    );
  }

  async function handleLogin(accountEmail: string) {
    if (!password) return setPasswordError(MESSAGES.passwordRequired);
    const result = await runLogin({ input: { email: accountEmail, password } });
    if (result.error || !result.data?.login.user) {
      setFormError(errorText(result.error));
      return;
    }
    // The answer set the session cookie; the sign-in page notices the session and redirects.
    markSignedIn();
  }

  function handleChangeEmail() {
    setPassword("");
    setPasswordError(null);
    setFormError(null);
    onStepChange({ kind: "email", email: step.email });
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setFormError(null);
        if (step.kind === "password") void handleLogin(step.email);
        else void handleContinue();
      }}
    >
      <Stack gap="md">
        <TextInput
          ref={emailRef}
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@studio.com"
          value={isPasswordStep ? step.email : email}
          readOnly={isPasswordStep}
          error={emailError}
          classNames={{ input: isPasswordStep ? classes.locked : undefined }}
          rightSectionWidth={isPasswordStep ? 84 : undefined}
          rightSection={
            isPasswordStep ? (
              <UnstyledButton
                className={classes.change}
                onClick={handleChangeEmail}
                aria-label="Change email"
              >
                Change
              </UnstyledButton>
            ) : null
          }
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setEmailError(null);
          }}
        />
        {isPasswordStep && (
          <PasswordInput
            ref={passwordRef}
            label="Password"
            autoComplete="current-password"
            value={password}
            error={passwordError}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setPasswordError(null);
            }}
          />
        )}
        <Group justify="flex-end" mt={-6}>
          {/* Relative on purpose (spec §2.6): it resolves under whatever the auth base is. */}
          <Anchor component={Link} to="forgotpassword" fz="sm">
            Forgot password?
          </Anchor>
        </Group>
        <FormError>{formError}</FormError>
        <Button type="submit" size="md" fullWidth loading={nextStep.fetching || login.fetching}>
          {isPasswordStep ? "Sign in" : "Continue"}
        </Button>
      </Stack>
    </form>
  );
}
