import type { Locator, Page } from "@playwright/test";
import { redSquarePng } from "./support/images.js";
import { expect, snap, test } from "./support/test.js";
import { openNewWorkbench } from "./support/workbench.js";

/** Drops a PNG on the canvas at a point of the page, as a file dragged from the desktop. */
async function dropPng(page: Page, png: Buffer, at: { x: number; y: number }) {
  const dataTransfer = await page.evaluateHandle((base64) => {
    const transfer = new DataTransfer();
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    transfer.items.add(new File([bytes], "front view.png", { type: "image/png" }));
    return transfer;
  }, png.toString("base64"));
  await page.dispatchEvent("main", "drop", { dataTransfer, clientX: at.x, clientY: at.y });
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return box;
}

test("a reference image lands where it is dropped on a layer of its own, scales in proportion, and is pinned in a window of its own", async ({
  page,
  request,
}) => {
  test.slow();
  const workbench = await openNewWorkbench(page, request, "Reference");
  const canvas = await boxOf(workbench.canvas);
  const drop = { x: canvas.x + 300, y: canvas.y + 250 };
  await dropPng(page, await redSquarePng(page), drop);

  // On a layer named after the file, above Layer 1, centred where it was dropped, selected.
  await expect(workbench.layers.getByRole("listitem")).toHaveText([/^front view/, /^Layer 1/]);
  const selection = page.getByTestId("selection");
  await expect(selection).toBeVisible();
  // The selection's frame, without its handles.
  const frame = selection.locator("polygon");
  await expect.poll(() => workbench.redAt({ x: 300, y: 250 })).toBe(true);
  const before = await boxOf(frame);
  expect(Math.abs(before.x + before.width / 2 - drop.x)).toBeLessThan(3);

  // Its corner dragged down and to the right: it grows, its proportions kept.
  await page.mouse.move(before.x + before.width, before.y + before.height);
  await page.mouse.down();
  await page.mouse.move(before.x + before.width + 120, before.y + before.height + 20, { steps: 4 });
  await page.mouse.up();
  await workbench.expectSaved();
  const after = await boxOf(frame);
  expect(after.width).toBeGreaterThan(before.width + 100);
  expect(Math.abs(after.width / after.height - before.width / before.height)).toBeLessThan(0.02);

  // Pinned: a window of its own, which stays put while the canvas moves.
  await page.getByRole("button", { name: "Reference", exact: true }).click();
  await page.getByRole("menuitem", { name: "Pin the selected image" }).click();
  const reference = page.getByRole("region", { name: "Reference" });
  await expect(reference.getByRole("img", { name: "Reference" })).toBeVisible();
  const pinnedAt = await boxOf(reference);
  await page.keyboard.press("ControlOrMeta+Minus");
  await expect.poll(async () => (await boxOf(reference)).x).toBe(pinnedAt.x);
  await snap(page, "workbench-reference");

  // Dragged by its title bar; after a reload it is where it was left.
  const title = reference.getByText("Reference", { exact: true });
  const grip = await boxOf(title);
  await page.mouse.move(grip.x + 5, grip.y + 5);
  await page.mouse.down();
  await page.mouse.move(grip.x + 205, grip.y + 105, { steps: 4 });
  await page.mouse.up();
  const moved = await boxOf(reference);
  expect(Math.round(moved.x - pinnedAt.x)).toBe(200);
  await page.reload();
  await workbench.expectSaved();
  await expect(reference.getByRole("img", { name: "Reference" })).toBeVisible();
  expect(Math.round((await boxOf(reference)).x)).toBe(Math.round(moved.x));

  await reference.getByRole("button", { name: "Unpin reference" }).click();
  await expect(reference).toBeHidden();
});
