import { expect, type Locator, type Page } from "@playwright/test";

/** The login page of the test OpenID Connect issuer (packages/server/src/test/identity-provider.ts). */
export class IssuerLoginPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly signInButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { name: "Sign in to the test issuer" });
    this.email = page.getByLabel("Email address");
    this.signInButton = page.getByRole("button", { name: "Sign in" });
  }

  /** Signs in at the issuer, which then sends the browser back to Contour. */
  async signIn(email: string): Promise<void> {
    await expect(this.heading).toBeVisible();
    await this.email.fill(email);
    await this.signInButton.click();
  }
}
