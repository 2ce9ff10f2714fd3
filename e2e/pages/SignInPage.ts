import { expect, type Locator, type Page } from "@playwright/test";

/** /auth: the email step, the password step and the "Get started" branch (spec §2.4, §4.1). */
export class SignInPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly continueButton: Locator;
  readonly signInButton: Locator;
  readonly changeEmailButton: Locator;
  readonly forgotPasswordLink: Locator;
  readonly formError: Locator;
  readonly getStartedHeading: Locator;
  readonly createAccountButton: Locator;
  readonly verifyEmailHeading: Locator;
  readonly googleButton: Locator;
  readonly ssoButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { name: "Welcome" });
    // Exact: the password step adds a "Change email" button.
    this.email = page.getByLabel("Email", { exact: true });
    this.password = page.getByLabel("Password", { exact: true });
    this.continueButton = page.getByRole("button", { name: "Continue" });
    this.signInButton = page.getByRole("button", { name: "Sign in", exact: true });
    this.changeEmailButton = page.getByRole("button", { name: "Change email" });
    this.forgotPasswordLink = page.getByRole("link", { name: "Forgot password?" });
    // The message under the form; toasts are alerts too, but live outside <main>.
    this.formError = page.getByRole("main").getByRole("alert");
    this.getStartedHeading = page.getByRole("heading", { name: "Get started" });
    this.createAccountButton = page.getByRole("button", { name: "Create account" });
    this.verifyEmailHeading = page.getByRole("heading", { name: "Verify your email" });
    this.googleButton = page.getByRole("link", { name: "Continue with Google" });
    this.ssoButton = page.getByRole("link", { name: "Sign In With SSO" });
  }

  async goto(): Promise<void> {
    await this.page.goto("/auth");
    await expect(this.heading).toBeVisible();
  }

  /** The email step: type the address and Continue. */
  async submitEmail(email: string): Promise<void> {
    await this.email.fill(email);
    await this.continueButton.click();
  }

  /** The password step, once the email step has found the account. */
  async submitPassword(password: string): Promise<void> {
    await expect(this.password).toBeFocused();
    await this.password.fill(password);
    await this.signInButton.click();
  }

  /** A toast of the sign-in page (the §8.2 single sign-on errors are shown so). */
  toast(text: string): Locator {
    return this.page.getByRole("alert").filter({ hasText: text });
  }

  /** Both steps, for tests whose subject is what comes after. */
  async signIn(email: string, password: string): Promise<void> {
    await this.submitEmail(email);
    await this.submitPassword(password);
  }
}
