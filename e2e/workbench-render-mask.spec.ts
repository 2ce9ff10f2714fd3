import { PaintedMaskControls, RenderPanel } from "./pages/RenderPanel.js";
import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import { createWorkbenchInNewWorkspace, openSignedIn } from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

type Point = { x: number; y: number };

const WHEELS: readonly Point[] = [
  { x: 380, y: 385 },
  { x: 640, y: 385 },
];
/** Below the sill between the wheels: inside the box a Modify sends, outside the paint. */
const BETWEEN: Point = { x: 510, y: 400 };
const WHITE = [255, 255, 255, 255];
/** The grey an image is drawn as until it has loaded (draw-element's IMAGE_PLACEHOLDER_FILL). */
const LOADING = [229, 231, 235, 255];

/** A wheel as a mouse sketches it: round a centre, back to where it began. */
const wheel = ({ x, y }: Point, radius = 36): Point[] =>
  Array.from({ length: 17 }, (_, step) => ({
    x: x + radius * Math.cos((step * Math.PI) / 8),
    y: y + radius * Math.sin((step * Math.PI) / 8),
  }));

/** A hatchback's side as a designer roughs it out: the roof, the sill and the two wheels. */
const CAR: readonly Point[][] = [
  [
    { x: 290, y: 340 },
    { x: 330, y: 290 },
    { x: 450, y: 245 },
    { x: 620, y: 250 },
    { x: 730, y: 340 },
  ],
  [
    { x: 270, y: 360 },
    { x: 750, y: 360 },
  ],
  ...WHEELS.map((centre) => wheel(centre)),
];

test("a designer paints a mask over the sketch's wheels and Modify repaints only the painted area", async ({
  page,
  request,
}) => {
  test.slow();
  const { admin, workbenchId } = await createWorkbenchInNewWorkspace(request, {
    workspace: "Studio Mask",
    admin: "Ada Designer",
    file: "Wheels",
  });
  const workbench = new WorkbenchPage(page);
  await openSignedIn(page, admin, workbench.path(workbenchId));
  await workbench.expectSaved();
  await workbench.widenBrush();
  for (const stroke of CAR) await workbench.drawWithMouse(stroke);
  await workbench.expectSaved();

  const panel = new RenderPanel(page);
  const mask = new PaintedMaskControls(panel);
  await panel.open();
  await mask.toggle.click();
  await expect(mask.toggle).toHaveAttribute("aria-pressed", "true");
  // ] widens the mask's brush while it is painted, as it does the drawing's.
  for (let press = 0; press < 5; press += 1) await page.keyboard.press("]");
  await expect(panel.panel.getByText("130 px", { exact: true })).toBeVisible();
  for (const { x, y } of WHEELS) {
    await workbench.drawWithMouse([
      { x: x - 12, y },
      { x: x + 12, y },
    ]);
  }
  // A stroke too many, over the roof, taken away with the mask's eraser.
  await workbench.drawWithMouse([
    { x: 480, y: 200 },
    { x: 540, y: 200 },
  ]);
  expect(await mask.paintedAt({ x: 510, y: 200 })).toBe(true);
  await panel.panel.getByText("Erase (E)").click();
  await workbench.drawWithMouse([
    { x: 440, y: 200 },
    { x: 580, y: 200 },
  ]);
  expect(await mask.paintedAt({ x: 510, y: 200 })).toBe(false);
  await page.keyboard.press("B");
  for (const centre of WHEELS) expect(await mask.paintedAt(centre)).toBe(true);
  expect(await mask.paintedAt(BETWEEN)).toBe(false);
  // The mask lies over the drawing: the drawing itself is as it was.
  for (const centre of WHEELS) expect(await workbench.pixelAt(centre)).toEqual(WHITE);
  await snap(page, "render-mask-painted");

  // Space held pans the view while the mask is painted; the mask follows the drawing.
  const pan = { x: 40, y: 20 };
  const moved = ({ x, y }: Point): Point => ({ x: x + pan.x, y: y + pan.y });
  await page.keyboard.down("Space");
  await workbench.drawWithMouse([
    { x: 700, y: 560 },
    { x: 700 + pan.x, y: 560 + pan.y },
  ]);
  await page.keyboard.up("Space");
  for (const centre of WHEELS) expect(await mask.paintedAt(moved(centre))).toBe(true);
  expect(await mask.paintedAt(moved(BETWEEN))).toBe(false);
  expect(await mask.paintedAt({ x: 720, y: 570 })).toBe(false);

  // Escape stops painting and keeps the mask.
  await page.keyboard.press("Escape");
  await expect(mask.toggle).toHaveAttribute("aria-pressed", "false");
  expect(await mask.paintedAt(moved(WHEELS[0] as Point))).toBe(true);

  await mask.modify("Chrome wheels");
  const modify = panel.request("Modify");
  await expect(modify.getByText("Done")).toBeVisible();
  await panel.onOutput(modify, 1, "Place as layer");
  await expect(workbench.layers.getByRole("listitem").first()).toHaveText(/^Modify 1/);
  // The backend repainted what the mask covered (its test images tint it), and nothing else:
  // between the wheels, inside the image placed, the board is still white.
  const isBoardOrLoading = (pixel: number[]): boolean =>
    [WHITE, LOADING].some((colour) => colour.every((value, index) => pixel[index] === value));
  for (const centre of WHEELS) {
    await expect
      .poll(async () => isBoardOrLoading(await workbench.pixelAt(moved(centre))))
      .toBe(false);
  }
  expect(await workbench.pixelAt(moved(BETWEEN))).toEqual(WHITE);
  await snap(page, "render-mask-modified");

  await panel.panel.getByRole("button", { name: "Clear mask" }).click();
  expect(await mask.paintedAt(moved(WHEELS[0] as Point))).toBe(false);
  await expect(panel.panel.getByRole("button", { name: "Modify the painted area" })).toHaveCount(0);
});
