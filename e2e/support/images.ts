import type { Page } from "@playwright/test";

/** A 200 x 200 opaque red PNG, made by the browser. */
export async function redSquarePng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 200;
    canvas.height = 200;
    const context = canvas.getContext("2d");
    if (context) {
      context.fillStyle = "#ff0000";
      context.fillRect(0, 0, 200, 200);
    }
    return canvas.toDataURL("image/png").split(",")[1] ?? "";
  });
  return Buffer.from(base64, "base64");
}

/** A PNG one pixel tall and `width` wide, made by the browser: small, but too wide to place. */
export async function widePng(page: Page, width: number): Promise<Buffer> {
  const base64 = await page.evaluate((side) => {
    const canvas = document.createElement("canvas");
    canvas.width = side;
    canvas.height = 1;
    return canvas.toDataURL("image/png").split(",")[1] ?? "";
  }, width);
  return Buffer.from(base64, "base64");
}

export const centreOf = (size: { width: number; height: number }) => ({
  x: size.width / 2,
  y: size.height / 2,
});
