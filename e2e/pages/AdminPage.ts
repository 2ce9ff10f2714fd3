import { expect, type Locator, type Page } from "@playwright/test";

/** /admin, the staff shell: its changelog editor, a workspace's page and an account's. */
export class AdminPage {
  constructor(readonly page: Page) {}

  heading(name: string): Locator {
    return this.page.getByRole("heading", { name, level: 1 });
  }

  toast(text: string): Locator {
    return this.page.getByRole("alert").filter({ hasText: text });
  }

  nav(name: "Changelogs" | "Workspaces" | "Users" | "Settings"): Locator {
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

  /** Finds the account by its email in Users and opens its page. */
  async openUser(email: string): Promise<void> {
    await this.nav("Users").click();
    await this.page.getByLabel("Search users").fill(email);
    await this.page.getByRole("row", { name: email }).getByRole("link").click();
    await expect(this.page.getByText(email).first()).toBeVisible();
  }

  /** Clicks the button, then the same action in the confirmation it asks. */
  async confirm(button: string, confirm: string): Promise<void> {
    await this.page.getByRole("button", { name: button }).click();
    await this.page.getByRole("dialog").getByRole("button", { name: confirm }).click();
  }

  /** A feature flag of a workspace's page: following the plan, forced on or off. */
  async setFeature(label: string, choice: "Plan" | "On" | "Off"): Promise<void> {
    await this.page
      .getByRole("radiogroup", { name: label })
      .getByText(choice, { exact: true })
      .click();
  }

  /** Picks a file in the browser's file chooser, as a person does after "Upload icon". */
  async uploadIcon(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const chooser = this.page.waitForEvent("filechooser");
    await this.page.getByRole("button", { name: "Upload icon" }).click();
    await (await chooser).setFiles(file);
  }
}
