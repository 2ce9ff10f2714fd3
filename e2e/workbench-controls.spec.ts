import { expect, snap, test } from "./support/test.js";
import { openNewWorkbench } from "./support/workbench.js";

const line = (y: number) => [
  { x: 300, y },
  { x: 500, y: y + 10 },
  { x: 700, y },
];

test("every slider has a name; the layer opacity takes 30 quick presses and undoes a drag in one step", async ({
  page,
  request,
}) => {
  // Thirty key presses, a drag, two undos and a reload: past 60 s on a loaded machine.
  test.slow();
  const workbench = await openNewWorkbench(page, request, "Sliders");
  for (const name of ["Brush size", "Brush opacity", "Brush smoothing", "Layer opacity"]) {
    await expect(page.getByRole("slider", { name })).toBeVisible();
  }
  const opacity = page.getByRole("slider", { name: "Layer opacity" });
  const layers = page.getByRole("region", { name: "Layers" });
  await expect(opacity).toHaveAttribute("aria-valuenow", "100");
  await expect(layers.getByText("100%", { exact: true })).toBeVisible();

  await workbench.drawWithMouse(line(300));
  const onStroke = { x: 500, y: 308 };
  await expect.poll(() => workbench.hasInkNear(onStroke, 3)).toBe(true);

  await opacity.focus();
  for (let press = 0; press < 30; press += 1) await page.keyboard.press("ArrowLeft");
  await expect(opacity).toHaveAttribute("aria-valuenow", "70");
  // The slider's number, and the layer's row (not Normal at 100 % any more).
  await expect(layers.getByText("70%", { exact: true })).toHaveCount(2);
  // A key press is one step.
  await page.keyboard.press("ControlOrMeta+z");
  await expect(opacity).toHaveAttribute("aria-valuenow", "71");

  // A drag to the track's left end: the stroke fades while the pointer still moves.
  const thumb = await opacity.boundingBox();
  if (!thumb) throw new Error("the slider is not on screen");
  const from = { x: thumb.x + thumb.width / 2, y: thumb.y + thumb.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x - 400, from.y, { steps: 12 });
  await expect(opacity).toHaveAttribute("aria-valuenow", "0");
  await expect.poll(() => workbench.hasInkNear(onStroke, 3)).toBe(false);
  await snap(page, "workbench-controls-opacity-drag");
  await page.mouse.up();
  await expect(layers.getByText("0%", { exact: true })).toHaveCount(2);

  await page.keyboard.press("ControlOrMeta+z");
  await expect(opacity).toHaveAttribute("aria-valuenow", "71");
  await expect.poll(() => workbench.hasInkNear(onStroke, 3)).toBe(true);
  await workbench.expectSaved();
  await page.reload();
  await expect(page.getByRole("slider", { name: "Layer opacity" })).toHaveAttribute(
    "aria-valuenow",
    "71",
  );
});

test("after a hex colour and Enter, or Escape, the tool shortcuts work at once", async ({
  page,
  request,
}) => {
  const workbench = await openNewWorkbench(page, request, "Colours");
  const colour = page.getByRole("textbox", { name: "Colour" });
  await colour.click();
  await colour.fill("");
  await colour.pressSequentially("#ff0000");
  await colour.press("Enter");
  await expect(colour).not.toBeFocused();
  await expect(colour).toHaveValue("#ff0000");
  await page.keyboard.press("e");
  await expect(workbench.tool("Eraser")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("b");
  await workbench.widenBrush();
  await workbench.drawWithMouse(line(300));
  await expect.poll(() => workbench.inkiestInColumn(500, 300, 316)).toEqual([255, 0, 0]);

  await colour.click();
  await colour.fill("");
  await colour.pressSequentially("#00");
  await colour.press("Escape");
  await expect(colour).not.toBeFocused();
  await expect(colour).toHaveValue("#ff0000");
  await page.keyboard.press("u");
  await expect(workbench.tool("Line")).toHaveAttribute("aria-pressed", "true");
  await snap(page, "workbench-controls-colour");
});

test("with the browser offline the badge says Offline at once, and Saved once back", async ({
  page,
  request,
}) => {
  const workbench = await openNewWorkbench(page, request, "Network");
  await workbench.drawWithMouse(line(200));
  await workbench.expectSaved();

  // The browser's own offline mode: the open socket is not closed, only the network goes.
  await page.context().setOffline(true);
  await expect(workbench.status).toHaveText("Offline");
  await workbench.drawWithMouse(line(400));
  await expect.poll(() => workbench.hasInkNear({ x: 500, y: 408 })).toBe(true);
  await expect(workbench.status).toHaveText("Offline");
  await snap(page, "workbench-controls-offline");

  await page.context().setOffline(false);
  await workbench.expectSaved();
  await page.reload();
  await workbench.expectSaved();
  await expect.poll(() => workbench.hasInkNear({ x: 500, y: 408 })).toBe(true);
});
