import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import {
  createMemberViaApi,
  createUserViaApi,
  createWorkbenchViaApi,
  globalTeamViaApi,
  openSignedIn,
} from "./support/api.js";
import { centreOf, redSquarePng, widePng } from "./support/images.js";
import { expect, snap, test } from "./support/test.js";

test("a designer draws with the mouse, sees it saved, and finds it again after a reload", async ({
  page,
  request,
}) => {
  const designer = await createUserViaApi(request, { workspace: "Studio Draw" });
  const team = await globalTeamViaApi(request, designer, designer.organizationId ?? "");
  const workbenchId = await createWorkbenchViaApi(request, designer, team.rootFolderId, "Roadster");
  const workbench = new WorkbenchPage(page);

  await openSignedIn(page, designer, workbench.path(workbenchId));
  // "Saved" first: it allows for a slow first open, which the layer list then shows at once.
  await workbench.expectSaved();
  await expect(workbench.layer("Layer 1")).toBeVisible();
  await expect(workbench.tool("Brush")).toHaveAttribute("aria-pressed", "true");

  const line = [
    { x: 300, y: 300 },
    { x: 500, y: 320 },
    { x: 700, y: 300 },
  ];
  expect(await workbench.hasInkNear({ x: 500, y: 315 })).toBe(false);
  await workbench.drawWithMouse(line);
  await expect.poll(() => workbench.hasInkNear({ x: 500, y: 315 })).toBe(true);
  await workbench.expectSaved();
  await snap(page, "workbench-drawn");

  await page.reload();
  await workbench.expectSaved();
  await expect.poll(() => workbench.hasInkNear({ x: 500, y: 315 })).toBe(true);
});

/** A pen line across the canvas from thin to thick: pressure rising from 0.1 to 1. */
function penLine(y: number) {
  return Array.from({ length: 40 }, (_, index) => ({
    x: 250 + index * 12,
    y,
    pressure: 0.1 + (0.9 * index) / 39,
  }));
}

test("a pen stroke with pressure, the eraser, undo and redo", async ({ page, request }) => {
  const designer = await createUserViaApi(request, { workspace: "Studio Pen" });
  const team = await globalTeamViaApi(request, designer, designer.organizationId ?? "");
  const workbenchId = await createWorkbenchViaApi(request, designer, team.rootFolderId, "Hood");
  const workbench = new WorkbenchPage(page);
  await openSignedIn(page, designer, workbench.path(workbenchId));
  await workbench.expectSaved();

  // A bigger brush (about 33 px), so that pressure shows as width.
  for (let step = 0; step < 15; step += 1) await page.keyboard.press("]");
  await workbench.drawWithPen(penLine(300));
  await expect.poll(() => workbench.hasInkNear({ x: 700, y: 300 }, 4)).toBe(true);
  // Thick where the pen pressed hard, thin where it barely touched.
  expect(await workbench.hasInkNear({ x: 712, y: 307 }, 2)).toBe(true);
  expect(await workbench.hasInkNear({ x: 262, y: 307 }, 2)).toBe(false);
  const stylusFlag = await page.evaluate(() => localStorage.getItem("contour.stylusDetected"));
  expect(stylusFlag).toBe("true");
  await workbench.expectSaved();
  await snap(page, "workbench-pen");

  await page.keyboard.press("e");
  await expect(workbench.tool("Eraser")).toHaveAttribute("aria-pressed", "true");
  for (let step = 0; step < 6; step += 1) await page.keyboard.press("]");
  await workbench.drawWithMouse([
    { x: 650, y: 260 },
    { x: 650, y: 340 },
  ]);
  await expect.poll(() => workbench.hasInkNear({ x: 650, y: 300 }, 3)).toBe(false);
  expect(await workbench.hasInkNear({ x: 500, y: 300 }, 3)).toBe(true);

  await page.keyboard.press("Control+z");
  await expect.poll(() => workbench.hasInkNear({ x: 650, y: 300 }, 3)).toBe(true);
  await page.keyboard.press("Control+z");
  await expect.poll(() => workbench.hasInkNear({ x: 500, y: 300 }, 3)).toBe(false);
  await page.keyboard.press("Shift+Control+z");
  await expect.poll(() => workbench.hasInkNear({ x: 500, y: 300 }, 3)).toBe(true);
  await workbench.expectSaved();

  await page.keyboard.press("?");
  const shortcuts = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(shortcuts.getByText("Undo", { exact: true })).toBeVisible();
  await expect(shortcuts.getByText("Fit artboard")).toBeVisible();
  await snap(page, "workbench-shortcuts");
  await page.keyboard.press("Escape");
  await expect(shortcuts).toHaveCount(0);
});

test("layers: add, reorder, hide; an image imported, the file renamed and exported", async ({
  page,
  request,
}) => {
  const designer = await createUserViaApi(request, { workspace: "Studio Layers" });
  const team = await globalTeamViaApi(request, designer, designer.organizationId ?? "");
  const workbenchId = await createWorkbenchViaApi(request, designer, team.rootFolderId, "Coupe");
  const workbench = new WorkbenchPage(page);
  await openSignedIn(page, designer, workbench.path(workbenchId));
  await workbench.expectSaved();

  await workbench.drawWithMouse([
    { x: 300, y: 200 },
    { x: 600, y: 200 },
  ]);
  await page.getByRole("button", { name: "New layer" }).click();
  await expect(workbench.layer("Layer 2")).toHaveAttribute("aria-current", "true");
  await expect(workbench.layers.getByRole("listitem")).toHaveText(["Layer 2", "Layer 1"]);
  // The sidebar scrolls: both rows in view before the drag, which must not scroll it midway.
  await workbench.layer("Layer 1").scrollIntoViewIfNeeded();
  await workbench.layer("Layer 2").dragTo(workbench.layer("Layer 1"), {
    targetPosition: { x: 40, y: 30 },
  });
  await expect(workbench.layers.getByRole("listitem")).toHaveText(["Layer 1", "Layer 2"]);

  await page.getByRole("button", { name: "Hide Layer 1" }).click();
  await expect.poll(() => workbench.hasInkNear({ x: 450, y: 200 })).toBe(false);
  await page.getByRole("button", { name: "Show Layer 1" }).click();
  await expect.poll(() => workbench.hasInkNear({ x: 450, y: 200 })).toBe(true);

  // An image, picked from disk, lands on a layer of its own named after the file, selected.
  await page.getByLabel("Image or layered file").setInputFiles({
    name: "swatch.png",
    mimeType: "image/png",
    buffer: await redSquarePng(page),
  });
  await expect(page.getByTestId("selection")).toBeVisible();
  await expect(workbench.layer("swatch")).toHaveAttribute("aria-current", "true");
  const centre = centreOf(await workbench.canvasSize());
  await expect.poll(() => workbench.redAt(centre)).toBe(true);
  await snap(page, "workbench-layers-image");

  await page.getByRole("button", { name: "Rename Coupe" }).click();
  await page.getByRole("textbox", { name: "File name" }).fill("Coupe v2");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Rename Coupe v2" })).toBeVisible();
  await workbench.expectSaved();

  await page.getByRole("button", { name: "Export" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "PNG 1x" }).click();
  expect((await download).suggestedFilename()).toBe("Coupe v2.png");
  await expect(page.getByRole("menuitem", { name: "PNG 2x" })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("button", { name: "Rename Coupe v2" })).toBeVisible();
  await expect(workbench.layers.getByRole("listitem")).toHaveText(["Layer 1", "swatch", "Layer 2"]);
  await expect.poll(() => workbench.hasInkNear({ x: 450, y: 200 })).toBe(true);
});

test("an image wider than the limit is refused before it is uploaded", async ({
  page,
  request,
}) => {
  const designer = await createUserViaApi(request, { workspace: "Studio Wide" });
  const team = await globalTeamViaApi(request, designer, designer.organizationId ?? "");
  const workbenchId = await createWorkbenchViaApi(request, designer, team.rootFolderId, "Strip");
  const workbench = new WorkbenchPage(page);
  await openSignedIn(page, designer, workbench.path(workbenchId));
  await workbench.expectSaved();
  const uploads: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST" && sent.url().includes("/images")) uploads.push(sent.url());
  });

  await page.getByLabel("Image or layered file").setInputFiles({
    name: "panorama.png",
    mimeType: "image/png",
    buffer: await widePng(page, 16_385),
  });
  await expect(
    page.getByText("An image can be at most 16,384 pixels on a side and 67 megapixels."),
  ).toBeVisible();
  await expect(page.getByTestId("selection")).toHaveCount(0);
  expect(uploads).toEqual([]);
});

test("an image pasted from the clipboard or dropped on the canvas is placed, and stays", async ({
  page,
  request,
}) => {
  const designer = await createUserViaApi(request, { workspace: "Studio Paste" });
  const team = await globalTeamViaApi(request, designer, designer.organizationId ?? "");
  const workbenchId = await createWorkbenchViaApi(request, designer, team.rootFolderId, "Board");
  const workbench = new WorkbenchPage(page);
  await openSignedIn(page, designer, workbench.path(workbenchId));
  await workbench.expectSaved();
  const png = (await redSquarePng(page)).toString("base64");
  const centre = centreOf(await workbench.canvasSize());

  // Pasted: a clipboard holding an image file, as after "Copy image" in another app.
  await page.evaluate((base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const clipboard = new DataTransfer();
    clipboard.items.add(new File([bytes], "pasted.png", { type: "image/png" }));
    window.dispatchEvent(new ClipboardEvent("paste", { clipboardData: clipboard }));
  }, png);
  await expect.poll(() => workbench.redAt(centre)).toBe(true);
  await page.keyboard.press("Delete");
  await expect.poll(() => workbench.redAt(centre)).toBe(false);

  // Dropped: a file dragged from the desktop onto the canvas, where it lands.
  const files = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], "dropped.png", { type: "image/png" }));
    return transfer;
  }, png);
  await workbench.canvas.dispatchEvent("dragover", { dataTransfer: files });
  const canvasBox = await workbench.canvas.boundingBox();
  await workbench.canvas.dispatchEvent("drop", {
    dataTransfer: files,
    clientX: (canvasBox?.x ?? 0) + centre.x,
    clientY: (canvasBox?.y ?? 0) + centre.y,
  });
  await expect.poll(() => workbench.redAt(centre)).toBe(true);
  await workbench.expectSaved();

  await page.reload();
  await workbench.expectSaved();
  await expect.poll(() => workbench.redAt(centre)).toBe(true);
});

test("the dashboard's thumbnail shows what was drawn", async ({ page, request }) => {
  const designer = await createUserViaApi(request, { workspace: "Studio Thumbs" });
  const team = await globalTeamViaApi(request, designer, designer.organizationId ?? "");
  const workbenchId = await createWorkbenchViaApi(request, designer, team.rootFolderId, "Wagon");
  const workbench = new WorkbenchPage(page);
  await openSignedIn(page, designer, workbench.path(workbenchId));
  await workbench.expectSaved();
  await page.keyboard.press("r");
  for (let step = 0; step < 10; step += 1) await page.keyboard.press("]");
  await workbench.drawWithMouse([
    { x: 200, y: 150 },
    { x: 800, y: 500 },
  ]);
  await workbench.expectSaved();

  await page.getByRole("link", { name: "Back to the folder" }).click();
  const card = page.getByTestId("workbench-card").filter({ hasText: "Wagon" });
  // The server renders it a couple of seconds after the save; the page shows the newest.
  await expect
    .poll(
      async () => {
        await page.reload();
        return card.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth);
      },
      { timeout: 30_000 },
    )
    .toBe(560);
  const inked = await card.locator("img").evaluate((image: HTMLImageElement) => {
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext("2d");
    context?.drawImage(image, 0, 0);
    const { data } = context?.getImageData(0, 0, canvas.width, canvas.height) ?? { data: [] };
    let dark = 0;
    for (let index = 0; index < data.length; index += 4) if ((data[index] ?? 255) < 100) dark += 1;
    return dark;
  });
  expect(inked).toBeGreaterThan(100);
  await snap(page, "workbench-thumbnail");
});

test("a Viewer looks, pans and exports, and cannot draw", async ({ page, request }) => {
  const admin = await createUserViaApi(request, { workspace: "Studio Look" });
  const organizationId = admin.organizationId ?? "";
  const team = await globalTeamViaApi(request, admin, organizationId);
  const workbenchId = await createWorkbenchViaApi(request, admin, team.rootFolderId, "Sedan");
  const viewer = await createMemberViaApi(request, admin, organizationId, "VIEWER", "Val Viewer");
  const workbench = new WorkbenchPage(page);

  await openSignedIn(page, viewer, workbench.path(workbenchId));
  await expect(page.getByText("View only")).toBeVisible();
  await expect(workbench.status).toHaveText("Saved");
  await expect(workbench.tool("Brush")).toBeDisabled();
  await expect(workbench.tool("Hand")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "New layer" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Rename Sedan" })).toHaveCount(0);

  await page.keyboard.press("b");
  await workbench.drawWithMouse([
    { x: 300, y: 300 },
    { x: 600, y: 300 },
  ]);
  expect(await workbench.hasInkNear({ x: 450, y: 300 })).toBe(false);
  await page.getByRole("button", { name: "Export" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "PNG 1x" }).click();
  expect((await download).suggestedFilename()).toBe("Sedan.png");
  await snap(page, "workbench-viewer");
});

test("the new-file address creates an Untitled file in the folder and opens it", async ({
  page,
  request,
}) => {
  const designer = await createUserViaApi(request, { workspace: "Studio New" });
  const team = await globalTeamViaApi(request, designer, designer.organizationId ?? "");
  await openSignedIn(page, designer, `/workbench/folder/${team.rootFolderId}/new`);
  await expect(page).toHaveURL(/\/workbench\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("button", { name: "Rename Untitled" })).toBeVisible();
  await new WorkbenchPage(page).expectSaved();
});
