import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { closeMenu, expect, snap, test } from "./support/test.js";
import { openNewWorkbench } from "./support/workbench.js";

/** A PNG's width and height, from its IHDR chunk (big-endian, at bytes 16 and 20). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

const artboardButton = (page: Page, name: string) =>
  page.getByRole("button", { name: `Artboard: ${name}` });

test("a designer keeps the side view and the rear on two artboards of one workbench", async ({
  page,
  request,
}) => {
  const workbench = await openNewWorkbench(page, request, "Coupe sheets");
  const side = { x: 300, y: 300 };
  await workbench.widenBrush();
  await workbench.drawWithMouse([side, { x: side.x + 200, y: side.y }]);
  await expect.poll(() => workbench.hasInkNear(side, 4)).toBe(true);

  // A second artboard: shown at once, empty, with a layer of its own.
  await artboardButton(page, "Artboard 1").click();
  await page.getByRole("menuitem", { name: "New artboard" }).click();
  await expect(artboardButton(page, "Artboard 2")).toBeVisible();
  await expect(workbench.layer("Layer 1")).toHaveAttribute("aria-current", "true");
  await expect.poll(() => workbench.hasInkNear(side, 4)).toBe(false);
  const rear = { x: 500, y: 200 };
  await workbench.drawWithMouse([rear, { x: rear.x, y: rear.y + 200 }]);
  await expect.poll(() => workbench.hasInkNear({ x: rear.x, y: rear.y + 100 }, 4)).toBe(true);

  // Renamed in place, and made a 800 × 600 sheet.
  await artboardButton(page, "Artboard 2").click();
  await page.getByRole("menuitem", { name: "Rename artboard" }).click();
  const name = page.getByRole("textbox", { name: "Artboard name" });
  await name.fill("Rear");
  await name.press("Enter");
  await expect(artboardButton(page, "Rear")).toBeVisible();
  await page.getByRole("button", { name: "Artboard size" }).click();
  const size = page.getByRole("dialog", { name: "Artboard size" });
  await size.getByLabel("Width").fill("800");
  await size.getByLabel("Height").fill("600");
  await size.getByRole("button", { name: "Apply" }).click();
  await expect(size).toBeHidden();
  await workbench.expectSaved();

  await artboardButton(page, "Rear").click();
  await expect(page.getByRole("menuitem", { name: /Rear/ })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await snap(page, "workbench-artboards-menu");
  // The first artboard again, with its side view.
  await page.getByRole("menuitem", { name: /Artboard 1/ }).click();
  await expect(artboardButton(page, "Artboard 1")).toBeVisible();
  await expect.poll(() => workbench.hasInkNear(side, 4)).toBe(true);

  // Export takes the artboard shown, and names the file after it.
  const exportPng = async () => {
    await page.getByRole("button", { name: "Export" }).click();
    const download = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "PNG 1x" }).click();
    return download;
  };
  const first = await exportPng();
  expect(first.suggestedFilename()).toBe("Coupe sheets - Artboard 1.png");
  expect(pngSize(await readFile(await first.path()))).toEqual({ width: 1920, height: 1080 });
  await artboardButton(page, "Artboard 1").click();
  await page.getByRole("menuitem", { name: /Rear/ }).click();
  const second = await exportPng();
  expect(second.suggestedFilename()).toBe("Coupe sheets - Rear.png");
  expect(pngSize(await readFile(await second.path()))).toEqual({ width: 800, height: 600 });

  // Deleted after a question, and back with undo; the last artboard cannot be deleted.
  await artboardButton(page, "Rear").click();
  await page.getByRole("menuitem", { name: "Delete artboard" }).click();
  const question = page.getByRole("dialog", { name: "Delete artboard" });
  await expect(question).toContainText('"Rear" and its layers will be deleted.');
  await question.getByRole("button", { name: "Delete artboard" }).click();
  await expect(artboardButton(page, "Artboard 1")).toBeVisible();
  await artboardButton(page, "Artboard 1").click();
  await expect(page.getByRole("menuitem", { name: "Delete artboard" })).toBeDisabled();
  await closeMenu(page);
  await page.keyboard.press("ControlOrMeta+z");
  await artboardButton(page, "Artboard 1").click();
  await expect(page.getByRole("menuitem", { name: /Rear/ })).toBeVisible();
  await closeMenu(page);
  await workbench.expectSaved();
  await page.reload();
  await workbench.expectSaved();
  await artboardButton(page, "Artboard 1").click();
  await expect(page.getByRole("menuitem", { name: /Rear/ })).toBeVisible();
});
