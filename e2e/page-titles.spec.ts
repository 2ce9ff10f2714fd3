import { DashboardPage } from "./pages/DashboardPage.js";
import { GeneralSettingsPage } from "./pages/GeneralSettingsPage.js";
import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import {
  createFolderViaApi,
  createUserViaApi,
  createWorkbenchViaApi,
  globalTeamViaApi,
  openSignedIn,
} from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

test("each page names itself and its workspace in the browser's tab", async ({ page, request }) => {
  const user = await createUserViaApi(request, { workspace: "Aziz Design" });
  const organizationId = user.organizationId ?? "";
  const team = await globalTeamViaApi(request, user, organizationId);
  const folderId = await createFolderViaApi(request, user, team.rootFolderId, "Concepts");
  await createWorkbenchViaApi(request, user, folderId, "Coupe");
  const dashboard = new DashboardPage(page);

  await page.goto("/auth");
  await expect(page).toHaveTitle("Sign in · Contour");

  await openSignedIn(page, user, `/files/${organizationId}/recent`);
  await expect(page).toHaveTitle("Home · Aziz Design · Contour");
  await dashboard.sidebar.getByRole("link", { name: team.name }).click();
  await expect(page).toHaveTitle(`${team.name} · Aziz Design · Contour`);
  await dashboard.folderCard("Concepts").dblclick();
  await expect(page).toHaveTitle("Concepts · Aziz Design · Contour");
  await dashboard.fileCard("Coupe").dblclick();
  await new WorkbenchPage(page).expectSaved();
  await expect(page).toHaveTitle("Coupe · Aziz Design · Contour");

  await page.goto(`/settings/organization/${organizationId}/members`);
  await expect(page.getByRole("heading", { name: "Members", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("Members · Aziz Design · Contour");
  await snap(page, "page-title-members");
  await page
    .getByRole("navigation", { name: "Settings" })
    .getByRole("link", { name: "Profile" })
    .click();
  await expect(page).toHaveTitle("Profile · Contour");

  // A renamed workspace renames the tab at once.
  const general = new GeneralSettingsPage(page);
  await general.open(organizationId);
  await expect(page).toHaveTitle("General · Aziz Design · Contour");
  await general.nameInput.fill("Aziz Studio");
  await general.saveButton.click();
  await expect(page.getByText("Name updated!")).toBeVisible();
  await expect(page).toHaveTitle("General · Aziz Studio · Contour");
});
