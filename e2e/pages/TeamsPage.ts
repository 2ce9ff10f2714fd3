import type { Locator, Page } from "@playwright/test";

/** Settings › Teams (spec workspace-admin §2): the list, its dialogs and toasts. */
export class TeamsPage {
  readonly list: Locator;
  readonly createButton: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole("list", { name: "Teams" });
    this.createButton = page.getByRole("link", { name: "Create team" });
    // The settings dialog; a confirm question opens a second dialog over it (`question`).
    this.dialog = page.getByRole("dialog").first();
  }

  /** The confirm modal an action asks first (archiving, leaving a private team, removing). */
  question(title: string): Locator {
    return this.page.getByRole("dialog", { name: title });
  }

  async confirm(title: string, action: string): Promise<void> {
    await this.question(title).getByRole("button", { name: action, exact: true }).click();
  }

  path(organizationId: string, rest = ""): string {
    return `/settings/organization/${organizationId}/teams${rest}`;
  }

  row(name: string): Locator {
    return this.list.getByRole("listitem", { name, exact: true });
  }

  toast(text: string): Locator {
    return this.page.getByRole("alert").filter({ hasText: text });
  }

  button(name: string, scope: Locator | Page = this.page): Locator {
    return scope.getByRole("button", { name, exact: true });
  }

  async createTeam(name: string): Promise<void> {
    await this.createButton.click();
    await this.dialog.getByRole("textbox", { name: "Team name" }).fill(name);
    await this.button("Create team", this.dialog).click();
  }

  async openSettings(name: string): Promise<void> {
    await this.row(name).getByRole("link", { name: "Settings" }).click();
    await this.dialog.getByText("Team settings").waitFor();
  }

  async closeDialog(): Promise<void> {
    await this.page.keyboard.press("Escape");
    await this.dialog.waitFor({ state: "hidden" });
  }
}
