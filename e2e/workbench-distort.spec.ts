import { expect, snap, test } from "./support/test.js";
import { openNewWorkbench } from "./support/workbench.js";

test("a designer flips a selection, distorts it by a corner, sees it live, and undoes", async ({
  page,
  request,
}) => {
  // Mouse strokes and drags of many moves: a loaded machine needs more than the default time.
  test.slow();
  const workbench = await openNewWorkbench(page, request, "Distort");
  await expect(workbench.layer("Layer 1")).toBeVisible({ timeout: 30_000 });

  // An L: a bar along the top and a leg down its left end.
  await workbench.drawWithMouse([
    { x: 300, y: 300 },
    { x: 500, y: 300 },
  ]);
  await workbench.drawWithMouse([
    { x: 300, y: 300 },
    { x: 300, y: 450 },
  ]);
  await expect.poll(() => workbench.hasInkNear({ x: 300, y: 400 }, 6)).toBe(true);
  expect(await workbench.hasInkNear({ x: 500, y: 400 }, 6)).toBe(false);

  await page.keyboard.press("v");
  await workbench.drawWithMouse([
    { x: 260, y: 260 },
    { x: 540, y: 490 },
  ]);
  const selection = page.getByTestId("selection");
  await expect(selection).toBeVisible();
  const bar = page.getByRole("toolbar", { name: "Selection" });

  // Flipped horizontally about its centre, the leg is at the right end.
  await bar.getByRole("button", { name: "Flip horizontally" }).click();
  await expect.poll(() => workbench.hasInkNear({ x: 500, y: 400 }, 6)).toBe(true);
  expect(await workbench.hasInkNear({ x: 300, y: 400 }, 6)).toBe(false);

  // Distort: the bottom-right corner dragged down and right takes the leg with it, live.
  await bar.getByText("Distort", { exact: true }).click();
  await expect(selection).toHaveAttribute("data-mode", "distort");
  await expect(selection.locator("[data-handle=rotate]")).toHaveCount(0);
  const corner = await selection.locator("[data-handle=se]").boundingBox();
  if (!corner) throw new Error("no corner handle");
  const from = { x: corner.x + corner.width / 2, y: corner.y + corner.height / 2 };
  const canvas = await workbench.canvas.boundingBox();
  if (!canvas) throw new Error("no canvas");
  // Canvas coordinates of the corner, and where the leg's middle goes.
  const cornerOnCanvas = { x: from.x - canvas.x, y: from.y - canvas.y };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 120, from.y + 80, { steps: 10 });
  const legMiddle = { x: cornerOnCanvas.x + 60, y: 300 + (cornerOnCanvas.y + 80 - 300) / 2 };
  await expect.poll(() => workbench.hasInkNear(legMiddle, 10)).toBe(true);
  await snap(page, "workbench-distort-dragging");
  await page.mouse.up();
  await expect.poll(() => workbench.hasInkNear({ x: 500, y: 400 }, 6)).toBe(false);
  expect(await workbench.hasInkNear(legMiddle, 10)).toBe(true);
  await workbench.expectSaved();

  // The warp's mesh, for the look of it.
  await bar.getByText("Warp", { exact: true }).click();
  await expect(selection.locator("[data-handle^=warp-]")).toHaveCount(16);
  await snap(page, "workbench-distort-warp-mesh");

  // One undo takes the distort back; the flip stays.
  // The mode just chosen keeps focus; the shortcut still reaches the canvas.
  await page.keyboard.press("Control+z");
  await expect.poll(() => workbench.hasInkNear({ x: 500, y: 400 }, 6)).toBe(true);
  expect(await workbench.hasInkNear(legMiddle, 10)).toBe(false);

  // Warp: a point of the mesh on the bar, dragged up, bends the bar with it.
  const meshPoint = await selection.locator("[data-handle=warp-1]").boundingBox();
  if (!meshPoint) throw new Error("no mesh point");
  const grip = { x: meshPoint.x + meshPoint.width / 2, y: meshPoint.y + meshPoint.height / 2 };
  await page.mouse.move(grip.x, grip.y);
  await page.mouse.down();
  await page.mouse.move(grip.x, grip.y - 60, { steps: 10 });
  await snap(page, "workbench-distort-warping");
  await page.mouse.up();
  await expect
    .poll(() => workbench.hasInkNear({ x: grip.x - canvas.x, y: grip.y - canvas.y - 60 }, 10))
    .toBe(true);
});
