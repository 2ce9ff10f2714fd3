import { expect, snap, test } from "./support/test.js";
import { openNewWorkbench } from "./support/workbench.js";

/** A level pen line across the canvas at one pressure. */
const penLine = (y: number) =>
  Array.from({ length: 41 }, (_, index) => ({ x: 300 + index * 10, y, pressure: 0.8 }));

test("a pencil laid on its side shades a wider line than one held upright, and keeps it after a reload", async ({
  page,
  request,
}) => {
  test.slow();
  const workbench = await openNewWorkbench(page, request, "Tilt");
  const panel = page.getByRole("region", { name: "Brush" });
  await page
    .getByRole("group", { name: "Brush presets" })
    .getByRole("button", { name: "Pencil" })
    .click();
  for (let step = 0; step < 10; step += 1) await page.keyboard.press("]");
  await expect(panel.getByText("14 px")).toBeVisible();
  await page.getByRole("button", { name: "Brush settings" }).click();
  await expect(page.getByRole("slider", { name: "Brush tilt" })).toHaveAttribute(
    "aria-valuenow",
    "100",
  );

  // Upright, then leaning 60° from upright with its top towards the bottom of the screen: the
  // lead's side lies across the line.
  await workbench.drawWithPen(penLine(250));
  await workbench.drawWithPen(penLine(450), { tiltX: 0, tiltY: 60 });
  await expect.poll(() => workbench.hasInkNear({ x: 500, y: 250 }, 2)).toBe(true);
  await expect.poll(() => workbench.hasInkNear({ x: 500, y: 450 }, 2)).toBe(true);
  await workbench.expectSaved();

  /** How many rows about a line have the pencil's grey along 450 to 550. */
  const width = async (y: number) => {
    let inked = 0;
    for (let row = y - 40; row <= y + 40; row += 1) {
      const greys = await workbench.greysAlong(row, 450, 550);
      if (Math.min(...greys) < 235) inked += 1;
    }
    return inked;
  };
  const upright = await width(250);
  const tilted = await width(450);
  expect(upright).toBeGreaterThan(2);
  expect(tilted).toBeGreaterThan(upright * 2);
  await snap(page, "workbench-tilt");

  // The tilt is the stroke's: stored with it, painted the same after a reload.
  await page.reload();
  await workbench.expectSaved();
  await expect.poll(() => workbench.hasInkNear({ x: 500, y: 450 }, 2)).toBe(true);
  expect(await width(450)).toBeGreaterThan((await width(250)) * 2);
});
