import type { WorkbenchPage } from "./pages/WorkbenchPage.js";
import { expect, snap, test } from "./support/test.js";
import { openNewWorkbench } from "./support/workbench.js";

/** An iPad Air in portrait: a touch screen, the size Procreate's users draw on. */
test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

test("on an iPad the canvas takes the screen, the panels fold out, and the side sliders set the brush", async ({
  page,
  request,
}) => {
  const workbench = await openNewWorkbench(page, request, "Tablet");
  const panels = page.getByRole("complementary", { name: "Brush and layers" });
  const toggle = page.getByRole("button", { name: "Brush and layers" });
  await expect(panels).toBeHidden();
  // The canvas runs from the tool rail to the window's right edge.
  const canvas = await workbench.canvas.boundingBox();
  expect((canvas?.x ?? 0) + (canvas?.width ?? 0)).toBeGreaterThan(815);
  await snap(page, "workbench-tablet-portrait");

  // The side sliders: up on the size one grows the brush, as the Brush panel then says.
  const quick = page.getByRole("group", { name: "Quick brush" });
  const size = quick.getByRole("slider", { name: "Size" });
  await expect(size).toHaveAttribute("aria-valuenow", "8");
  await size.focus();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press("ArrowUp");
  await expect(size).toHaveAttribute("aria-valuenow", "12");
  const opacity = quick.getByRole("slider", { name: "Opacity" });
  await opacity.focus();
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowDown");
  await expect(opacity).toHaveAttribute("aria-valuenow", "99");

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(panels).toBeVisible();
  const brush = page.getByRole("region", { name: "Brush" });
  await expect(brush.getByText("12 px")).toBeVisible();
  await expect(brush.getByText("99%")).toBeVisible();
  await snap(page, "workbench-tablet-panels");
  await toggle.click();
  await expect(panels).toBeHidden();

  // Turned to landscape: the panels still float, the sliders stay at the edge, and the
  // artboard's middle stays in the middle of the canvas.
  const middle = async () => {
    const box = await workbench.canvas.boundingBox();
    return { x: (box?.width ?? 0) / 2, y: (box?.height ?? 0) / 2 };
  };
  await workbench.drawWithMouse([
    { x: (await middle()).x - 30, y: (await middle()).y },
    { x: (await middle()).x + 30, y: (await middle()).y },
  ]);
  await page.setViewportSize({ width: 1180, height: 820 });
  await expect(panels).toBeHidden();
  await expect(quick).toBeVisible();
  await expect.poll(async () => workbench.hasInkNear(await middle(), 4)).toBe(true);
  await snap(page, "workbench-tablet-landscape");
});

test("two fingers tap to undo a stroke and three to redo it", async ({ page, request }) => {
  const workbench: WorkbenchPage = await openNewWorkbench(page, request, "Taps");
  await workbench.drawWithMouse([
    { x: 200, y: 400 },
    { x: 500, y: 420 },
  ]);
  await expect.poll(() => workbench.hasInkNear({ x: 350, y: 410 }, 4)).toBe(true);
  await workbench.expectSaved();

  await workbench.fingerTap(2, { x: 200, y: 700 });
  await expect.poll(() => workbench.hasInkNear({ x: 350, y: 410 }, 4)).toBe(false);
  await workbench.fingerTap(3, { x: 200, y: 700 });
  await expect.poll(() => workbench.hasInkNear({ x: 350, y: 410 }, 4)).toBe(true);
  await workbench.expectSaved();
});
