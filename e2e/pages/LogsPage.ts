import { expect, type Locator, type Page } from "@playwright/test";

/** /settings/organization/{id}/access and /activity: a log's table, its pager and its paywall. */
export class LogsPage {
  readonly table: Locator;
  readonly rows: Locator;
  readonly pager: Locator;
  readonly paywall: Locator;

  constructor(
    readonly page: Page,
    readonly title: "Access logs" | "Activity logs",
  ) {
    this.table = page.getByRole("table", { name: title });
    this.rows = this.table.locator("tbody tr");
    this.pager = page.getByRole("navigation", { name: `${title} pages` });
    this.paywall = page.getByRole("dialog", { name: title });
  }

  async open(organizationId: string): Promise<void> {
    const path = this.title === "Access logs" ? "access" : "activity";
    await this.page.goto(`/settings/organization/${organizationId}/${path}`);
    await expect(this.page.getByRole("heading", { name: this.title, level: 1 })).toBeVisible();
  }

  /** The cells of each row on show, as text, one line per line of a cell. */
  async rowTexts(): Promise<string[][]> {
    return this.rows.evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll("td"), (cell) =>
          (cell as HTMLElement).innerText.trim().replace(/\s*\n\s*/g, "\n"),
        ),
      ),
    );
  }

  async goToPage(page: number): Promise<void> {
    await this.pager.getByRole("button", { name: String(page), exact: true }).click();
  }
}
