import type { WorkbenchPage } from "./pages/WorkbenchPage.js";
import { expect, snap, test } from "./support/test.js";
import { openNewWorkbench } from "./support/workbench.js";

/** A shaky hand drawing a horizontal line at `y`: 8 px up, 8 px down, every 10 px. */
const jitteryLine = (y: number) =>
  Array.from({ length: 51 }, (_, index) => ({
    x: 250 + index * 10,
    y: y + (index % 2 === 0 ? -8 : 8),
  }));

/**
 * How many CSS px the ink spans from top to bottom in the columns from `left` to `right`,
 * looking `reach` px above and below `y` (the pixels darker than the artboard's white).
 */
async function inkHeight(
  workbench: WorkbenchPage,
  { left, right, y, reach }: { left: number; right: number; y: number; reach: number },
): Promise<number> {
  return workbench.canvas.evaluate(
    (element, { left, right, y, reach }) => {
      const canvas = element as HTMLCanvasElement;
      const ratio = canvas.width / canvas.clientWidth;
      const top = Math.floor((y - reach) * ratio);
      const width = Math.ceil((right - left) * ratio);
      const height = Math.ceil(2 * reach * ratio);
      const context = canvas.getContext("2d");
      const data = context?.getImageData(Math.floor(left * ratio), top, width, height).data ?? [];
      const inkyRows: number[] = [];
      for (let row = 0; row < height; row += 1) {
        for (let column = 0; column < width; column += 1) {
          const index = (row * width + column) * 4;
          if ((data[index] ?? 255) < 200 && (data[index + 3] ?? 0) > 0) {
            inkyRows.push(row);
            break;
          }
        }
      }
      const first = inkyRows[0];
      const last = inkyRows.at(-1);
      return first === undefined || last === undefined ? 0 : (last - first + 1) / ratio;
    },
    { left, right, y, reach },
  );
}

test("the stabiliser draws a shaky mouse line straighter", async ({ page, request }) => {
  // A hundred single mouse moves while the canvas draws: 45 s alone, more beside CI's workers.
  test.slow();
  const workbench = await openNewWorkbench(page, request, "Steady");
  const stabiliser = page.getByRole("slider", { name: "Brush stabiliser" });
  await expect(stabiliser).toHaveAttribute("aria-valuenow", "0");

  // Off: the line shakes as the hand did.
  await workbench.drawThrough(jitteryLine(250));
  // On at full strength, the same shaky hand one row lower.
  await stabiliser.focus();
  await page.keyboard.press("End");
  await expect(stabiliser).toHaveAttribute("aria-valuenow", "100");
  await stabiliser.blur();
  await workbench.drawThrough(jitteryLine(450));

  // Measured in the line's middle, away from its start and its caught-up end.
  const middle = { left: 420, right: 600, reach: 40 };
  await expect.poll(() => workbench.hasInkNear({ x: 500, y: 450 }, 20)).toBe(true);
  const shaky = await inkHeight(workbench, { ...middle, y: 250 });
  const steady = await inkHeight(workbench, { ...middle, y: 450 });
  expect(shaky).toBeGreaterThan(16);
  expect(steady).toBeGreaterThan(0);
  expect(steady).toBeLessThan(shaky / 2);
  await snap(page, "workbench-aids-stabiliser");
});

test("the brush cursor outlines the brush's size at the zoom, over the canvas only", async ({
  page,
  request,
}) => {
  const workbench = await openNewWorkbench(page, request, "Outline");
  const cursor = page.getByTestId("brush-cursor");
  for (let step = 0; step < 10; step += 1) await page.keyboard.press("]");
  const size = Number(
    await page.getByRole("slider", { name: "Brush size" }).getAttribute("aria-valuenow"),
  );
  expect(size).toBeGreaterThan(15);

  // At 100 % the circle is as wide as the brush, centred on the pointer, over the drawing too.
  await page.getByRole("button", { name: /^Zoom \d+%, set to 100%$/ }).click();
  await expect(page.getByRole("button", { name: "Zoom 100%, set to 100%" })).toBeVisible();
  await workbench.drawWithMouse([
    { x: 350, y: 300 },
    { x: 550, y: 330 },
    { x: 650, y: 260 },
  ]);
  const canvas = await workbench.canvas.boundingBox();
  if (!canvas) throw new Error("the canvas is not on screen");
  const pointer = { x: canvas.x + 500, y: canvas.y + 320 };
  await page.mouse.move(pointer.x, pointer.y);
  await expect(cursor).toBeVisible();
  // Within a pixel or two: the rings' line width and the pixel grid.
  const widthOffBy = async (diameter: number) =>
    Math.abs(((await cursor.boundingBox())?.width ?? 0) - diameter);
  await expect.poll(() => widthOffBy(size)).toBeLessThanOrEqual(2);
  const box = await cursor.boundingBox();
  expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - pointer.x)).toBeLessThanOrEqual(1);
  expect(Math.abs((box?.y ?? 0) + (box?.height ?? 0) / 2 - pointer.y)).toBeLessThanOrEqual(1);
  await snap(page, "workbench-aids-brush-cursor");

  // At 200 % it is twice as wide.
  await page.keyboard.press("ControlOrMeta+=");
  await expect(page.getByRole("button", { name: "Zoom 200%, set to 100%" })).toBeVisible();
  await expect.poll(() => widthOffBy(2 * size)).toBeLessThanOrEqual(2);

  // The eraser has it too; the hand and a pointer off the canvas do not.
  await page.keyboard.press("e");
  await expect(cursor).toBeVisible();
  await page.keyboard.press("h");
  await expect(cursor).toBeHidden();
  await page.keyboard.press("b");
  await expect(cursor).toBeVisible();
  await workbench.tool("Brush").hover();
  await expect(cursor).toBeHidden();

  // With the panels hidden (Tab) it is still there: it is the pointer, not a panel.
  await page.keyboard.press("Tab");
  await expect(workbench.tools).toBeHidden();
  await page.mouse.move(pointer.x, pointer.y);
  await expect(cursor).toBeVisible();
});

test("Alt-click with the brush and the eyedropper both take the colour, and the brush stays", async ({
  page,
  request,
}) => {
  const workbench = await openNewWorkbench(page, request, "Sampling");
  const colour = page.getByRole("textbox", { name: "Colour" });
  for (let step = 0; step < 10; step += 1) await page.keyboard.press("]");
  await workbench.chooseColour("#ff0000");
  await workbench.drawWithMouse([
    { x: 300, y: 300 },
    { x: 600, y: 300 },
  ]);
  const onRed = { x: 450, y: 300 };
  await expect.poll(() => workbench.redAt(onRed)).toBe(true);

  // Alt held, a press on the red line with the brush takes its colour and draws nothing.
  await workbench.chooseColour("#0000ff");
  await expect(colour).toHaveValue("#0000ff");
  await workbench.keepPicture();
  const canvas = await workbench.canvas.boundingBox();
  if (!canvas) throw new Error("the canvas is not on screen");
  await page.keyboard.down("Alt");
  await page.mouse.move(canvas.x + 450, canvas.y + 360);
  await page.mouse.down();
  await page.mouse.move(canvas.x + onRed.x, canvas.y + onRed.y, { steps: 6 });
  await page.mouse.up();
  await page.keyboard.up("Alt");
  await expect(colour).toHaveValue("#ff0000");
  await expect(workbench.tool("Brush")).toHaveAttribute("aria-pressed", "true");
  expect(await workbench.largestChange()).toBe(0);

  // The eyedropper, chosen from the line tool, goes back to the line tool once it picked.
  await workbench.chooseColour("#00ff00");
  await colour.blur();
  await page.keyboard.press("u");
  await workbench.tool("Eyedropper").click();
  await expect(workbench.tool("Eyedropper")).toHaveAttribute("aria-pressed", "true");
  await page.mouse.click(canvas.x + onRed.x, canvas.y + onRed.y);
  await expect(colour).toHaveValue("#ff0000");
  await expect(workbench.tool("Line")).toHaveAttribute("aria-pressed", "true");

  // And with I from the brush, back to the brush.
  await page.keyboard.press("b");
  await page.keyboard.press("i");
  await expect(workbench.tool("Eyedropper")).toHaveAttribute("aria-pressed", "true");
  await page.mouse.click(canvas.x + 450, canvas.y + 420);
  await expect(colour).toHaveValue("#ffffff");
  await expect(workbench.tool("Brush")).toHaveAttribute("aria-pressed", "true");
  await snap(page, "workbench-aids-sampling");
});
