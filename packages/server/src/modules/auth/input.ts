import {
  isStrongPassword,
  isValidEmail,
  MAX_PASSWORD_LENGTH,
  MESSAGES,
  normalizeEmail,
} from "@contour/core";
import { fail } from "../../graphql/errors.js";

/** The normalized email, or BAD_USER_INPUT with the sign-in screens' messages. */
export function parseEmail(email: string): string {
  if (email.trim() === "") fail("BAD_USER_INPUT", MESSAGES.emailRequired);
  if (!isValidEmail(email)) fail("BAD_USER_INPUT", MESSAGES.emailInvalid);
  return normalizeEmail(email);
}

/** A new password must pass the same checklist the screens show. */
export function parseNewPassword(password: string): string {
  if (!isStrongPassword(password)) fail("BAD_USER_INPUT", MESSAGES.passwordRulesNotMet);
  return password;
}

/** A password to check against a hash: only bounded, so that hashing stays cheap. */
export function parseGivenPassword(password: string): string {
  if (password === "") fail("BAD_USER_INPUT", MESSAGES.passwordRequired);
  if (password.length > MAX_PASSWORD_LENGTH) fail("BAD_USER_INPUT", "Wrong email or password");
  return password;
}
