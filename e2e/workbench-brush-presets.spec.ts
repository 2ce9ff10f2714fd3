import type { Page } from "@playwright/test";
import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import { createMemberViaApi, createWorkbenchInNewWorkspace, openSignedIn } from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

/** The Brush panel's parts a designer reaches for here. */
function brushPanel(page: Page) {
  const panel = page.getByRole("region", { name: "Brush" });
  const saved = page.getByRole("region", { name: "Saved presets" });
  return {
    panel,
    saved,
    builtIn: (name: string) =>
      page.getByRole("group", { name: "Brush presets" }).getByRole("button", { name }),
    savedPreset: (name: string) => saved.getByRole("button", { name, exact: true }),
    menu: (name: string) => saved.getByRole("button", { name: `${name} actions` }),
  };
}

test("a designer saves a pencil of their own, shares it with a colleague, renames and deletes it", async ({
  page,
  browser,
  request,
}) => {
  // Two designers, two reloads: past 60 s on a loaded machine.
  test.slow();
  const { admin, organizationId, workbenchId } = await createWorkbenchInNewWorkspace(request, {
    workspace: "Studio Presets",
    admin: "Ada Sketch",
    file: "Roadster",
  });
  const colleague = await createMemberViaApi(request, admin, organizationId, "EDITOR", "Ben Line");
  const workbench = new WorkbenchPage(page);
  await openSignedIn(page, admin, workbench.path(workbenchId));
  await workbench.expectSaved();
  const ada = brushPanel(page);
  await expect(ada.saved.getByText("None yet")).toBeVisible();

  // A pencil at 14 px, saved under a name: the new preset is the one in hand.
  await ada.builtIn("Pencil").click();
  for (let step = 0; step < 10; step += 1) await page.keyboard.press("]");
  await expect(ada.panel.getByText("14 px")).toBeVisible();
  await ada.saved.getByRole("button", { name: "Save brush as preset" }).click();
  const dialog = page.getByRole("dialog", { name: "Save brush as preset" });
  await expect(dialog.getByLabel("Preset name")).toHaveValue("Pencil copy");
  await dialog.getByLabel("Preset name").fill("Soft sketch");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(ada.savedPreset("Soft sketch")).toHaveAttribute("aria-pressed", "true");

  // Another preset and back: the saved one draws at its own size, and so after a reload.
  await ada.builtIn("Ink").click();
  await expect(ada.panel.getByText("8 px")).toBeVisible();
  await ada.savedPreset("Soft sketch").click();
  await expect(ada.panel.getByText("14 px")).toBeVisible();
  await workbench.drawWithMouse([
    { x: 300, y: 300 },
    { x: 600, y: 320 },
  ]);
  await expect.poll(() => workbench.hasInkNear({ x: 450, y: 310 }, 4)).toBe(true);
  await page.reload();
  await workbench.expectSaved();
  await ada.savedPreset("Soft sketch").click();
  await expect(ada.panel.getByText("14 px")).toBeVisible();

  // Not shared yet: the colleague sees none of it.
  const context = await browser.newContext();
  const colleaguePage = await context.newPage();
  const colleagueScreen = new WorkbenchPage(colleaguePage);
  await openSignedIn(colleaguePage, colleague, colleagueScreen.path(workbenchId));
  await colleagueScreen.expectSaved();
  const ben = brushPanel(colleaguePage);
  await expect(ben.saved.getByText("None yet")).toBeVisible();

  await ada.menu("Soft sketch").click();
  await page.getByRole("menuitem", { name: "Share with the workspace" }).click();
  await expect(ada.saved.getByLabel("Shared")).toBeVisible();
  await snap(page, "workbench-saved-presets");

  // Shared: the colleague draws with it, and may not change it.
  await colleaguePage.reload();
  await colleagueScreen.expectSaved();
  await ben.savedPreset("Soft sketch").click();
  await expect(ben.panel.getByText("14 px")).toBeVisible();
  await expect(ben.menu("Soft sketch")).toHaveCount(0);

  // Renamed, then deleted: the brush goes back to Ink.
  await ada.menu("Soft sketch").click();
  await page.getByRole("menuitem", { name: "Rename…" }).click();
  const rename = page.getByRole("dialog", { name: "Rename preset" });
  await rename.getByLabel("Preset name").fill("Studio sketch");
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(ada.savedPreset("Studio sketch")).toBeVisible();
  await ada.menu("Studio sketch").click();
  await page.getByRole("menuitem", { name: "Delete…" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete preset" });
  await expect(
    confirm.getByText("Delete “Studio sketch” for everyone in the workspace?"),
  ).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(ada.saved.getByText("None yet")).toBeVisible();
  await expect(ada.builtIn("Ink")).toHaveAttribute("aria-pressed", "true");
  await expect(ada.panel.getByText("8 px")).toBeVisible();

  await colleaguePage.reload();
  await colleagueScreen.expectSaved();
  await expect(ben.saved.getByText("None yet")).toBeVisible();
  await context.close();
});
