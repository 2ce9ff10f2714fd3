import { expect, type Locator, type Page } from "@playwright/test";

/** The "API tokens" section of Profile and of a workspace's General settings. */
export class ApiTokensSection {
  readonly section: Locator;
  readonly createButton: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.section = page.locator("section").filter({
      has: page.getByRole("heading", { name: "API tokens", level: 2 }),
    });
    this.createButton = this.section.getByRole("button", { name: "Create token" });
    this.dialog = page.getByRole("dialog", { name: "New API token" });
  }

  row(text: string): Locator {
    return this.section.getByRole("row").filter({ hasText: text });
  }

  /** Fills the creation form and submits it; the dialog then shows the secret. */
  async create(token: { name: string; scope: "Read only" | "Read and write"; expiry: string }) {
    await this.createButton.click();
    await this.dialog.getByLabel("Name").fill(token.name);
    await this.dialog.getByRole("radio", { name: token.scope }).check();
    await this.dialog.getByRole("combobox", { name: "Expires after" }).click();
    await this.page.getByRole("option", { name: token.expiry, exact: true }).click();
    await this.dialog.getByRole("button", { name: "Create token" }).click();
    await expect(this.dialog.getByLabel("Your new token")).toBeVisible();
  }

  /** Revoke, and Revoke token in the question that follows. */
  async revoke(name: string): Promise<void> {
    await this.section.getByRole("button", { name: `Revoke ${name}` }).click();
    await this.page
      .getByRole("dialog", { name: "Revoke token" })
      .getByRole("button", { name: "Revoke token" })
      .click();
    await expect(this.page.getByText("Token revoked")).toBeVisible();
    await expect(this.row(name)).toHaveCount(0);
  }
}
