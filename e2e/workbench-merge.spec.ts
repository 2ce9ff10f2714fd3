import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import {
  createUserViaApi,
  createWorkbenchViaApi,
  globalTeamViaApi,
  openSignedIn,
} from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

test("merge down of a Multiply layer at 47 % keeps the picture exactly as it looked", async ({
  page,
  request,
}) => {
  const designer = await createUserViaApi(request, { workspace: "Studio Merge" });
  const team = await globalTeamViaApi(request, designer, designer.organizationId ?? "");
  const workbenchId = await createWorkbenchViaApi(request, designer, team.rootFolderId, "Fender");
  const workbench = new WorkbenchPage(page);
  // Many strokes, key presses and pixel reads: a loaded machine needs the slow test's time.
  test.slow();
  await openSignedIn(page, designer, workbench.path(workbenchId));
  await expect(workbench.layer("Layer 1")).toBeVisible({ timeout: 30_000 });
  await workbench.expectSaved();
  // At actual size, one canvas pixel is one artboard pixel: the pixels compare exactly.
  await page.keyboard.press("Control+1");

  for (let step = 0; step < 20; step += 1) await page.keyboard.press("]");
  await workbench.chooseColour("#e07020");
  await workbench.drawWithMouse([
    { x: 300, y: 300 },
    { x: 900, y: 300 },
  ]);
  await page.getByRole("button", { name: "New layer" }).click();
  await expect(workbench.layer("Layer 2")).toHaveAttribute("aria-current", "true");
  await workbench.chooseColour("#2080c0");
  await workbench.drawWithMouse([
    { x: 600, y: 150 },
    { x: 600, y: 450 },
  ]);
  await expect.poll(() => workbench.hasInkNear({ x: 600, y: 420 }, 4)).toBe(true);

  await page.getByRole("combobox", { name: "Blend mode" }).click();
  await page.getByRole("option", { name: "Multiply" }).click();
  const opacity = page.getByRole("slider", { name: "Layer opacity" });
  await opacity.focus();
  // One step at a time: the slider shows the document's value, which follows each key.
  for (let value = 99; value >= 47; value -= 1) {
    await page.keyboard.press("ArrowLeft");
    await expect(opacity).toHaveAttribute("aria-valuenow", String(value));
  }
  await workbench.expectSaved();
  // Where the two cross, the blue multiplies the orange: darker than either.
  const [red, green, blue] = await workbench.pixelAt({ x: 600, y: 300 });
  expect(red).toBeLessThan(0xe0 - 40);
  expect(blue).toBeLessThan(0xc0);
  expect(green).toBeLessThan(0x70);
  await workbench.keepPicture();
  await snap(page, "workbench-merge-before");

  await page.getByRole("button", { name: "Merge down" }).click();
  await expect(workbench.layers.getByRole("listitem")).toHaveText(["Layer 1"]);
  await expect(page.getByRole("combobox", { name: "Blend mode" })).toHaveValue("Normal");
  await expect(page.getByRole("slider", { name: "Layer opacity" })).toHaveAttribute(
    "aria-valuenow",
    "100",
  );
  // Rounding, not a different picture: the merged layer composites the blue once more (its group
  // onto the orange's pixels, then the layer onto the artboard), and each composite rounds the
  // 8-bit premultiplied channels of the strokes' soft edges. Runs show 1 to 3; a lost blend mode or
  // opacity changes the crossing by over 40.
  expect(await workbench.largestChange()).toBeLessThanOrEqual(4);
  await workbench.expectSaved();
  await snap(page, "workbench-merge-after");

  // Stored as it looks: the same picture after a reload.
  await page.reload();
  await workbench.expectSaved();
  await expect(workbench.layers.getByRole("listitem")).toHaveText(["Layer 1"]);
  await page.keyboard.press("Control+1");
  const crossing = [red, green, blue];
  await expect
    .poll(async () => {
      const shown = await workbench.pixelAt({ x: 600, y: 300 });
      return Math.max(
        ...crossing.map((channel, index) => Math.abs((shown[index] ?? 0) - (channel ?? 0))),
      );
    })
    .toBeLessThanOrEqual(2);
});
