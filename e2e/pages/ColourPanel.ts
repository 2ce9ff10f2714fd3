import type { Locator, Page } from "@playwright/test";

/** The Brush panel's colour section: hex, HSB or RGB numbers, alpha, recent colours, palette. */
export class ColourPanel {
  readonly region: Locator;
  readonly hex: Locator;
  readonly recent: Locator;
  readonly palette: Locator;
  readonly addToPalette: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole("region", { name: "Colour" });
    this.hex = this.region.getByRole("textbox", { name: "Colour" });
    this.recent = this.region.getByRole("group", { name: "Recent colours" });
    this.palette = this.region.getByRole("region", { name: "Palette" });
    this.addToPalette = this.palette.getByRole("button", { name: "Add colour to palette" });
  }

  field(name: string): Locator {
    return this.region.getByRole("textbox", { name, exact: true });
  }

  /** Types a number into a field and presses Enter, as a designer does. */
  async type(name: string, value: number): Promise<void> {
    const field = this.field(name);
    await field.click();
    await field.fill(String(value));
    await field.press("Enter");
  }

  async chooseModel(model: "HSB" | "RGB"): Promise<void> {
    await this.region.getByText(model, { exact: true }).click();
  }

  swatch(color: string): Locator {
    return this.palette.getByRole("button", { name: `Use ${color}` });
  }

  async removeFromPalette(color: string): Promise<void> {
    await this.swatch(color).hover();
    await this.palette.getByRole("button", { name: `Remove ${color} from palette` }).click();
  }
}
