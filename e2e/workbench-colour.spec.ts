import type { Page } from "@playwright/test";
import { ColourPanel } from "./pages/ColourPanel.js";
import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import { createMemberViaApi, createWorkbenchInNewWorkspace, openSignedIn } from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

const line = (y: number) => [
  { x: 300, y },
  { x: 500, y: y + 10 },
  { x: 700, y },
];

/** The colour the canvas shows on the middle of a `line(y)` stroke. */
async function strokeColour(workbench: WorkbenchPage, y: number): Promise<number[]> {
  return workbench.inkiestInColumn(500, y, y + 16);
}

/** Whether the tool shortcuts work: the hex and number fields let go of the keyboard on Enter. */
async function expectShortcutsWork(page: Page, workbench: WorkbenchPage) {
  await page.keyboard.press("e");
  await expect(workbench.tool("Eraser")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("b");
  await expect(workbench.tool("Brush")).toHaveAttribute("aria-pressed", "true");
}

test("HSB, RGB and alpha set the brush colour; the workspace palette keeps swatches across reloads, and a Viewer cannot add to it", async ({
  page,
  browser,
  request,
}) => {
  // Five strokes, three reloads and a second browser: past 60 s on a loaded machine.
  test.slow();
  const { admin, organizationId, workbenchId } = await createWorkbenchInNewWorkspace(request, {
    workspace: "Studio Colour",
    admin: "Ada Hue",
    file: "Coupe",
  });
  const workbench = new WorkbenchPage(page);
  const colour = new ColourPanel(page);
  await openSignedIn(page, admin, workbench.path(workbenchId));
  await workbench.expectSaved();

  // HSB: a pure green by its hue.
  await colour.type("Hue", 120);
  await colour.type("Saturation", 100);
  await colour.type("Brightness", 100);
  await expect(colour.hex).toHaveValue("#00ff00");
  await expect(colour.field("Brightness")).not.toBeFocused();
  await expectShortcutsWork(page, workbench);
  await workbench.widenBrush();
  await workbench.drawWithMouse(line(200));
  await expect.poll(() => strokeColour(workbench, 200)).toEqual([0, 255, 0]);

  // RGB: a blue by its channels; the numbers follow the hex and the hex the numbers.
  await colour.chooseModel("RGB");
  await expect(colour.field("Green")).toHaveValue("255");
  await colour.type("Green", 0);
  await colour.type("Blue", 255);
  await expect(colour.hex).toHaveValue("#0000ff");
  await workbench.drawWithMouse(line(300));
  await expect.poll(() => strokeColour(workbench, 300)).toEqual([0, 0, 255]);

  // Alpha 50 %: the same value as the Opacity slider; red over the white board shows pink.
  await colour.type("Red", 255);
  await colour.type("Blue", 0);
  await colour.type("Alpha", 50);
  await expect(page.getByRole("slider", { name: "Brush opacity" })).toHaveAttribute(
    "aria-valuenow",
    "50",
  );
  await workbench.drawWithMouse(line(400));
  await expect
    .poll(async () => {
      const [red = 0, green = 0, blue = 0] = await strokeColour(workbench, 400);
      return red === 255 && Math.abs(green - 128) <= 2 && Math.abs(blue - 128) <= 2;
    })
    .toBe(true);
  await colour.type("Alpha", 100);

  // The palette: + keeps the brush colour for the workspace.
  await expect(colour.palette.getByText("No colours yet", { exact: false })).toBeVisible();
  await colour.addToPalette.click();
  await expect(colour.swatch("#ff0000")).toBeVisible();
  await colour.chooseModel("HSB");
  await colour.type("Hue", 210);
  await expect(colour.hex).toHaveValue("#0080ff");
  await colour.addToPalette.click();
  await expect(colour.swatch("#0080ff")).toBeVisible();
  await expect(colour.recent.getByRole("button")).toHaveCount(3);
  // Away from the + button, whose tooltip would cover the panel.
  await page.mouse.move(1300, 850);
  await expect(page.getByRole("tooltip")).toHaveCount(0);
  await snap(page, "workbench-colour-panel");

  // After a reload: the swatches are the workspace's, the recent colours this user's.
  await page.reload();
  await workbench.expectSaved();
  await expect(colour.palette.getByRole("button", { name: /^Use / })).toHaveCount(2);
  await expect(colour.recent.getByRole("button", { name: "Use #00ff00" })).toBeVisible();
  await colour.swatch("#ff0000").click();
  await expect(colour.hex).toHaveValue("#ff0000");
  await expect(colour.field("Hue")).toHaveValue("0");
  await workbench.drawWithMouse(line(500));
  await expect.poll(() => strokeColour(workbench, 500)).toEqual([255, 0, 0]);

  await colour.removeFromPalette("#ff0000");
  await expect(colour.swatch("#ff0000")).toHaveCount(0);
  await page.reload();
  await workbench.expectSaved();
  await expect(colour.swatch("#0080ff")).toBeVisible();
  await expect(colour.swatch("#ff0000")).toHaveCount(0);

  // A Viewer sees the drawing, and no way to change the palette.
  const viewer = await createMemberViaApi(request, admin, organizationId, "VIEWER", "Val Viewer");
  const context = await browser.newContext();
  const viewerPage = await context.newPage();
  const viewerScreen = new WorkbenchPage(viewerPage);
  await openSignedIn(viewerPage, viewer, viewerScreen.path(workbenchId));
  await viewerScreen.expectSaved();
  await expect(viewerPage.getByText("View only")).toBeVisible();
  await expect.poll(() => strokeColour(viewerScreen, 500)).toEqual([255, 0, 0]);
  await expect(viewerPage.getByRole("button", { name: "Add colour to palette" })).toHaveCount(0);
  await expect(viewerPage.getByRole("button", { name: /from palette$/ })).toHaveCount(0);
  await context.close();
});
