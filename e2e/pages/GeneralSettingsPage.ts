import { expect, type Locator, type Page } from "@playwright/test";

/** /settings/organization/{id}/general: the workspace's name, logo and deletion. */
export class GeneralSettingsPage {
  readonly heading: Locator;
  readonly nameInput: Locator;
  readonly saveButton: Locator;
  readonly uploadLogoButton: Locator;
  readonly deleteButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { name: "General", level: 1 });
    this.nameInput = page.getByLabel("Workspace name", { exact: true });
    this.saveButton = page.getByRole("button", { name: "Save" });
    this.uploadLogoButton = page.getByRole("button", { name: "Upload logo" });
    this.deleteButton = page.getByRole("button", { name: "Delete workspace" });
  }

  async open(organizationId: string): Promise<void> {
    await this.page.goto(`/settings/organization/${organizationId}/general`);
    await expect(this.heading).toBeVisible();
  }

  /** Picks a file in the browser's file chooser, as a person does after "Upload logo". */
  async uploadLogo(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const chooser = this.page.waitForEvent("filechooser");
    await this.uploadLogoButton.click();
    await (await chooser).setFiles(file);
  }
}

/** /settings/organization/{id}/confirm_delete#token=…: step two of workspace deletion. */
export class ConfirmDeleteWorkspacePage {
  readonly heading: Locator;
  readonly phraseInput: Locator;
  readonly deleteButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { name: "Delete workspace", level: 1 });
    this.phraseInput = page.getByLabel("To confirm, type");
    this.deleteButton = page.getByRole("button", { name: "Delete workspace" });
  }
}
