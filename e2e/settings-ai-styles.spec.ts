import { RENDER_STYLE_MESSAGES } from "@contour/core";
import { RenderPanel } from "./pages/RenderPanel.js";
import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import {
  createMemberViaApi,
  createUserViaApi,
  createWorkbenchViaApi,
  globalTeamViaApi,
  openSignedIn,
} from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

test("a workspace Admin edits, adds, resets and deletes render styles in Settings › AI, and a designer picks them in the Render panel", async ({
  browser,
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { workspace: "Studio Styles" });
  const organizationId = admin.organizationId ?? "";
  const team = await globalTeamViaApi(request, admin, organizationId);
  const workbenchId = await createWorkbenchViaApi(request, admin, team.rootFolderId, "Styles");
  const designer = await createMemberViaApi(request, admin, organizationId, "EDITOR", "Dee Signer");

  await openSignedIn(page, admin, `/settings/organization/${organizationId}/ai`);
  await expect(page.getByRole("heading", { name: "Render styles" })).toBeVisible();
  await expect(page.getByText("0 of 24 styles of your own")).toBeVisible();

  // Edit one of Contour's styles: its name and prompt suffix.
  await page
    .getByRole("group", { name: "Clay render" })
    .getByRole("button", { name: "Edit" })
    .click();
  const editForm = page.getByRole("dialog", { name: "Edit Clay render" });
  await expect(editForm.getByRole("textbox", { name: "Checkpoint" })).toHaveValue(
    "sd_xl_base_1.0.safetensors",
  );
  await editForm.getByRole("textbox", { name: "Name" }).fill("Clay, terracotta");
  await editForm
    .getByRole("textbox", { name: "Prompt suffix" })
    .fill("terracotta clay model, soft shadows, no texture");
  // A full-page shot here, with the modal open, once saw the modal gone before Save on CI: the
  // form alone is pictured.
  await editForm.screenshot({ path: "e2e/screenshots/settings-ai-style-form.png" });
  await editForm.getByRole("button", { name: "Save style" }).click();
  await expect(page.getByText("Clay, terracotta is saved.")).toBeVisible();
  await expect(editForm).toBeHidden();
  const edited = page.getByRole("group", { name: "Clay, terracotta" });
  await expect(edited.getByText("Edited")).toBeVisible();
  await expect(edited.getByRole("button", { name: "Reset to default" })).toBeVisible();

  // Add a style: a path out of the models folder is refused in the form, with the rule's words.
  await page.getByRole("button", { name: "Add style" }).click();
  const addForm = page.getByRole("dialog", { name: "Add a style" });
  await addForm.getByRole("textbox", { name: "Name" }).fill("Chrome");
  await addForm
    .getByRole("textbox", { name: "Prompt suffix" })
    .fill("polished chrome, studio reflections");
  const checkpoint = addForm.getByRole("textbox", { name: "Checkpoint" });
  await checkpoint.fill("../models/chrome.safetensors");
  await addForm.getByRole("button", { name: "Add style" }).click();
  await expect(addForm.getByText(RENDER_STYLE_MESSAGES.checkpoint)).toBeVisible();
  await checkpoint.fill("chrome_xl.safetensors");
  await expect(addForm.getByText(RENDER_STYLE_MESSAGES.checkpoint)).toBeHidden();
  await addForm.getByRole("button", { name: "Add style" }).click();
  await expect(page.getByText("Chrome is added.")).toBeVisible();
  await expect(addForm).toBeHidden();
  const chrome = page.getByRole("group", { name: "Chrome" });
  await expect(chrome.getByText("Custom")).toBeVisible();
  await expect(chrome.getByText(/^chrome_xl\.safetensors · 28 steps/)).toBeVisible();
  await expect(page.getByText("1 of 24 styles of your own")).toBeVisible();
  // The default style's influence, edited: the designer's panel starts there.
  await page
    .getByRole("group", { name: "Studio product shot" })
    .getByRole("button", { name: "Edit" })
    .click();
  const defaultForm = page.getByRole("dialog", { name: "Edit Studio product shot" });
  await defaultForm.getByRole("textbox", { name: "Drawing influence" }).fill("60");
  await defaultForm.getByRole("button", { name: "Save style" }).click();
  await expect(page.getByText("Studio product shot is saved.")).toBeVisible();
  // The list without the toasts over it.
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, "settings-ai-styles");

  // The designer's Render panel offers the workspace's styles.
  const designerPage = await (await browser.newContext()).newPage();
  const workbench = new WorkbenchPage(designerPage);
  await openSignedIn(designerPage, designer, workbench.path(workbenchId));
  await workbench.expectSaved();
  const panel = new RenderPanel(designerPage);
  await panel.open();
  await expect(panel.panel.getByRole("combobox", { name: "Style" })).toHaveValue(
    "Studio product shot",
  );
  await expect(panel.panel.getByText("60%", { exact: true })).toBeVisible();
  await panel.panel.getByRole("combobox", { name: "Style" }).click();
  await expect(designerPage.getByRole("option", { name: "Clay, terracotta" })).toBeVisible();
  await expect(designerPage.getByRole("option", { name: "Clay render" })).toHaveCount(0);
  await designerPage.getByRole("option", { name: "Chrome" }).click();
  await expect(panel.panel.getByRole("combobox", { name: "Style" })).toHaveValue("Chrome");
  await snap(designerPage, "render-panel-workspace-style");

  // Back in Settings › AI: the edited style reset, the added one deleted.
  await edited.getByRole("button", { name: "Reset to default" }).click();
  await page
    .getByRole("dialog", { name: "Reset Clay, terracotta?" })
    .getByRole("button", { name: "Reset to default" })
    .click();
  const clay = page.getByRole("group", { name: "Clay render" });
  await expect(clay).toBeVisible();
  await expect(clay.getByText("Edited")).toHaveCount(0);
  await chrome.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: "Delete Chrome?" })
    .getByRole("button", { name: "Delete style" })
    .click();
  await expect(chrome).toHaveCount(0);
  await expect(page.getByText("0 of 24 styles of your own")).toBeVisible();
});
