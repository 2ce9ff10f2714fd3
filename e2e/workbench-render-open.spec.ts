import { DashboardPage } from "./pages/DashboardPage.js";
import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import { designerAndColleague } from "./support/render-sketch.js";
import { expect, snap, test } from "./support/test.js";

test("a designer opens a rendered image as a new workbench beside the sketch; a viewer is not offered it", async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const { panel, leadPanel, lead, workbenchId, folderId } = await designerAndColleague(
    browser,
    page,
    request,
    "Coupe",
    "VIEWER",
  );
  await panel.open();
  await panel.render("A red sports coupé");
  const render = panel.request("Render");
  await expect(render.getByText("Done")).toBeVisible();

  // A viewer may not create files in the folder: the image's menu leaves it out.
  await leadPanel.open();
  await leadPanel.request("Render").getByRole("button", { name: "Image 1" }).click();
  await expect(lead.getByRole("menuitem", { name: "Use as reference" })).toBeVisible();
  await expect(lead.getByRole("menuitem", { name: "Open as new workbench" })).toHaveCount(0);

  // The designer lands on the new file: the image alone, on a layer named after it.
  await panel.onOutput(render, 1, "Open as new workbench");
  await expect(page).not.toHaveURL(new RegExp(workbenchId));
  await expect(page).toHaveURL(/\/workbench\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Coupe – Render 1" })).toBeVisible();
  const opened = new WorkbenchPage(page);
  await opened.expectSaved();
  await expect(opened.layers.getByRole("listitem")).toHaveCount(1);
  await expect(opened.layers.getByRole("listitem").first()).toHaveText(/^Render 1/);
  await snap(page, "render-opened-as-workbench");

  // It sits beside the sketch in the team's folder, its card showing the image.
  const dashboard = new DashboardPage(page);
  await page.goto(`/files/folder/${folderId}`);
  await expect(dashboard.fileCard("Coupe")).toBeVisible();
  await expect(dashboard.fileCard("Coupe – Render 1")).toBeVisible();
  await snap(page, "render-opened-folder");
});
