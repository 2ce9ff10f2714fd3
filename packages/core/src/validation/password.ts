export const MIN_PASSWORD_LENGTH = 8;
/** argon2 hashes any length, but a bound keeps a hostile request from costing seconds. */
export const MAX_PASSWORD_LENGTH = 256;

export type PasswordRuleId = "lowercase" | "uppercase" | "number" | "length" | "match";

export interface PasswordRule {
  id: PasswordRuleId;
  label: string;
  met: boolean;
}

/** The checklist of spec files-and-auth §5, in the order the sign-up and reset screens show it. */
export function passwordRules(password: string, confirmation: string): PasswordRule[] {
  return [
    { id: "lowercase", label: "One lowercase letter", met: /[a-z]/.test(password) },
    { id: "uppercase", label: "One uppercase letter", met: /[A-Z]/.test(password) },
    { id: "number", label: "One number", met: /[0-9]/.test(password) },
    {
      id: "length",
      label: `At least ${MIN_PASSWORD_LENGTH} characters`,
      met: password.length >= MIN_PASSWORD_LENGTH && password.length <= MAX_PASSWORD_LENGTH,
    },
    {
      id: "match",
      label: "Passwords match",
      met: password.length > 0 && password === confirmation,
    },
  ];
}

/** The strength rules alone, for the server, which receives one password and no confirmation. */
export function isStrongPassword(password: string): boolean {
  return passwordRules(password, password).every((rule) => rule.met);
}

export function isPasswordAccepted(password: string, confirmation: string): boolean {
  return passwordRules(password, confirmation).every((rule) => rule.met);
}
