import { expect, type Locator, type Page } from "@playwright/test";

/** The five requirements of the password checklist, in their on-screen order (spec §5). */
export const PASSWORD_RULES = [
  "One lowercase letter",
  "One uppercase letter",
  "One number",
  "At least 8 characters",
  "Passwords match",
] as const;

export type PasswordRuleLabel = (typeof PASSWORD_RULES)[number];

/** The password, its confirmation and the checklist, shared by sign-up and reset. */
export class NewPasswordForm {
  readonly password: Locator;
  readonly confirmation: Locator;
  readonly checklist: Locator;

  constructor(readonly page: Page) {
    this.password = page.getByLabel("Password", { exact: true });
    this.confirmation = page.getByLabel("Confirm password", { exact: true });
    this.checklist = page.getByRole("list", { name: "Requirements checklist" });
  }

  rule(label: PasswordRuleLabel, state: "met" | "not met"): Locator {
    return this.checklist.getByRole("listitem", { name: `${label}: ${state}`, exact: true });
  }

  /** Asserts which rules are met; every other rule must show as not met. */
  async expectMet(met: readonly PasswordRuleLabel[]): Promise<void> {
    for (const label of PASSWORD_RULES) {
      await expect(this.rule(label, met.includes(label) ? "met" : "not met")).toBeVisible();
    }
  }

  async fill(password: string, confirmation = password): Promise<void> {
    await this.password.fill(password);
    await this.confirmation.fill(confirmation);
  }
}

/** /auth/register/token#token=…: finishing an account from the emailed link (spec §2.5). */
export class RegisterPage extends NewPasswordForm {
  readonly heading: Locator;
  readonly email: Locator;
  readonly createAccountButton: Locator;
  readonly brokenLinkAlert: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole("heading", { name: "Create your account" });
    this.email = page.getByLabel("Email", { exact: true });
    this.createAccountButton = page.getByRole("button", { name: "Create account" });
    this.brokenLinkAlert = page
      .getByRole("alert")
      .filter({ hasText: "This link is broken, please check the email you received." });
  }

  async expectEmail(email: string): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.email).toHaveValue(email);
    await expect(this.email).not.toBeEditable();
  }
}
