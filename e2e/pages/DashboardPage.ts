import { expect, type Locator, type Page } from "@playwright/test";

/** The file dashboard (spec files-and-auth §2.8–2.11): sidebar, folder pages, cards and actions. */
export class DashboardPage {
  readonly sidebar: Locator;
  readonly breadcrumbs: Locator;
  readonly newFolderButton: Locator;
  readonly newFileButton: Locator;
  readonly foldersSection: Locator;
  readonly filesSection: Locator;
  readonly contextMenu: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole("navigation", { name: "Files" });
    this.breadcrumbs = page.getByLabel("Breadcrumbs");
    this.newFolderButton = page.getByRole("button", { name: "New folder", exact: true });
    this.newFileButton = page.getByRole("button", { name: "New file", exact: true });
    this.foldersSection = page.getByRole("region", { name: "Folders" });
    this.filesSection = page.getByRole("region", { name: "Files" });
    this.contextMenu = page.getByRole("menu");
  }

  heading(name: string): Locator {
    return this.page.getByRole("heading", { name, level: 1 });
  }

  folderCard(name: string): Locator {
    return this.foldersSection.getByRole("button", { name, exact: true });
  }

  fileCard(name: string): Locator {
    return this.filesSection.getByRole("button", { name, exact: true });
  }

  fileCards(): Locator {
    return this.filesSection.getByTestId("workbench-card");
  }

  /** The selected cards, folders and files alike. */
  selectedItems(): Locator {
    return this.page.getByRole("main").locator('[aria-pressed="true"]');
  }

  /** Clicks the page where nothing is, below everything in the main area. */
  async clickEmptySpace(): Promise<void> {
    const main = this.page.getByRole("main");
    const box = await main.boundingBox();
    if (!box) throw new Error("The page has no main area");
    await main.click({ position: { x: box.width - 8, y: box.height - 8 } });
  }

  toast(text: string): Locator {
    return this.page.getByRole("alert").filter({ hasText: text });
  }

  menuItem(name: string): Locator {
    return this.contextMenu.getByRole("menuitem", { name, exact: true });
  }

  async createFolder(name: string): Promise<void> {
    await this.newFolderButton.click();
    const dialog = this.page.getByRole("dialog", { name: "New folder", exact: true });
    await dialog.getByLabel("Folder name").fill(name);
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(dialog).toBeHidden();
  }

  async openContextMenu(card: Locator): Promise<void> {
    await card.click({ button: "right" });
    await expect(this.contextMenu).toBeVisible();
  }
}
