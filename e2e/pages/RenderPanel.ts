import { expect, type Locator, type Page } from "@playwright/test";
import { closeMenu } from "../support/test.js";

/** The workbench's Render panel: settings, the Render button and the shared history (issue 18). */
export class RenderPanel {
  readonly panel: Locator;
  readonly prompt: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole("complementary", { name: "Render" });
    this.prompt = this.panel.getByRole("textbox", { name: "Prompt" });
  }

  async open(): Promise<void> {
    await this.page.getByRole("button", { name: "Render", exact: true }).first().click();
    await expect(this.panel).toBeVisible();
  }

  /** A request of the history, newest first, by its kind ("Render", "Line art"…). */
  request(kind: string, index = 0): Locator {
    return this.panel.getByLabel(`${kind} request`).nth(index);
  }

  async fromSource(
    tool: "Upscale 2x" | "Upscale 4x" | "Line art" | "Remove background" | "Modify the selection",
  ) {
    await this.panel.getByRole("button", { name: "More from this source" }).click();
    await this.page.getByRole("menuitem", { name: tool }).click();
  }

  async chooseImages(count: number): Promise<void> {
    await this.panel.getByRole("combobox", { name: "Images" }).click();
    await this.page.getByRole("option", { name: String(count), exact: true }).click();
  }

  async chooseSource(source: "Artboard" | "Selection" | "Layers" | "Prompt only"): Promise<void> {
    await this.panel.getByText(source, { exact: true }).click();
  }

  async render(prompt: string): Promise<void> {
    await this.prompt.fill(prompt);
    await this.panel.getByRole("button", { name: "Render", exact: true }).click();
  }

  /** An output's size in pixels, as its menu shows it. */
  async outputSize(request: Locator, image: number): Promise<{ width: number; height: number }> {
    await request.getByRole("button", { name: `Image ${image}` }).click();
    const label = await this.page
      .getByRole("menu")
      .getByText(/^\d+ × \d+$/)
      .textContent();
    await closeMenu(this.page);
    const [width = 0, height = 0] = (label ?? "").split(" × ").map(Number);
    return { width, height };
  }

  /** Opens an output's menu and picks an action ("Place as layer", "Refine…"…). */
  async onOutput(request: Locator, image: number, action: string): Promise<void> {
    await request.getByRole("button", { name: `Image ${image}` }).click();
    await this.page.getByRole("menuitem", { name: action }).click();
  }

  // Render kinds (workbench-render-kinds.spec.ts).

  /** The backend's preview a running request shows. */
  preview(request: Locator): Locator {
    return request.getByRole("img", { name: "Preview" });
  }

  /** A running request's progress bar; its aria-valuenow is the percentage. */
  progress(request: Locator): Locator {
    return request.getByRole("progressbar", { name: "Render progress" });
  }
}

/** The Render panel's painted mask (issue 18's Modify): its controls and its overlay on the canvas. */
export class PaintedMaskControls {
  readonly toggle: Locator;
  readonly overlay: Locator;

  constructor(readonly panel: RenderPanel) {
    this.toggle = panel.panel.getByRole("button", { name: "Paint mask" });
    this.overlay = panel.page.getByTestId("painted-mask");
  }

  async modify(prompt: string): Promise<void> {
    await this.panel.prompt.fill(prompt);
    await this.panel.panel.getByRole("button", { name: "Modify the painted area" }).click();
  }

  /** The overlay's RGBA at a point (CSS px from the canvas's top left): transparent where none. */
  async pixelAt(point: { x: number; y: number }): Promise<number[]> {
    return this.overlay.evaluate(async (element, { x, y }) => {
      // The overlay draws the view's changes on the next animation frame.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const canvas = element as HTMLCanvasElement;
      const ratio = canvas.width / canvas.clientWidth;
      const context = canvas.getContext("2d");
      return [
        ...(context?.getImageData(Math.floor(x * ratio), Math.floor(y * ratio), 1, 1).data ?? []),
      ];
    }, point);
  }

  /** Whether the mask is painted at a point of the canvas. */
  async paintedAt(point: { x: number; y: number }): Promise<boolean> {
    const [, , , alpha = 0] = await this.pixelAt(point);
    return alpha > 0;
  }
}
