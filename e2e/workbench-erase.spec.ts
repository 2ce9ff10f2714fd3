import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import {
  createUserViaApi,
  createWorkbenchViaApi,
  globalTeamViaApi,
  openSignedIn,
} from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

test("a gap erased in a stroke moves with the stroke, and select all finds only the stroke", async ({
  page,
  request,
}) => {
  const designer = await createUserViaApi(request, { workspace: "Studio Erase" });
  const team = await globalTeamViaApi(request, designer, designer.organizationId ?? "");
  const workbenchId = await createWorkbenchViaApi(request, designer, team.rootFolderId, "Fender");
  const workbench = new WorkbenchPage(page);
  await openSignedIn(page, designer, workbench.path(workbenchId));
  await workbench.expectSaved();

  // A bigger brush, then a line across the canvas.
  for (let step = 0; step < 10; step += 1) await page.keyboard.press("]");
  await workbench.drawWithMouse([
    { x: 250, y: 300 },
    { x: 650, y: 300 },
  ]);
  await expect.poll(() => workbench.hasInkNear({ x: 450, y: 300 }, 3)).toBe(true);

  // The eraser, bigger still, cuts a gap through its middle, well above and below it.
  await page.keyboard.press("e");
  await expect(workbench.tool("Eraser")).toHaveAttribute("aria-pressed", "true");
  for (let step = 0; step < 6; step += 1) await page.keyboard.press("]");
  await workbench.drawWithMouse([
    { x: 450, y: 230 },
    { x: 450, y: 370 },
  ]);
  await expect.poll(() => workbench.hasInkNear({ x: 450, y: 300 }, 3)).toBe(false);
  expect(await workbench.hasInkNear({ x: 350, y: 300 }, 3)).toBe(true);
  await workbench.expectSaved();
  await snap(page, "workbench-erase-gap");

  // The selection tool drags the stroke 120 px down: the gap goes with it.
  await page.keyboard.press("v");
  await workbench.drawWithMouse([
    { x: 350, y: 300 },
    { x: 350, y: 420 },
  ]);
  await expect.poll(() => workbench.hasInkNear({ x: 350, y: 420 }, 3)).toBe(true);
  expect(await workbench.hasInkNear({ x: 550, y: 420 }, 3)).toBe(true);
  expect(await workbench.hasInkNear({ x: 450, y: 420 }, 3)).toBe(false);
  // Nothing stays where the stroke was, neither ink nor a cut.
  expect(await workbench.hasInkNear({ x: 350, y: 300 }, 12)).toBe(false);
  expect(await workbench.hasInkNear({ x: 450, y: 300 }, 12)).toBe(false);
  await workbench.expectSaved();

  // Select all: one frame, around the moved stroke only (the eraser left no element of its own,
  // which reached from 230 to 370).
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("selection")).toHaveCount(0);
  await page.keyboard.press("Control+a");
  const frame = page.getByTestId("selection").locator("polygon");
  await expect(frame).toHaveCount(1);
  const canvasBox = await workbench.canvas.boundingBox();
  const frameBox = await frame.boundingBox();
  if (!canvasBox || !frameBox) throw new Error("no canvas or selection frame on screen");
  expect(frameBox.y - canvasBox.y).toBeGreaterThan(380);
  expect(frameBox.y + frameBox.height - canvasBox.y).toBeLessThan(460);
  expect(frameBox.x - canvasBox.x).toBeLessThan(260);
  expect(frameBox.x + frameBox.width - canvasBox.x).toBeGreaterThan(640);
  await snap(page, "workbench-erase-moved");

  // After a reload the cut is still part of the stroke.
  await page.reload();
  await workbench.expectSaved();
  await expect.poll(() => workbench.hasInkNear({ x: 350, y: 420 }, 3)).toBe(true);
  expect(await workbench.hasInkNear({ x: 450, y: 420 }, 3)).toBe(false);
});
