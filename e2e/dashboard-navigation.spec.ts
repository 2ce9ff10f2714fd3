import { randomUUID } from "node:crypto";
import { DashboardPage } from "./pages/DashboardPage.js";
import {
  createUserViaApi,
  createWorkbenchViaApi,
  createWorkspaceViaApi,
  draftsFolderViaApi,
  globalTeamViaApi,
  openSignedIn,
  recordViewViaApi,
  uploadLogoViaApi,
} from "./support/api.js";
import { redSquarePng } from "./support/images.js";
import { expect, snap, test } from "./support/test.js";

test("files opened from a folder show up in Home's Recent strip, the last opened first", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Recent" });
  const organizationId = user.organizationId ?? "";
  const team = await globalTeamViaApi(request, user, organizationId);
  await createWorkbenchViaApi(request, user, team.rootFolderId, "Front three-quarter");
  await createWorkbenchViaApi(request, user, team.rootFolderId, "Side profile");
  const dashboard = new DashboardPage(page);

  await openSignedIn(page, user, `/files/team/${team.id}`);
  for (const name of ["Side profile", "Front three-quarter"]) {
    await dashboard.fileCard(name).dblclick();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Back to the folder" }).click();
    await expect(dashboard.heading(team.name)).toBeVisible();
  }

  await dashboard.sidebar.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(`/files/${organizationId}/recent`);
  const recent = page.getByRole("region", { name: "Recent" });
  await expect(recent.getByTestId("workbench-card")).toHaveText([
    /Front three-quarter/,
    /Side profile/,
  ]);
  const allFiles = page.getByRole("region", { name: "All files" });
  await expect(allFiles.getByRole("row", { name: /Side profile/ })).toContainText(team.name);
  await snap(page, "dashboard-home-recent");
});

test("the folder route sends a team's root to the team page and My files' root to My files", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Roots" });
  const organizationId = user.organizationId ?? "";
  const team = await globalTeamViaApi(request, user, organizationId);
  const draftsId = await draftsFolderViaApi(request, user, organizationId);
  const dashboard = new DashboardPage(page);

  await openSignedIn(page, user, `/files/folder/${team.rootFolderId}`);
  await expect(page).toHaveURL(`/files/team/${team.id}`);
  await expect(dashboard.heading(team.name)).toBeVisible();

  await page.goto(`/files/folder/${draftsId}`);
  await expect(page).toHaveURL(`/files/organization/${organizationId}/drafts`);
  await expect(dashboard.heading("My files")).toBeVisible();
});

test('a folder made in My files leads back to "My files" through its breadcrumbs', async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Drafts" });
  const organizationId = user.organizationId ?? "";
  const dashboard = new DashboardPage(page);

  await openSignedIn(page, user, `/files/${organizationId}/recent`);
  await dashboard.sidebar.getByRole("link", { name: "My files" }).click();
  await expect(page).toHaveURL(`/files/organization/${organizationId}/drafts`);
  await expect(dashboard.heading("My files")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create new file" })).toBeVisible();
  await snap(page, "dashboard-drafts-empty");

  await dashboard.createFolder("Ideas");
  await dashboard.folderCard("Ideas").dblclick();
  await expect(dashboard.heading("Ideas")).toBeVisible();
  const myFiles = dashboard.breadcrumbs.getByRole("link", { name: "My files" });
  await expect(myFiles).toBeVisible();
  await snap(page, "dashboard-drafts-folder");

  await myFiles.click();
  await expect(page).toHaveURL(`/files/organization/${organizationId}/drafts`);
  await expect(dashboard.folderCard("Ideas")).toBeVisible();
});

test("a file that does not exist says so and leads back to the files", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Missing" });

  await openSignedIn(page, user, `/workbench/${randomUUID()}`);
  await expect(page.getByRole("alert")).toContainText(
    "This file does not exist or you cannot see it.",
  );
  await page.getByRole("link", { name: "Go back" }).click();
  await expect(page).toHaveURL(/\/files\//);
});

test("a user in two workspaces switches between them from the sidebar", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Studio Nord" });
  const southId = await createWorkspaceViaApi(request, user, "Studio Süd");

  await openSignedIn(page, user, `/files/${user.organizationId}/recent`);
  await uploadLogoViaApi(request, user, southId, await redSquarePng(page));
  await page.reload();
  await page.getByRole("button", { name: "Studio Nord: switch workspace" }).click();
  const menu = page.getByRole("menu");
  // Each workspace with its logo or initial, then a way to make another.
  await expect(menu.getByRole("menuitem")).toHaveText([
    /Studio Nord$/,
    /Studio Süd$/,
    "Create a workspace",
  ]);
  const southLogo = menu.getByRole("img", { name: "Studio Süd logo" });
  await expect(southLogo).toBeVisible();
  await expect
    .poll(() => southLogo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(200);
  await expect(menu.getByRole("img", { name: "Studio Nord logo" })).toHaveCount(0);
  await snap(page, "workspace-switcher");
  await menu.getByRole("menuitem", { name: /Studio Süd$/ }).click();
  await expect(page).toHaveURL(`/files/${southId}/recent`);
  await expect(page.getByTestId("sidebar-workspace-name")).toHaveText("Studio Süd");
});

test("many recent files stay 250 px cards in a strip that scrolls sideways", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Busy" });
  const organizationId = user.organizationId ?? "";
  const team = await globalTeamViaApi(request, user, organizationId);
  for (let index = 1; index <= 10; index += 1) {
    const id = await createWorkbenchViaApi(request, user, team.rootFolderId, `Sketch ${index}`);
    await recordViewViaApi(request, user, id);
  }

  await openSignedIn(page, user, `/files/${organizationId}/recent`);
  const recent = page.getByRole("region", { name: "Recent" });
  const cards = recent.getByTestId("workbench-card");
  await expect(cards).toHaveCount(10);
  for (const card of await cards.all()) {
    expect((await card.boundingBox())?.width).toBe(250);
  }
  // The thumbnail keeps the artboard's 16:9, letterboxed rather than cropped.
  const thumbnail = (await cards.first().locator("img").boundingBox()) ?? { width: 0, height: 0 };
  expect(Math.round((thumbnail.width / thumbnail.height) * 9)).toBe(16);
  await snap(page, "dashboard-home-recent-many");
});
