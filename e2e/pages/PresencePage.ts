import { expect, type Locator, type Page } from "@playwright/test";
import { WorkbenchPage } from "./WorkbenchPage.js";

type Point = { x: number; y: number };

/** The workbench screen as one of several people on it sees it: who is here, their cursors, following. */
export class PresencePage extends WorkbenchPage {
  readonly people: Locator;
  readonly stopFollowing: Locator;
  readonly zoomLevel: Locator;
  /** The outlines of what the others have selected. */
  readonly othersSelection: Locator;

  constructor(page: Page) {
    super(page);
    this.people = page.getByRole("group", { name: "People on this file" });
    this.stopFollowing = page.getByRole("button", { name: "Stop following", exact: true });
    this.zoomLevel = page.getByRole("button", { name: /^Zoom \d+%, set to 100%$/ });
    this.othersSelection = page.getByTestId("others-selection");
  }

  /** Oneself in the avatars ("Ada Designer (You)"). */
  self(name: string): Locator {
    return this.people.getByLabel(`${name} (You)`);
  }

  /** Another person's avatar, which follows them when clicked. */
  avatar(name: string): Locator {
    return this.people.getByRole("button", { name: `Follow ${name}`, exact: true });
  }

  /** Another person's pointer on the canvas, labelled with their name. */
  cursor(name: string): Locator {
    return this.page.getByTestId("cursor").filter({ hasText: name });
  }

  following(name: string): Locator {
    return this.page.getByText(`Following ${name}`, { exact: true });
  }

  private async pagePoint(point: Point): Promise<Point> {
    const box = await this.canvas.boundingBox();
    if (!box) throw new Error("the canvas is not on screen");
    return { x: box.x + point.x, y: box.y + point.y };
  }

  /** Presses the mouse and drags through the points without letting go: a stroke in progress. */
  async startStroke(points: readonly Point[]): Promise<void> {
    const [first, ...rest] = points;
    if (!first) return;
    const start = await this.pagePoint(first);
    await this.page.mouse.move(start.x, start.y);
    await this.page.mouse.down();
    for (const point of rest) {
      const at = await this.pagePoint(point);
      await this.page.mouse.move(at.x, at.y, { steps: 8 });
    }
  }

  /** Lets go of the mouse: the stroke in progress is committed. */
  async finishStroke(): Promise<void> {
    await this.page.mouse.up();
  }

  async click(point: Point): Promise<void> {
    const at = await this.pagePoint(point);
    await this.page.mouse.click(at.x, at.y);
  }

  /** Moves the mouse over the canvas without pressing. */
  async hover(point: Point): Promise<void> {
    const at = await this.pagePoint(point);
    await this.page.mouse.move(at.x, at.y, { steps: 4 });
  }

  /** Whether there is ink at each of a column's points, every 20 px down the canvas. */
  async inkColumn(x: number): Promise<boolean[]> {
    const { height } = await this.canvasSize();
    const column: boolean[] = [];
    for (let y = 20; y < height - 20; y += 20) column.push(await this.hasInkNear({ x, y }, 6));
    return column;
  }

  async expectInkNear(point: Point, present = true): Promise<void> {
    await expect.poll(() => this.hasInkNear(point)).toBe(present);
  }
}
