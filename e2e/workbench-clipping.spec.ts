import { expect, snap, test } from "./support/test.js";
import { openNewWorkbench } from "./support/workbench.js";

const WHITE = [255, 255, 255, 255];

test("a clipped layer and alpha lock paint only inside the shape below", async ({
  page,
  request,
}) => {
  test.slow();
  const workbench = await openNewWorkbench(page, request, "Clipping");

  // The shape: a thick orange band on Layer 1.
  for (let step = 0; step < 10; step += 1) await page.keyboard.press("]");
  await workbench.chooseColour("#c86432");
  await workbench.drawWithMouse([
    { x: 250, y: 300 },
    { x: 650, y: 300 },
  ]);
  await expect.poll(() => workbench.pixelAt({ x: 450, y: 300 })).toEqual([200, 100, 50, 255]);
  expect(await workbench.pixelAt({ x: 450, y: 200 })).toEqual(WHITE);

  // Layer 2, clipped to it: blue painted across the band's edge shows only on the band.
  await page.getByRole("button", { name: "New layer" }).click();
  await expect(workbench.layer("Layer 2")).toHaveAttribute("aria-current", "true");
  const clip = page.getByRole("button", { name: "Clip to layer below" });
  await clip.click();
  await expect(clip).toHaveAttribute("aria-pressed", "true");
  await expect(
    workbench.layer("Layer 2").getByRole("img", { name: "Clipped to the layer below" }),
  ).toBeVisible();
  await workbench.chooseColour("#6496c8");
  await workbench.drawWithMouse([
    { x: 450, y: 150 },
    { x: 450, y: 450 },
  ]);
  await expect.poll(() => workbench.pixelAt({ x: 450, y: 300 })).toEqual([100, 150, 200, 255]);
  expect(await workbench.pixelAt({ x: 450, y: 200 })).toEqual(WHITE);
  expect(await workbench.pixelAt({ x: 450, y: 400 })).toEqual(WHITE);

  // Layer 1 with its transparent pixels locked: green across the edge stays on the band.
  await workbench.layer("Layer 1").getByRole("button", { name: "Select Layer 1" }).click();
  const alphaLock = page.getByRole("button", { name: "Lock transparent pixels" });
  await alphaLock.click();
  await expect(alphaLock).toHaveAttribute("aria-pressed", "true");
  await expect(
    workbench.layer("Layer 1").getByRole("img", { name: "Transparent pixels locked" }),
  ).toBeVisible();
  await workbench.chooseColour("#32a050");
  await workbench.drawWithMouse([
    { x: 350, y: 150 },
    { x: 350, y: 450 },
  ]);
  await expect.poll(() => workbench.pixelAt({ x: 350, y: 300 })).toEqual([50, 160, 80, 255]);
  expect(await workbench.pixelAt({ x: 350, y: 200 })).toEqual(WHITE);
  expect(await workbench.pixelAt({ x: 350, y: 400 })).toEqual(WHITE);
  await workbench.expectSaved();
  await snap(page, "workbench-clipping");

  // Turning the lock off leaves what was drawn under it; the next stroke paints everywhere.
  await alphaLock.click();
  await expect(alphaLock).toHaveAttribute("aria-pressed", "false");
  await workbench.drawWithMouse([
    { x: 550, y: 150 },
    { x: 550, y: 450 },
  ]);
  await expect.poll(() => workbench.pixelAt({ x: 550, y: 200 })).toEqual([50, 160, 80, 255]);
  expect(await workbench.pixelAt({ x: 350, y: 200 })).toEqual(WHITE);

  // Stored: after a reload the clipping and the atop strokes are as they were.
  await workbench.expectSaved();
  await page.reload();
  await workbench.expectSaved();
  await expect.poll(() => workbench.pixelAt({ x: 450, y: 300 })).toEqual([100, 150, 200, 255]);
  expect(await workbench.pixelAt({ x: 450, y: 200 })).toEqual(WHITE);
  expect(await workbench.pixelAt({ x: 350, y: 200 })).toEqual(WHITE);
});
