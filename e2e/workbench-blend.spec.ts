import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import {
  createUserViaApi,
  createWorkbenchViaApi,
  globalTeamViaApi,
  openSignedIn,
} from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

/** Each channel within 3 of the expected one (anti-aliasing and colour rounding). */
function near(actual: number[], expected: readonly number[]): boolean {
  return expected.every((channel, index) => Math.abs((actual[index] ?? -99) - channel) <= 3);
}

test("a layer set to Difference shows the difference where the strokes cross, and its row says so", async ({
  page,
  request,
}) => {
  test.slow();
  const designer = await createUserViaApi(request, { workspace: "Studio Blend" });
  const team = await globalTeamViaApi(request, designer, designer.organizationId ?? "");
  const workbenchId = await createWorkbenchViaApi(request, designer, team.rootFolderId, "Livery");
  const workbench = new WorkbenchPage(page);
  await openSignedIn(page, designer, workbench.path(workbenchId));
  await workbench.expectSaved();

  // A thick orange band on Layer 1 …
  for (let step = 0; step < 10; step += 1) await page.keyboard.press("]");
  await workbench.chooseColour("#c86432");
  await workbench.drawWithMouse([
    { x: 250, y: 300 },
    { x: 650, y: 300 },
  ]);
  await expect.poll(() => workbench.pixelAt({ x: 450, y: 300 })).toEqual([200, 100, 50, 255]);

  // … and a blue one across it on Layer 2.
  await page.getByRole("button", { name: "New layer" }).click();
  await expect(workbench.layer("Layer 2")).toHaveAttribute("aria-current", "true");
  await workbench.chooseColour("#6496c8");
  await workbench.drawWithMouse([
    { x: 450, y: 150 },
    { x: 450, y: 450 },
  ]);
  await expect.poll(() => workbench.pixelAt({ x: 450, y: 300 })).toEqual([100, 150, 200, 255]);

  // Difference, chosen from the Layers panel's blend modes, in its Inversion group.
  await page.getByRole("combobox", { name: "Blend mode" }).click();
  await expect(page.getByRole("option", { name: "Color Dodge" })).toBeVisible();
  await snap(page, "workbench-blend-menu");
  await page.getByRole("option", { name: "Difference" }).click();
  // |orange − blue| where they cross; the blue over white elsewhere is |white − blue|.
  await expect
    .poll(async () => near(await workbench.pixelAt({ x: 450, y: 300 }), [100, 50, 150]))
    .toBe(true);
  expect(near(await workbench.pixelAt({ x: 450, y: 200 }), [155, 105, 55])).toBe(true);
  await expect(workbench.layer("Layer 2")).toContainText("Difference");
  await expect(workbench.layer("Layer 1")).not.toContainText("Normal");

  // Each row's thumbnail shows its layer's stroke.
  for (const name of ["Layer 1", "Layer 2"]) {
    const thumbnail = workbench.layer(name).locator("canvas");
    await expect
      .poll(() =>
        thumbnail.evaluate((element) => {
          const canvas = element as HTMLCanvasElement;
          const data = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height);
          return [...(data?.data ?? [])].filter((_, index) => index % 4 === 3 && _ > 0).length;
        }),
      )
      .toBeGreaterThan(0);
  }
  await workbench.expectSaved();
  await snap(page, "workbench-blend-difference");

  // Stored: after a reload the layer still blends as Difference.
  await page.reload();
  await workbench.expectSaved();
  await expect(workbench.layer("Layer 2")).toContainText("Difference");
  await expect
    .poll(async () => near(await workbench.pixelAt({ x: 450, y: 300 }), [100, 50, 150]))
    .toBe(true);
});
