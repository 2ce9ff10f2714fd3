import { expect, snap, test } from "./support/test.js";
import { openNewWorkbench } from "./support/workbench.js";

const WHITE = [255, 255, 255, 255];
const ORANGE = [200, 100, 50, 255];
const BLUE = [100, 150, 200, 255];

/** Each channel within 3 of the expected one (colour rounding). */
function near(actual: number[], expected: readonly number[]): boolean {
  return expected.every((channel, index) => Math.abs((actual[index] ?? -99) - channel) <= 3);
}

/** Half of a colour over white, per channel. */
const halfOverWhite = (color: readonly number[]) =>
  color.slice(0, 3).map((channel) => Math.round((channel + 255) / 2));

test("a designer groups two layers, fades and hides the group, and ungroups them", async ({
  page,
  request,
}) => {
  test.slow();
  const workbench = await openNewWorkbench(page, request, "Groups");

  // An orange band on Layer 1 and a blue one across it on Layer 2.
  await workbench.widenBrush();
  await workbench.chooseColour("#c86432");
  await workbench.drawWithMouse([
    { x: 250, y: 300 },
    { x: 650, y: 300 },
  ]);
  await expect.poll(() => workbench.pixelAt({ x: 350, y: 300 })).toEqual(ORANGE);
  await page.getByRole("button", { name: "New layer" }).click();
  await expect(workbench.layer("Layer 2")).toHaveAttribute("aria-current", "true");
  await workbench.chooseColour("#6496c8");
  await workbench.drawWithMouse([
    { x: 450, y: 150 },
    { x: 450, y: 450 },
  ]);
  await expect.poll(() => workbench.pixelAt({ x: 450, y: 300 })).toEqual(BLUE);

  // Mod+G puts Layer 2 in "Group 1", the active row; Layer 1 is dragged into it, below Layer 2.
  await page.keyboard.press("ControlOrMeta+g");
  const group = workbench.layer("Group 1");
  await expect(group).toHaveAttribute("aria-current", "true");
  await expect(workbench.layers.getByRole("listitem")).toHaveText([
    /Group 1/,
    /Layer 2/,
    /Layer 1/,
  ]);
  const layer2 = workbench.layer("Layer 2");
  const height = (await layer2.boundingBox())?.height ?? 0;
  await workbench.layer("Layer 1").dragTo(layer2, { targetPosition: { x: 60, y: height - 4 } });
  await group.getByRole("button", { name: "Close Group 1" }).click();
  await expect(workbench.layers.getByRole("listitem")).toHaveText([/Group 1/]);
  await group.getByRole("button", { name: "Open Group 1" }).click();
  await expect(workbench.layers.getByRole("listitem")).toHaveText([
    /Group 1/,
    /Layer 2/,
    /Layer 1/,
  ]);
  // Drawing waits for a layer: the group is the active row.
  await group.getByRole("button", { name: "Select Group 1" }).click();
  await expect(group).toHaveAttribute("aria-current", "true");

  // The group at 50 %: the two layers fade together, blue still hiding the orange where they
  // cross (each layer at 50 % would let the orange show through the blue).
  const opacity = page.getByRole("slider", { name: "Layer opacity" });
  await opacity.focus();
  for (let value = 99; value >= 50; value -= 1) {
    await page.keyboard.press("ArrowLeft");
    await expect(opacity).toHaveAttribute("aria-valuenow", String(value));
  }
  await expect(group).toContainText("50%");
  await expect
    .poll(async () => near(await workbench.pixelAt({ x: 450, y: 300 }), halfOverWhite(BLUE)))
    .toBe(true);
  expect(near(await workbench.pixelAt({ x: 350, y: 300 }), halfOverWhite(ORANGE))).toBe(true);
  await workbench.expectSaved();
  await snap(page, "workbench-layer-groups");

  // Hidden, the group hides both layers.
  await group.getByRole("button", { name: "Hide Group 1" }).click();
  await expect.poll(() => workbench.pixelAt({ x: 450, y: 300 })).toEqual(WHITE);
  expect(await workbench.pixelAt({ x: 350, y: 300 })).toEqual(WHITE);
  await group.getByRole("button", { name: "Show Group 1" }).click();

  // Ungrouped, the layers keep their order, and paint as before the group.
  await page.keyboard.press("ControlOrMeta+Shift+g");
  await expect(workbench.layers.getByRole("listitem")).toHaveText([/Layer 2/, /Layer 1/]);
  await expect.poll(() => workbench.pixelAt({ x: 450, y: 300 })).toEqual(BLUE);
  expect(await workbench.pixelAt({ x: 350, y: 300 })).toEqual(ORANGE);

  // Stored: after a reload the layers are still in that order.
  await workbench.expectSaved();
  await page.reload();
  await workbench.expectSaved();
  await expect(workbench.layers.getByRole("listitem")).toHaveText([/Layer 2/, /Layer 1/]);
  await expect.poll(() => workbench.pixelAt({ x: 450, y: 300 })).toEqual(BLUE);
});
