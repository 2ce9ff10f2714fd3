import { expect, type Locator, type Page } from "@playwright/test";

/** /admin, the staff shell: its changelog editor and a workspace's page. */
export class AdminPage {
  constructor(readonly page: Page) {}

  heading(name: string): Locator {
    return this.page.getByRole("heading", { name, level: 1 });
  }

  toast(text: string): Locator {
    return this.page.getByRole("alert").filter({ hasText: text });
  }

  nav(name: "Changelogs" | "Workspaces"): Locator {
    return this.page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name });
  }

  async writeChangelog(title: string, markdown: string): Promise<void> {
    await this.nav("Changelogs").click();
    await this.page.getByRole("link", { name: "New entry" }).click();
    await expect(this.heading("New changelog entry")).toBeVisible();
    await this.page.getByLabel("Title").fill(title);
    await this.page.getByLabel("Markdown").fill(markdown);
  }

  get preview(): Locator {
    return this.page.getByTestId("changelog-preview");
  }

  async openWorkspace(name: string): Promise<void> {
    await this.nav("Workspaces").click();
    await this.page.getByLabel("Search workspaces").fill(name);
    await this.page.getByRole("link", { name, exact: true }).click();
    await expect(this.heading(name)).toBeVisible();
  }

  /** Picks a file in the browser's file chooser, as a person does after "Upload icon". */
  async uploadIcon(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const chooser = this.page.waitForEvent("filechooser");
    await this.page.getByRole("button", { name: "Upload icon" }).click();
    await (await chooser).setFiles(file);
  }
}
