import type { Locator, Page } from "@playwright/test";
import { NewPasswordForm } from "./RegisterPage.js";

/** /auth/password-reset/{token}: choosing a new password from the emailed link (spec §2.7). */
export class ResetPasswordPage extends NewPasswordForm {
  readonly heading: Locator;
  readonly submitButton: Locator;
  readonly successHeading: Locator;
  readonly goToDashboardLink: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole("heading", { name: "Choose a new password" });
    this.submitButton = page.getByRole("button", { name: "Submit" });
    this.successHeading = page.getByRole("heading", { name: "Success!" });
    this.goToDashboardLink = page.getByRole("link", { name: "Go to dashboard." });
  }

  async submit(password: string, confirmation = password): Promise<void> {
    await this.fill(password, confirmation);
    await this.submitButton.click();
  }
}
