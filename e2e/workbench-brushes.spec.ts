import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import {
  createUserViaApi,
  createWorkbenchViaApi,
  globalTeamViaApi,
  openSignedIn,
} from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

const spread = (values: number[]) => Math.max(...values) - Math.min(...values);

/**
 * A pen line across the canvas at one pressure: a mouse's pressure is simulated from its speed,
 * which a loaded machine changes, and brushes here answer to pressure.
 */
const penLine = (y: number, pressure = 0.8) =>
  Array.from({ length: 41 }, (_, index) => ({ x: 250 + index * 10, y, pressure }));

test("brush presets: a soft airbrush, a grainy pencil, a marker that builds up, each with its own size, kept after a reload", async ({
  page,
  request,
}) => {
  test.slow();
  const designer = await createUserViaApi(request, { workspace: "Studio Brushes" });
  const team = await globalTeamViaApi(request, designer, designer.organizationId ?? "");
  const workbenchId = await createWorkbenchViaApi(request, designer, team.rootFolderId, "Sedan");
  const workbench = new WorkbenchPage(page);
  await openSignedIn(page, designer, workbench.path(workbenchId));
  await workbench.expectSaved();
  const panel = page.getByRole("region", { name: "Brush" });
  const preset = (name: string) =>
    page.getByRole("group", { name: "Brush presets" }).getByRole("button", { name });
  await expect(preset("Ink")).toHaveAttribute("aria-pressed", "true");

  // The airbrush: soft, darkest along its middle and fading to its edges.
  await preset("Airbrush").click();
  await expect(preset("Airbrush")).toHaveAttribute("aria-pressed", "true");
  await expect(panel.getByText("80 px")).toBeVisible();
  await workbench.drawWithPen(penLine(200));
  await expect.poll(() => workbench.hasInkNear({ x: 450, y: 200 }, 2)).toBe(true);
  const [centre = 255] = await workbench.greysAlong(200, 450, 451);
  const [middle = 255] = await workbench.greysAlong(207, 450, 451);
  const [edge = 255] = await workbench.greysAlong(214, 450, 451);
  expect(centre).toBeLessThan(middle);
  expect(middle).toBeLessThan(edge);
  expect(edge).toBeLessThan(255);

  // The eraser keeps a size of its own; back on the brush, the airbrush's is still there.
  await page.keyboard.press("e");
  await expect(panel.getByText("Eraser", { exact: true })).toBeVisible();
  await expect(panel.getByText("24 px")).toBeVisible();
  await page.keyboard.press("b");
  await expect(panel.getByText("80 px")).toBeVisible();

  // The pencil: a bigger one, its grain leaving the paper showing along the line.
  await preset("Pencil").click();
  for (let step = 0; step < 10; step += 1) await page.keyboard.press("]");
  await expect(panel.getByText("14 px")).toBeVisible();
  await workbench.drawWithPen(penLine(330));
  await expect.poll(() => workbench.hasInkNear({ x: 450, y: 330 }, 2)).toBe(true);
  const pencil = await workbench.greysAlong(330, 300, 600);
  expect(Math.min(...pencil)).toBeLessThan(170);
  expect(spread(pencil)).toBeGreaterThan(60);

  // The marker: a stroke lets the paper show through; a second one across it builds up.
  await preset("Marker").click();
  await page.getByRole("button", { name: "Brush settings" }).click();
  await expect(page.getByRole("slider", { name: "Brush flow" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Size pressure" })).toBeVisible();
  await workbench.drawWithPen(penLine(450));
  await expect.poll(() => workbench.hasInkNear({ x: 350, y: 450 }, 2)).toBe(true);
  await workbench.drawWithPen(
    Array.from({ length: 21 }, (_, index) => ({ x: 450, y: 400 + index * 5, pressure: 0.8 })),
  );
  await expect.poll(() => workbench.hasInkNear({ x: 450, y: 420 }, 2)).toBe(true);
  const [once = 0] = await workbench.greysAlong(450, 350, 351);
  const [twice = 255] = await workbench.greysAlong(450, 450, 451);
  expect(once).toBeGreaterThan(40);
  expect(twice).toBeLessThan(once - 20);
  await workbench.expectSaved();
  await snap(page, "workbench-brush-presets");

  // The strokes keep their brushes: after a reload the pencil's grain is still there.
  await page.reload();
  await workbench.expectSaved();
  await expect.poll(() => workbench.hasInkNear({ x: 450, y: 330 }, 2)).toBe(true);
  const reloaded = await workbench.greysAlong(330, 300, 600);
  expect(spread(reloaded)).toBeGreaterThan(60);
});

test("the pressure curve's points move with the keyboard and the drawing follows them", async ({
  page,
  request,
}) => {
  test.slow();
  const designer = await createUserViaApi(request, { workspace: "Studio Curves" });
  const team = await globalTeamViaApi(request, designer, designer.organizationId ?? "");
  const workbenchId = await createWorkbenchViaApi(request, designer, team.rootFolderId, "Coupe");
  const workbench = new WorkbenchPage(page);
  await openSignedIn(page, designer, workbench.path(workbenchId));
  await workbench.expectSaved();

  await page
    .getByRole("group", { name: "Brush presets" })
    .getByRole("button", { name: "Airbrush" })
    .click();
  await page.getByRole("button", { name: "Brush settings" }).click();
  await workbench.drawWithPen(penLine(250));
  await expect.poll(() => workbench.hasInkNear({ x: 450, y: 250 }, 2)).toBe(true);

  // The opacity curve's last point brought down to nothing: no pressure lays any paint.
  const last = page.getByRole("slider", { name: "Opacity pressure point 2" });
  await expect(last).toHaveAttribute("aria-valuenow", "100");
  await last.focus();
  for (let step = 0; step < 20; step += 1) await page.keyboard.press("ArrowDown");
  await expect(last).toHaveAttribute("aria-valuenow", "0");
  await workbench.drawWithPen(penLine(400));
  await workbench.expectSaved();
  // The stroke is there (an undo takes it back) but shows nothing.
  await expect(page.getByRole("button", { name: "Undo" })).toBeEnabled();
  expect(Math.min(...(await workbench.greysAlong(400, 300, 600)))).toBe(255);

  // Half way up again: the stroke shows, fainter than the first.
  await last.focus();
  for (let step = 0; step < 10; step += 1) await page.keyboard.press("ArrowUp");
  await workbench.drawWithPen(penLine(500));
  const [full = 255] = await workbench.greysAlong(250, 450, 451);
  await expect.poll(async () => (await workbench.greysAlong(500, 450, 451))[0]).toBeLessThan(250);
  const [half = 0] = await workbench.greysAlong(500, 450, 451);
  expect(half).toBeGreaterThan(full + 10);
  await snap(page, "workbench-pressure-curve");
});
