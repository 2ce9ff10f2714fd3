import { DashboardPage } from "./pages/DashboardPage.js";
import {
  createUserViaApi,
  createWorkbenchViaApi,
  globalTeamViaApi,
  openSignedIn,
  renameWorkbenchViaApi,
} from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

test("the home of a new workspace shows no recent files, an empty All files table and the sidebar", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Home" });
  const organizationId = user.organizationId ?? "";
  const team = await globalTeamViaApi(request, user, organizationId);
  const dashboard = new DashboardPage(page);

  await openSignedIn(page, user, `/files/${organizationId}/recent`);

  await expect(dashboard.heading("Atelier Home")).toBeVisible();
  const recent = page.getByRole("region", { name: "Recent" });
  await expect(recent.getByRole("heading", { name: "Recent" })).toBeVisible();
  await expect(recent.getByText("No recent files")).toBeVisible();

  const allFiles = page.getByRole("region", { name: "All files" });
  await expect(allFiles.getByRole("heading", { name: "All files" })).toBeVisible();
  await expect(allFiles.getByRole("columnheader")).toHaveText(["Name", "Created", "Location"]);
  await expect(allFiles.getByText("No files yet")).toBeVisible();

  await expect(dashboard.sidebar.getByText("Atelier Home")).toBeVisible();
  await expect(dashboard.sidebar.getByRole("link", { name: "Home" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(dashboard.sidebar.getByRole("link", { name: "My files" })).toBeVisible();
  await expect(dashboard.sidebar.getByRole("link", { name: team.name })).toBeVisible();
  await snap(page, "dashboard-home-empty");
});

test("the All files sort choice is kept after a reload", async ({ page, request }) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Sort" });
  const organizationId = user.organizationId ?? "";
  const team = await globalTeamViaApi(request, user, organizationId);
  const alphaId = await createWorkbenchViaApi(request, user, team.rootFolderId, "Alpha");
  await createWorkbenchViaApi(request, user, team.rootFolderId, "Beta");
  // Alpha is the older file but the last edited one.
  await renameWorkbenchViaApi(request, user, alphaId, "Alpha v2");

  await openSignedIn(page, user, `/files/${organizationId}/recent`);
  const allFiles = page.getByRole("region", { name: "All files" });
  const rows = allFiles.getByRole("row").filter({ has: page.getByRole("cell") });
  const sort = page.getByRole("combobox", { name: "Sort files" });
  await expect(sort).toHaveValue("Last edited");
  await expect(rows.locator("td:first-child")).toHaveText(["Alpha v2", "Beta"]);

  await sort.click();
  await page.getByRole("option", { name: "Created recently" }).click();
  await expect(sort).toHaveValue("Created recently");
  await expect(rows.locator("td:first-child")).toHaveText(["Beta", "Alpha v2"]);

  await page.reload();
  await expect(page.getByRole("heading", { name: "Atelier Sort", level: 1 })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Sort files" })).toHaveValue("Created recently");
  await expect(rows.locator("td:first-child")).toHaveText(["Beta", "Alpha v2"]);
});
