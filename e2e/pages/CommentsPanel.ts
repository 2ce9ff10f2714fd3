import { expect, type Locator, type Page } from "@playwright/test";
import type { WorkbenchPage } from "./WorkbenchPage.js";

/** The workbench's comments: the comment tool, pins on the canvas, the panel and a thread. */
export class CommentsPanel {
  readonly page: Page;
  readonly panel: Locator;
  readonly toggle: Locator;
  readonly thread: Locator;

  constructor(readonly workbench: WorkbenchPage) {
    this.page = workbench.page;
    this.panel = this.page.getByRole("complementary", { name: "Comments" });
    this.toggle = this.page.getByRole("button", { name: /^Comments/ });
    this.thread = this.page.getByRole("region", { name: "Comment thread" });
  }

  pin(number: number): Locator {
    return this.page.getByRole("button", { name: `Comment ${number}`, exact: true });
  }

  /**
   * Turns the comment tool on (C, or its header button) and clicks the canvas at a point (CSS
   * px from its top left).
   */
  async placeAt(point: { x: number; y: number }, via: "key" | "button" = "key"): Promise<void> {
    const tool = this.page.getByRole("button", { name: "Add a comment" });
    if (via === "key") await this.page.keyboard.press("c");
    else await tool.click();
    await expect(tool).toHaveAttribute("aria-pressed", "true");
    const box = await this.workbench.canvas.boundingBox();
    if (!box) throw new Error("no canvas");
    await this.page.mouse.click(box.x + point.x, box.y + point.y);
  }

  /** Types into a comment field, choosing the member offered for "@search". */
  async write(field: Locator, before: string, search: string, member: string, after: string) {
    await field.fill(before);
    await field.pressSequentially(`@${search}`);
    await this.page
      .getByRole("listbox", { name: "People to mention" })
      .getByRole("option", { name: new RegExp(member) })
      .click();
    await field.pressSequentially(after);
  }

  filter(name: "Open" | "Resolved" | "Mine"): Locator {
    return this.panel.getByText(name, { exact: true });
  }
}
