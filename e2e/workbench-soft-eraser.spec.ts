import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import {
  createUserViaApi,
  createWorkbenchViaApi,
  globalTeamViaApi,
  openSignedIn,
} from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

/** The grey of the canvas at a point: 0 black, 255 the white artboard. */
async function greyAt(workbench: WorkbenchPage, x: number, y: number): Promise<number> {
  const [grey = Number.NaN] = await workbench.greysAlong(y, x, x + 1);
  return grey;
}

test("a soft eraser lightens the stroke it passes over without taking it away, and a reload keeps it so", async ({
  page,
  request,
}) => {
  test.slow();
  const designer = await createUserViaApi(request, { workspace: "Studio Soft Eraser" });
  const team = await globalTeamViaApi(request, designer, designer.organizationId ?? "");
  const workbenchId = await createWorkbenchViaApi(request, designer, team.rootFolderId, "Hood");
  const workbench = new WorkbenchPage(page);
  await openSignedIn(page, designer, workbench.path(workbenchId));
  await workbench.expectSaved();

  // A broad ink line across the canvas, drawn with a pen pressing fully.
  for (let step = 0; step < 10; step += 1) await page.keyboard.press("]");
  await workbench.drawWithPen(
    Array.from({ length: 41 }, (_, index) => ({ x: 250 + index * 10, y: 300, pressure: 1 })),
  );
  await expect.poll(() => workbench.hasInkNear({ x: 450, y: 300 }, 2)).toBe(true);
  const ink = await greyAt(workbench, 450, 300);
  expect(ink).toBeLessThan(80);

  // The eraser, bigger, softened in Brush settings: no hardness, 15 % flow.
  await page.keyboard.press("e");
  await expect(workbench.tool("Eraser")).toHaveAttribute("aria-pressed", "true");
  for (let step = 0; step < 6; step += 1) await page.keyboard.press("]");
  await page.getByRole("button", { name: "Brush settings" }).click();
  const hardness = page.getByRole("slider", { name: "Brush hardness" });
  await expect(hardness).toHaveAttribute("aria-valuenow", "100");
  await hardness.focus();
  await page.keyboard.press("Home");
  await expect(hardness).toHaveAttribute("aria-valuenow", "0");
  const flow = page.getByRole("slider", { name: "Brush flow" });
  await flow.focus();
  await page.keyboard.press("Home");
  for (let step = 0; step < 14; step += 1) await page.keyboard.press("ArrowUp");
  await expect(flow).toHaveAttribute("aria-valuenow", "15");

  // One pass down across the line: under the eraser it is lighter, but still there.
  await workbench.drawWithPen(
    Array.from({ length: 29 }, (_, index) => ({ x: 450, y: 230 + index * 5, pressure: 1 })),
  );
  await expect.poll(() => greyAt(workbench, 450, 300)).toBeGreaterThan(ink + 30);
  const erased = await greyAt(workbench, 450, 300);
  expect(erased).toBeLessThan(235);
  // Away from the eraser the line is as it was.
  expect(await greyAt(workbench, 300, 300)).toBeCloseTo(ink, 0);
  await workbench.expectSaved();
  await snap(page, "workbench-soft-eraser");

  // The cut is kept with its soft tip: after a reload the line is as light there, and there.
  await page.reload();
  await workbench.expectSaved();
  await expect.poll(() => workbench.hasInkNear({ x: 300, y: 300 }, 2)).toBe(true);
  await expect.poll(() => greyAt(workbench, 450, 300)).toBeGreaterThan(erased - 4);
  expect(await greyAt(workbench, 450, 300)).toBeLessThan(erased + 4);
});
