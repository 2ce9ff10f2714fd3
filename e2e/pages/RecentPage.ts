import { expect, type Locator, type Page } from "@playwright/test";

/** /files/{organizationId}/recent: the workspace home a signed-in user lands on. */
export class RecentPage {
  readonly signOutButton: Locator;

  constructor(readonly page: Page) {
    this.signOutButton = page.getByRole("button", { name: "Sign out" });
  }

  /** On the recent page of a workspace, whose name is the page's title. */
  async expectWorkspace(name: string, organizationId?: string): Promise<void> {
    await expect(this.page).toHaveURL(
      organizationId ? `/files/${organizationId}/recent` : /\/files\/[\w-]+\/recent$/,
    );
    await expect(this.page.getByRole("heading", { name, level: 1 })).toBeVisible();
  }

  async signOut(): Promise<void> {
    await this.signOutButton.click();
    await expect(this.page).toHaveURL("/auth");
  }
}
