import { expect, type Locator, type Page } from "@playwright/test";

/** The workbench's Version history panel. */
export class HistoryPanel {
  readonly panel: Locator;
  readonly toggle: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole("complementary", { name: "Version history" });
    this.toggle = page.getByRole("button", { name: "Version history" });
  }

  async open(): Promise<void> {
    await this.toggle.click();
    await expect(this.panel).toBeVisible();
  }

  version(title: string): Locator {
    return this.panel.getByTestId("version").filter({ hasText: title });
  }

  async save(name: string): Promise<void> {
    await this.panel.getByLabel("Save this version as").fill(name);
    await this.panel.getByRole("button", { name: "Save version" }).click();
    await expect(this.version(name)).toBeVisible();
  }

  async act(title: string, action: string): Promise<void> {
    await this.panel.getByRole("button", { name: `Actions for ${title}` }).click();
    await this.page.getByRole("menuitem", { name: action }).click();
  }

  async rename(title: string, name: string): Promise<void> {
    await this.act(title, "Rename…");
    const dialog = this.page.getByRole("dialog", { name: "Rename version" });
    await dialog.getByLabel("Version name").fill(name);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
  }

  async delete(title: string): Promise<void> {
    await this.act(title, "Delete version");
    const dialog = this.page.getByRole("dialog", { name: "Delete version" });
    await expect(dialog).toContainText(`Delete “${title}”?`);
    await dialog.getByRole("button", { name: "Delete" }).click();
  }
}
