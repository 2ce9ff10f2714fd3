import { DashboardPage } from "./pages/DashboardPage.js";
import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import { createUserViaApi, globalTeamViaApi, openSignedIn } from "./support/api.js";
import { expect, snap, test } from "./support/test.js";
import { openNewWorkbench } from "./support/workbench.js";

test("a designer starts an A4 sheet, makes it square around the drawing, and undoes it", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Sheets" });
  const team = await globalTeamViaApi(request, user, user.organizationId ?? "");
  const dashboard = new DashboardPage(page);
  await openSignedIn(page, user, `/files/team/${team.id}`);
  await expect(dashboard.heading(team.name)).toBeVisible();

  await page.getByRole("button", { name: "New file of another size" }).click();
  await snap(page, "dashboard-new-file-sizes");
  await page.getByRole("menuitem", { name: /A4 portrait, 300 dpi/ }).click();
  await expect(page).toHaveURL(/\/workbench\/[\w-]+$/);
  const workbench = new WorkbenchPage(page);
  await workbench.expectSaved();

  const size = page.getByRole("dialog", { name: "Artboard size" });
  const openSize = async () => {
    await page.getByRole("button", { name: "Artboard size" }).click();
    await expect(size).toBeVisible();
  };
  await openSize();
  await expect(size.getByLabel("Width")).toHaveValue("2480 px");
  await expect(size.getByLabel("Height")).toHaveValue("3508 px");
  await size.getByRole("button", { name: "Cancel" }).click();
  // Closed, not closing: a press on the fading overlay would draw nothing.
  await expect(size).toBeHidden();

  // A mark in the middle of the view, which is the middle of the sheet.
  const canvas = await workbench.canvasSize();
  const middle = { x: canvas.width / 2, y: canvas.height / 2 };
  await workbench.drawWithMouse([
    { x: middle.x - 20, y: middle.y },
    { x: middle.x + 20, y: middle.y },
  ]);
  await expect.poll(() => workbench.hasInkNear(middle, 4)).toBe(true);
  await workbench.expectSaved();

  // Square, the drawing kept in the middle: the view fits the new board, the mark still centred.
  await openSize();
  await size.getByRole("combobox", { name: "Size" }).click();
  await page.getByRole("option", { name: /^Square/ }).click();
  await expect(size.getByLabel("Width")).toHaveValue("2048 px");
  await size.getByRole("button", { name: "Apply" }).click();
  await expect(size).toBeHidden();
  await expect.poll(() => workbench.hasInkNear(middle, 4)).toBe(true);
  await workbench.expectSaved();
  await snap(page, "workbench-artboard-square");

  // A size no board can have is refused in the dialog's words.
  await openSize();
  await size.getByLabel("Width").fill("9000");
  await size.getByRole("button", { name: "Apply" }).click();
  await expect(size.getByRole("alert")).toHaveText(
    "An artboard is 1 to 8,192 pixels on a side, in whole pixels.",
  );
  await size.getByRole("button", { name: "Cancel" }).click();
  await expect(size).toBeHidden();

  await page.keyboard.press("ControlOrMeta+z");
  await openSize();
  await expect(size.getByLabel("Width")).toHaveValue("2480 px");
  await size.getByRole("button", { name: "Cancel" }).click();
  await expect(size).toBeHidden();
  await page.reload();
  await workbench.expectSaved();
  await openSize();
  await expect(size.getByLabel("Height")).toHaveValue("3508 px");
});

test("a stroke drawn past the board's edge stays in view, faded, while drawing and after", async ({
  page,
  request,
}) => {
  const workbench = await openNewWorkbench(page, request, "Overhang");
  await workbench.widenBrush();
  // The board's top edge in the canvas's column x = 300: the first opaque pixel (the pasteboard
  // around the board is the page's own grey, the canvas transparent there).
  const top = await workbench.canvas.evaluate((element) => {
    const canvas = element as HTMLCanvasElement;
    const ratio = canvas.width / canvas.clientWidth;
    const pixels = canvas
      .getContext("2d")
      ?.getImageData(Math.floor(300 * ratio), 0, 1, canvas.height);
    for (let row = 0; row < (pixels?.height ?? 0); row += 1) {
      if ((pixels?.data[row * 4 + 3] ?? 0) === 255) return row / ratio;
    }
    return -1;
  });
  expect(top).toBeGreaterThan(60);
  const box = await workbench.canvas.boundingBox();
  if (!box) throw new Error("the canvas is not on screen");
  const onPage = (y: number) => ({ x: box.x + 300, y: box.y + y });
  const alphaAbove = async () => (await workbench.pixelAt({ x: 300, y: top - 30 }))[3] ?? 0;

  await page.mouse.move(onPage(top + 150).x, onPage(top + 150).y);
  await page.mouse.down();
  await page.mouse.move(onPage(top - 50).x, onPage(top - 50).y, { steps: 12 });
  // While the pen is down, the stroke goes on over the pasteboard, faded.
  await expect.poll(alphaAbove).toBeGreaterThan(40);
  expect(await alphaAbove()).toBeLessThan(200);
  await page.mouse.up();
  await workbench.expectSaved();
  // After it, too; on the board the ink is whole.
  await expect.poll(alphaAbove).toBeGreaterThan(40);
  expect(await alphaAbove()).toBeLessThan(200);
  // The default ink, #1f2937.
  expect(await workbench.inkiestInColumn(300, top + 40, top + 60)).toEqual([31, 41, 55]);
  await snap(page, "workbench-stroke-past-the-edge");
});
