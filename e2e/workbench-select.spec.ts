import type { Locator } from "@playwright/test";
import { expect, snap, test } from "./support/test.js";
import { openNewWorkbench } from "./support/workbench.js";

type Point = { x: number; y: number };

/** Points around an ellipse's arc, in canvas CSS px, from one angle to another. */
function arc(centre: Point, rx: number, ry: number, from: number, to: number, steps: number) {
  return Array.from({ length: steps + 1 }, (_, index) => {
    const angle = from + ((to - from) * index) / steps;
    return { x: centre.x + rx * Math.cos(angle), y: centre.y - ry * Math.sin(angle) };
  });
}

/** The selection's frame on the page: its size tells what is selected. */
async function frameSize(selection: Locator) {
  const box = await selection.locator("polygon").first().boundingBox();
  return { width: box?.width ?? 0, height: box?.height ?? 0 };
}

test("a box around the front wheel selects its pixels, not the whole car; with Alt the elements it touches", async ({
  page,
  request,
}) => {
  // Mouse strokes of many moves: a loaded machine needs more than the default time.
  test.slow();
  const workbench = await openNewWorkbench(page, request, "Coupe");
  // The first open of the workbench's chunk and document can be slow on a loaded machine.
  await expect(workbench.layer("Layer 1")).toBeVisible({ timeout: 30_000 });
  await expect(workbench.tool("Brush")).toHaveAttribute("aria-pressed", "true");

  // The car's body: a big arc whose bounding box covers the wheel drawn under it.
  await workbench.drawWithMouse(arc({ x: 600, y: 500 }, 300, 250, Math.PI, 0, 12));
  await workbench.drawWithMouse(arc({ x: 450, y: 440 }, 35, 35, 0, 2 * Math.PI, 12));
  await expect.poll(() => workbench.hasInkNear({ x: 485, y: 440 }, 4)).toBe(true);
  await workbench.expectSaved();

  await page.keyboard.press("v");
  await expect(workbench.tool("Select and transform")).toHaveAttribute("aria-pressed", "true");
  // A box around the wheel only, well inside the body's bounding box.
  const selection = page.getByTestId("selection");
  await workbench.drawWithMouse([
    { x: 395, y: 390 },
    { x: 505, y: 490 },
  ]);
  await expect(selection).toBeVisible();
  const wheel = await frameSize(selection);
  expect(wheel.width).toBeGreaterThan(60);
  expect(wheel.width).toBeLessThan(110);
  expect(wheel.height).toBeLessThan(110);
  await snap(page, "workbench-select-wheel");

  // With Alt, a box across the body's line selects the body too (and the wheel it touches).
  await page.keyboard.press("Escape");
  await expect(selection).toHaveCount(0);
  await page.keyboard.down("Alt");
  await workbench.drawWithMouse([
    { x: 420, y: 220 },
    { x: 480, y: 460 },
  ]);
  await page.keyboard.up("Alt");
  await expect(selection).toBeVisible();
  const both = await frameSize(selection);
  expect(both.width).toBeGreaterThan(550);
  await snap(page, "workbench-select-alt");

  // Without Alt the same box selects the pixels inside it: the piece of the body's line it
  // crosses, not the whole body.
  await page.keyboard.press("Escape");
  await workbench.drawWithMouse([
    { x: 420, y: 220 },
    { x: 480, y: 460 },
  ]);
  await expect(page.getByTestId("selected-region")).toBeVisible();
  const piece = await frameSize(selection);
  // The box is 60 px wide; its frame is drawn a few px out.
  expect(piece.width).toBeLessThan(70);

  // The shortcuts list tells where Alt's rule is found.
  await page.keyboard.press("?");
  const shortcuts = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(shortcuts.getByText("Select what the box touches")).toBeVisible();
});
