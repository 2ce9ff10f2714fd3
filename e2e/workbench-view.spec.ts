import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import {
  createUserViaApi,
  createWorkbenchViaApi,
  globalTeamViaApi,
  openSignedIn,
} from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

type Point = { x: number; y: number };

/** `point` turned `degrees` clockwise (on screen) around `centre`. */
function turned(point: Point, centre: Point, degrees: number): Point {
  const radians = (degrees * Math.PI) / 180;
  const [dx, dy] = [point.x - centre.x, point.y - centre.y];
  return {
    x: centre.x + dx * Math.cos(radians) - dy * Math.sin(radians),
    y: centre.y + dx * Math.sin(radians) + dy * Math.cos(radians),
  };
}

test("the view turns and mirrors for one person only, and the panels hide for the canvas", async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const designer = await createUserViaApi(request, { workspace: "Studio View" });
  const team = await globalTeamViaApi(request, designer, designer.organizationId ?? "");
  const workbenchId = await createWorkbenchViaApi(request, designer, team.rootFolderId, "Hood");
  const workbench = new WorkbenchPage(page);
  await openSignedIn(page, designer, workbench.path(workbenchId));
  await workbench.expectSaved();
  // The same drawing, upright, in a second browser: what everyone else sees.
  const otherPage = await (await browser.newContext()).newPage();
  const other = new WorkbenchPage(otherPage);
  await openSignedIn(otherPage, designer, other.path(workbenchId));
  await other.expectSaved();

  // Twice the rotate key: the view turns 30° clockwise, and the zoom bar says so.
  await page.keyboard.press("6");
  await page.keyboard.press("6");
  const rotation = page.getByRole("button", { name: "Rotation 30°, reset" });
  await expect(rotation).toHaveText("30°");

  // A stroke drawn on the turned view is where the pointer went.
  for (let step = 0; step < 6; step += 1) await page.keyboard.press("]");
  const size = await workbench.canvasSize();
  const centre = { x: size.width / 2, y: size.height / 2 };
  const from = { x: centre.x + 60, y: centre.y - 170 };
  const to = { x: centre.x + 260, y: centre.y - 170 };
  const middle = { x: (from.x + to.x) / 2, y: from.y };
  await workbench.drawWithMouse([from, middle, to]);
  await workbench.expectSaved();
  for (const point of [from, middle, to]) {
    await expect.poll(() => workbench.hasInkNear(point, 4)).toBe(true);
  }
  await snap(page, "workbench-view-turned");

  // The upright view shows that stroke turned back by 30° around the centre: on the artboard it
  // runs where the pointer went over the turned view.
  for (const point of [from, middle, to]) {
    await expect.poll(() => other.hasInkNear(turned(point, centre, -30), 6)).toBe(true);
  }
  expect(await other.hasInkNear(to, 12)).toBe(false);
  await snap(otherPage, "workbench-view-upright-other");

  // Mirrored: the zoom bar shows it, the stroke shows mirrored about the screen's middle…
  await page.getByRole("button", { name: "Flip view horizontally" }).click();
  await expect(page.getByRole("button", { name: "Flip view horizontally" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("button", { name: "Rotation -30°, reset" })).toBeVisible();
  const mirrored = (point: Point) => ({ x: 2 * centre.x - point.x, y: point.y });
  await expect.poll(() => workbench.hasInkNear(mirrored(middle), 4)).toBe(true);
  expect(await workbench.hasInkNear(middle, 12)).toBe(false);
  await snap(page, "workbench-view-mirrored");
  // …and the document did not change: the other browser still sees it upright, unmirrored.
  await expect(workbench.status).toHaveText("Saved");
  for (const point of [from, middle, to]) {
    expect(await other.hasInkNear(turned(point, centre, -30), 6)).toBe(true);
  }
  expect(await other.hasInkNear(mirrored(turned(middle, centre, -30)), 12)).toBe(false);

  // The rotation button sets the view upright again; the mirror stays.
  await page.getByRole("button", { name: "Rotation -30°, reset" }).click();
  await expect(page.getByRole("button", { name: "Rotation 0°, reset" })).toBeVisible();

  // Tab hides the header and the panels: the canvas takes the window, the drawing stays put.
  const before = await workbench.canvas.boundingBox();
  await page.keyboard.press("Tab");
  await expect(workbench.tools).toBeHidden();
  await expect(page.getByRole("complementary", { name: "Brush and layers" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Keyboard shortcuts" })).toBeHidden();
  await expect(page.getByLabel("Zoom", { exact: true })).toBeHidden();
  await expect
    .poll(async () => (await workbench.canvas.boundingBox())?.width)
    .toBe(page.viewportSize()?.width);
  const after = await workbench.canvas.boundingBox();
  if (!before || !after) throw new Error("the canvas is not on screen");
  const shift = { x: before.x - after.x, y: before.y - after.y };
  const onTurnedUpright = mirrored(turned(middle, centre, -30));
  await expect
    .poll(() =>
      workbench.hasInkNear({ x: onTurnedUpright.x + shift.x, y: onTurnedUpright.y + shift.y }, 6),
    )
    .toBe(true);
  await snap(page, "workbench-view-panels-hidden");

  // The small control in the corner brings them back.
  await page.getByRole("button", { name: "Show panels" }).click();
  await expect(workbench.tools).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Brush and layers" })).toBeVisible();

  // In a field Tab is the field's: it moves on to the next control, and from there on too.
  await page.getByRole("textbox", { name: "Colour" }).click();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(workbench.tools).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Brush and layers" })).toBeVisible();
  await page.keyboard.press("Escape");

  // The shortcuts list has the new keys.
  await page.keyboard.press("?");
  const list = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(list.getByText("Rotate view right 15°")).toBeVisible();
  await expect(list.getByText("Flip view horizontally")).toBeVisible();
  await expect(list.getByText("Hide or show the panels")).toBeVisible();
  await snap(page, "workbench-view-shortcuts");
});
