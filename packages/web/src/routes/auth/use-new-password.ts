import { isPasswordAccepted, MESSAGES, passwordRules } from "@contour/core";
import { type ChangeEvent, useState } from "react";

/**
 * A new password and its confirmation with the checklist of spec files-and-auth §5, shared by
 * sign-up and reset. Required errors appear when a field is left empty.
 */
export function useNewPassword() {
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [confirmationError, setConfirmationError] = useState<string | null>(null);

  return {
    password,
    confirmation,
    rules: passwordRules(password, confirmation),
    accepted: isPasswordAccepted(password, confirmation),
    passwordError,
    confirmationError,
    setPasswordError,
    passwordProps: {
      value: password,
      error: passwordError,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setPassword(event.currentTarget.value);
        setPasswordError(null);
      },
      onBlur: () => setPasswordError(password ? null : MESSAGES.signUpPasswordRequired),
    },
    confirmationProps: {
      value: confirmation,
      error: confirmationError,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setConfirmation(event.currentTarget.value);
        setConfirmationError(null);
      },
      onBlur: () => setConfirmationError(confirmation ? null : MESSAGES.confirmPasswordRequired),
    },
    /** Shows the required errors of empty fields; true when both are filled. */
    checkRequired(): boolean {
      if (!password) setPasswordError(MESSAGES.signUpPasswordRequired);
      if (!confirmation) setConfirmationError(MESSAGES.confirmPasswordRequired);
      return Boolean(password && confirmation);
    },
  };
}
