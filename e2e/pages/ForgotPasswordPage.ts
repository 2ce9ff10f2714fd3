import { expect, type Locator, type Page } from "@playwright/test";

/** /auth/forgotpassword: ask for a reset link (spec §2.6). */
export class ForgotPasswordPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly sendLinkButton: Locator;
  readonly checkEmailHeading: Locator;
  readonly backToLoginLink: Locator;
  readonly formError: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { name: "Forgot your password?" });
    this.email = page.getByLabel("Email", { exact: true });
    this.sendLinkButton = page.getByRole("button", { name: "Send link" });
    this.checkEmailHeading = page.getByRole("heading", { name: "Check your email" });
    this.backToLoginLink = page.getByRole("link", { name: "Back to login" });
    this.formError = page.getByRole("main").getByRole("alert");
  }

  async goto(): Promise<void> {
    await this.page.goto("/auth/forgotpassword");
    await expect(this.heading).toBeVisible();
  }

  async requestLink(email: string): Promise<void> {
    await this.email.fill(email);
    await this.sendLinkButton.click();
  }
}
