import { expect, snap, test } from "./support/test.js";
import { openNewWorkbench } from "./support/workbench.js";

type Point = { x: number; y: number };

test("a designer draws a car's side with the ellipse guide, lassoes its rear half and stretches it", async ({
  page,
  request,
}) => {
  test.slow();
  const workbench = await openNewWorkbench(page, request, "Coupe side view");
  const guides = page.getByRole("region", { name: "Guides" });
  await guides.getByRole("button", { name: "Guides" }).click();

  // The rear wheel round an ellipse guide made a circle by its degree.
  await guides.getByRole("button", { name: "Add ellipse guide" }).click();
  const degree = guides.getByRole("slider", { name: "Ellipse degree" });
  await degree.focus();
  await page.keyboard.press("End");
  const guide = await workbench.boxOnCanvas(page.getByTestId("ellipse-guide"));
  const wheel = { x: guide.x + guide.width / 2, y: guide.y + guide.height / 2 };
  const radius = guide.width / 2;
  await workbench.tool("Brush").click();
  await workbench.drawThrough(
    Array.from({ length: 41 }, (_, i) => {
      const angle = (i / 40) * Math.PI * 2;
      return { x: wheel.x + radius * Math.cos(angle), y: wheel.y + radius * Math.sin(angle) };
    }),
  );
  // The sill, from the front of the car to its tail, above the wheel, drawn freehand.
  await guides.getByRole("switch", { name: "Drawing assist" }).uncheck();
  const sill = wheel.y - radius - 20;
  const front = { x: wheel.x - 2.8 * radius, y: sill };
  const tail = { x: wheel.x + radius + 40, y: sill };
  await workbench.drawWithMouse([front, { x: wheel.x, y: sill }, tail]);
  await workbench.expectSaved();
  await expect.poll(() => workbench.hasInkNear(tail, 4)).toBe(true);
  await workbench.keepPicture();

  // The lasso round the rear half: through the sill and round the wheel.
  await page.keyboard.press("l");
  await expect(workbench.tool("Lasso")).toHaveAttribute("aria-pressed", "true");
  const left = wheel.x - radius - 30;
  const right = tail.x + 40;
  await workbench.drawWithMouse([
    { x: left, y: sill - 60 },
    { x: right, y: sill - 60 },
    { x: right, y: wheel.y + radius + 30 },
    { x: left, y: wheel.y + radius + 30 },
    { x: left, y: sill - 60 },
  ]);
  await expect(page.getByTestId("selected-region")).toBeVisible();
  // Selecting changes nothing in the drawing.
  expect(await workbench.largestChange()).toBe(0);
  const frame = await workbench.boxOnCanvas(page.getByTestId("selection").locator("polygon"));
  // The frame holds only the selected pixels: from the lasso's left edge, not the car's front.
  expect(frame.x).toBeGreaterThan(left - 4);
  await snap(page, "workbench-pixel-selection-lasso");

  // Shift and the bottom right corner stretch it 120 px longer, its height kept.
  const corner: Point = { x: frame.x + frame.width, y: frame.y + frame.height };
  await page.keyboard.down("Shift");
  await workbench.drawWithMouse([corner, { x: corner.x + 120, y: corner.y }]);
  await page.keyboard.up("Shift");
  await workbench.expectSaved();
  const stretched = (x: number) => frame.x + ((x - frame.x) * (frame.width + 120)) / frame.width;
  // The tail went back, the front stayed where it was, and the sill is whole between them.
  await expect.poll(() => workbench.hasInkNear({ x: stretched(tail.x), y: sill }, 6)).toBe(true);
  expect(await workbench.hasInkNear(front, 4)).toBe(true);
  expect(await workbench.hasInkNear({ x: left - 20, y: sill }, 4)).toBe(true);
  expect(await workbench.hasInkNear({ x: left + 20, y: sill }, 4)).toBe(true);
  // The wheel became a longer ellipse: its back is further back, its top where it was.
  const back = { x: stretched(wheel.x + radius), y: wheel.y };
  expect(await workbench.hasInkNear(back, 6)).toBe(true);
  expect(await workbench.hasInkNear({ x: wheel.x + radius, y: wheel.y }, 3)).toBe(false);
  await snap(page, "workbench-pixel-selection-stretched");

  // One undo puts the car back as it was drawn.
  await page.keyboard.press("Escape");
  await page.keyboard.press("ControlOrMeta+z");
  await expect.poll(() => workbench.largestChange()).toBeLessThan(8);
  expect(await workbench.hasInkNear({ x: stretched(tail.x), y: sill }, 6)).toBe(false);
});

test("the selection bar feathers the lasso and inverts it, and Delete clears what is selected", async ({
  page,
  request,
}) => {
  const workbench = await openNewWorkbench(page, request, "Feathered");
  const size = await workbench.canvasSize();
  const y = size.height / 2;
  await workbench.drawWithMouse([
    { x: size.width / 2 - 200, y },
    { x: size.width / 2 + 200, y },
  ]);
  await workbench.expectSaved();
  await page.keyboard.press("v");
  const bar = page.getByRole("toolbar", { name: "Selection" });
  await bar.getByRole("textbox", { name: "Feather" }).fill("12");
  // A box round the line's right half, then Invert: the left half is what Delete clears.
  await workbench.drawWithMouse([
    { x: size.width / 2, y: y - 60 },
    { x: size.width / 2 + 260, y: y + 60 },
  ]);
  const ants = page.getByTestId("selected-region").locator("path").first();
  await expect(ants).toHaveAttribute("d", /^M[^M]*$/);
  await bar.getByRole("button", { name: "Invert" }).click();
  // The rest of the board: the ants run round its edge too.
  await expect(ants).toHaveAttribute("d", /^M[^M]*M[^M]*$/);
  await snap(page, "workbench-pixel-selection-inverse-ants");
  await page.keyboard.press("Delete");
  await workbench.expectSaved();
  expect(await workbench.hasInkNear({ x: size.width / 2 - 150, y }, 4)).toBe(false);
  expect(await workbench.hasInkNear({ x: size.width / 2 + 150, y }, 4)).toBe(true);
  await snap(page, "workbench-pixel-selection-inverted");
});
