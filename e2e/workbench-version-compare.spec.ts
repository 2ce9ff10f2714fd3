import type { Locator } from "@playwright/test";
import { HistoryPanel } from "./pages/HistoryPanel.js";
import { PresencePage } from "./pages/PresencePage.js";
import { createWorkbenchInNewWorkspace, openSignedIn } from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

const across = (y: number) => [
  { x: 300, y },
  { x: 500, y: y + 20 },
  { x: 700, y },
];

/** How many of a loaded image's pixels are ink (dark and opaque), as the browser decoded it. */
function inkInImage(image: Locator): Promise<number> {
  return image.evaluate(async (element) => {
    const img = element as HTMLImageElement;
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext("2d");
    if (!context || canvas.width === 0) return -1;
    context.drawImage(img, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let ink = 0;
    for (let index = 0; index < data.length; index += 4) {
      if ((data[index] ?? 255) < 128 && (data[index + 3] ?? 0) > 128) ink += 1;
    }
    return ink;
  });
}

test("a designer compares versions' server previews with the current drawing, and opens one as a copy", async ({
  page,
  request,
}) => {
  const { admin: ada, workbenchId } = await createWorkbenchInNewWorkspace(request, {
    workspace: "Studio Compare",
    admin: "Ada Designer",
    file: "Coupe",
  });
  const designer = new PresencePage(page);
  await openSignedIn(page, ada, designer.path(workbenchId));
  await designer.expectSaved();
  const history = new HistoryPanel(page);
  await history.open();
  await history.save("Blank");

  await designer.drawWithMouse(across(250));
  await designer.expectSaved();
  await history.save("Roofline");
  await designer.drawWithMouse(across(450));
  await designer.expectSaved();

  // The server renders each version as it was: the blank one without ink, the next with its line.
  await history.act("Blank", "Compare with current");
  const compare = page.getByRole("dialog", { name: "Compare with current" });
  await expect(compare.getByRole("img", { name: "Preview of Blank" })).toBeVisible();
  expect(await inkInImage(compare.getByRole("img", { name: "Preview of Blank" }))).toBe(0);
  await expect(compare.getByLabel("The current drawing")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(compare).toBeHidden();

  await history.act("Roofline", "Compare with current");
  const roofline = compare.getByRole("img", { name: "Preview of Roofline" });
  await expect(roofline).toBeVisible();
  expect(await inkInImage(roofline)).toBeGreaterThan(0);
  await snap(page, "versions-compare-side-by-side");
  await page.keyboard.press("Escape");
  await expect(compare).toBeHidden();

  // The copy is a new file holding the version: the roofline, not what was drawn after it.
  await history.act("Roofline", "Open as a copy");
  await expect(page.getByRole("heading", { name: "Coupe (Roofline)", level: 1 })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(workbenchId));
  await designer.expectSaved();
  await designer.expectInkNear({ x: 500, y: 265 });
  await designer.expectInkNear({ x: 500, y: 465 }, false);
  await snap(page, "versions-opened-as-copy");
});
