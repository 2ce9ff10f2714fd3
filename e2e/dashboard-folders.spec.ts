import { DashboardPage } from "./pages/DashboardPage.js";
import {
  createFolderViaApi,
  createUserViaApi,
  createWorkbenchViaApi,
  globalTeamViaApi,
  openSignedIn,
} from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

test("a new folder is created in the team, opened by double click and left through the team crumb", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Folders" });
  const team = await globalTeamViaApi(request, user, user.organizationId ?? "");
  const dashboard = new DashboardPage(page);

  await openSignedIn(page, user, `/files/team/${team.id}`);
  await expect(dashboard.heading(team.name)).toBeVisible();
  await expect(dashboard.foldersSection).toBeHidden();

  await dashboard.createFolder("Sketches");
  await expect(dashboard.toast("Folder created.")).toBeVisible();
  await expect(dashboard.folderCard("Sketches")).toBeVisible();
  await snap(page, "dashboard-team-new-folder");

  await dashboard.folderCard("Sketches").dblclick();
  await expect(page).toHaveURL(/\/files\/folder\/[\w-]+$/);
  await expect(dashboard.heading("Sketches")).toBeVisible();
  await expect(dashboard.breadcrumbs.getByRole("link", { name: team.name })).toBeVisible();
  await expect(dashboard.breadcrumbs.getByText("Sketches")).toHaveAttribute("aria-current", "page");

  await dashboard.breadcrumbs.getByRole("link", { name: team.name }).click();
  await expect(page).toHaveURL(`/files/team/${team.id}`);
  await expect(dashboard.heading(team.name)).toBeVisible();
  await expect(dashboard.folderCard("Sketches")).toBeVisible();
});

test('"New file" creates an Untitled file and opens it', async ({ page, request }) => {
  const user = await createUserViaApi(request, { workspace: "Atelier New File" });
  const team = await globalTeamViaApi(request, user, user.organizationId ?? "");
  const dashboard = new DashboardPage(page);

  await openSignedIn(page, user, `/files/team/${team.id}`);
  await expect(dashboard.heading(team.name)).toBeVisible();
  await expect(page.getByRole("button", { name: "Create new file" })).toBeVisible();
  await dashboard.newFileButton.click();
  await expect(page).toHaveURL(/\/workbench\/[\w-]+$/);
  await expect(page.getByRole("heading", { name: "Untitled", level: 1 })).toBeVisible();
  await snap(page, "dashboard-new-file-opened");
  await page.goBack();
  await expect(dashboard.heading(team.name)).toBeVisible();
  await expect(dashboard.fileCard("Untitled")).toBeVisible();
});

test('"New file" clicked while the files are still loading shows the new file on coming back', async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Impatient" });
  const team = await globalTeamViaApi(request, user, user.organizationId ?? "");
  const dashboard = new DashboardPage(page);
  // Hold the first answer for the files grid until the new file is made: a designer quicker
  // than the network.
  let releaseFiles: () => void = () => {};
  const filesHeld = new Promise<void>((resolve) => {
    releaseFiles = resolve;
  });
  let held = false;
  await page.route("**/graphql", async (route) => {
    if (!held && route.request().postDataJSON()?.query?.includes("query FolderWorkbenches")) {
      held = true;
      const response = await route.fetch();
      await filesHeld;
      await route.fulfill({ response });
      return;
    }
    await route.continue();
  });

  await openSignedIn(page, user, `/files/team/${team.id}`);
  await expect(dashboard.heading(team.name)).toBeVisible();
  await expect(page.getByLabel("Loading files")).toBeVisible();
  await dashboard.newFileButton.click();
  await expect(page).toHaveURL(/\/workbench\/[\w-]+$/);
  releaseFiles();
  // Straight back, before the file's page has even loaded.
  await page.goBack();
  await expect(dashboard.heading(team.name)).toBeVisible();
  await expect(dashboard.fileCard("Untitled")).toBeVisible();
});

test.describe("a folder with 35 files", () => {
  test.use({ viewport: { width: 1280, height: 600 } });

  test("shows 30 files, then the remaining 5 once scrolled to the end", async ({
    page,
    request,
  }) => {
    const user = await createUserViaApi(request, { workspace: "Atelier Scroll" });
    const team = await globalTeamViaApi(request, user, user.organizationId ?? "");
    const folderId = await createFolderViaApi(request, user, team.rootFolderId, "Archive");
    for (let index = 1; index <= 35; index++) {
      await createWorkbenchViaApi(
        request,
        user,
        folderId,
        `Plate ${String(index).padStart(2, "0")}`,
      );
    }
    const dashboard = new DashboardPage(page);

    await openSignedIn(page, user, `/files/folder/${folderId}`);
    await expect(dashboard.heading("Archive")).toBeVisible();
    await expect(dashboard.fileCards()).toHaveCount(30);

    await dashboard.fileCards().last().scrollIntoViewIfNeeded();
    await expect(dashboard.fileCards()).toHaveCount(35);
    await expect(page.getByLabel("Loading more files")).toBeHidden();
  });
});
