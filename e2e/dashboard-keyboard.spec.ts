import { DashboardPage } from "./pages/DashboardPage.js";
import {
  archiveTeamViaApi,
  createFolderViaApi,
  createTeamViaApi,
  createUserViaApi,
  createWorkbenchViaApi,
  globalTeamViaApi,
  openSignedIn,
  setPlanViaApi,
  teamsViaApi,
} from "./support/api.js";
import { closeMenu, expect, snap, test } from "./support/test.js";

const DELETE_CONFIRM =
  "Are you sure you want to delete these files and folders and all their content?";

test("on a folder page Escape clears, F2 renames, Delete asks then deletes and Enter opens", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Keys" });
  const team = await globalTeamViaApi(request, user, user.organizationId ?? "");
  const studioId = await createFolderViaApi(request, user, team.rootFolderId, "Studio");
  const modelsId = await createFolderViaApi(request, user, studioId, "Models");
  await createWorkbenchViaApi(request, user, studioId, "Lamp");
  await createWorkbenchViaApi(request, user, studioId, "Sofa");
  const dashboard = new DashboardPage(page);

  await openSignedIn(page, user, `/files/folder/${studioId}`);
  await expect(dashboard.heading("Studio")).toBeVisible();
  const lamp = dashboard.fileCard("Lamp");
  const sofa = dashboard.fileCard("Sofa");

  await lamp.click();
  await expect(lamp).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");
  await expect(lamp).toHaveAttribute("aria-pressed", "false");
  await expect(dashboard.selectedItems()).toHaveCount(0);

  // F2 renames in place; Enter saves, and the new name is the server's.
  await lamp.click();
  await page.keyboard.press("F2");
  const nameField = lamp.getByRole("textbox", { name: "Name" });
  await expect(nameField).toBeFocused();
  await expect(nameField).toHaveValue("Lamp");
  await nameField.fill("Desk lamp");
  await page.keyboard.press("Enter");
  await expect(dashboard.fileCard("Desk lamp")).toBeVisible();
  await page.reload();
  await expect(dashboard.fileCard("Desk lamp")).toBeVisible();
  await expect(dashboard.fileCard("Lamp")).toHaveCount(0);

  // Delete asks first (spec §4.4), naming the file: Cancel, or Escape, keeps it selected;
  // Confirm deletes it.
  await sofa.click();
  await page.keyboard.press("Delete");
  const confirm = page.getByRole("dialog", { name: "Delete Sofa" });
  await expect(confirm.getByText(DELETE_CONFIRM)).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(sofa).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Delete");
  await expect(confirm).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(sofa).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Delete");
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(dashboard.toast("Workbenches And Folders Deleted")).toBeVisible();
  await expect(sofa).toHaveCount(0);
  await expect(dashboard.fileCard("Desk lamp")).toBeVisible();

  // Enter opens the selected folder.
  await dashboard.folderCard("Models").click();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/files/folder/${modelsId}`);
  await expect(dashboard.heading("Models")).toBeVisible();
});

test("shift-click selects the range from the first card, forwards and backwards", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Range" });
  const team = await globalTeamViaApi(request, user, user.organizationId ?? "");
  for (const name of ["Plate A", "Plate B", "Plate C", "Plate D"]) {
    await createWorkbenchViaApi(request, user, team.rootFolderId, name);
  }
  const dashboard = new DashboardPage(page);

  await openSignedIn(page, user, `/files/team/${team.id}`);
  const cards = dashboard.fileCards();
  await expect(cards).toHaveCount(4);

  await cards.nth(0).click();
  await cards.nth(2).click({ modifiers: ["Shift"] });
  await expect(dashboard.selectedItems()).toHaveCount(3);
  for (const index of [0, 1, 2]) {
    await expect(cards.nth(index)).toHaveAttribute("aria-pressed", "true");
  }
  await expect(cards.nth(3)).toHaveAttribute("aria-pressed", "false");

  // The menu of a multi-selection acts on all of it: no Open, no Rename (spec §6).
  await dashboard.openContextMenu(cards.nth(1));
  await expect(dashboard.contextMenu.getByRole("menuitem")).toHaveText([
    "Duplicate",
    "Move",
    "Delete",
  ]);
  await expect(dashboard.selectedItems()).toHaveCount(3);
  await snap(page, "dashboard-keyboard-range-menu");
  await closeMenu(page);

  await cards.nth(3).click();
  await cards.nth(1).click({ modifiers: ["Shift"] });
  await expect(dashboard.selectedItems()).toHaveCount(3);
  await expect(cards.nth(0)).toHaveAttribute("aria-pressed", "false");
  for (const index of [1, 2, 3]) {
    await expect(cards.nth(index)).toHaveAttribute("aria-pressed", "true");
  }
});

test("files and folders selected together offer no Duplicate and move under one title", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Mixed" });
  const team = await globalTeamViaApi(request, user, user.organizationId ?? "");
  const targetId = await createFolderViaApi(request, user, team.rootFolderId, "Target");
  await createFolderViaApi(request, user, team.rootFolderId, "Boxes");
  await createWorkbenchViaApi(request, user, team.rootFolderId, "Crate");
  const dashboard = new DashboardPage(page);

  await openSignedIn(page, user, `/files/team/${team.id}`);
  await dashboard.folderCard("Boxes").click();
  await dashboard.fileCard("Crate").click({ modifiers: ["ControlOrMeta"] });
  await expect(dashboard.selectedItems()).toHaveCount(2);

  // Folders cannot be duplicated, so a selection with one is not offered Duplicate.
  await dashboard.openContextMenu(dashboard.fileCard("Crate"));
  await expect(dashboard.contextMenu.getByRole("menuitem")).toHaveText(["Move", "Delete"]);
  await dashboard.menuItem("Move").click();

  const modal = page.getByRole("dialog", { name: "Move Files and Folders" });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole("option", { name: "Boxes" })).toBeDisabled();
  await snap(page, "dashboard-keyboard-mixed-move");
  await modal.getByRole("option", { name: "Target" }).click();
  await modal.getByRole("button", { name: "Move" }).click();

  await expect(dashboard.toast("Workbenches And Folders Moved")).toBeVisible();
  await expect(page).toHaveURL(`/files/folder/${targetId}`);
  await expect(dashboard.heading("Target")).toBeVisible();
  await expect(dashboard.folderCard("Boxes")).toBeVisible();
  await expect(dashboard.fileCard("Crate")).toBeVisible();
});

test("ctrl double-click opens a file in a new tab, Enter opens it here", async ({
  page,
  context,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Tabs" });
  const team = await globalTeamViaApi(request, user, user.organizationId ?? "");
  const posterId = await createWorkbenchViaApi(request, user, team.rootFolderId, "Poster");
  const dashboard = new DashboardPage(page);

  await openSignedIn(page, user, `/files/team/${team.id}`);
  const poster = dashboard.fileCard("Poster");
  const [tab] = await Promise.all([
    context.waitForEvent("page"),
    poster.dblclick({ modifiers: ["ControlOrMeta"] }),
  ]);
  await expect(tab).toHaveURL(`/workbench/${posterId}`);
  await expect(page).toHaveURL(`/files/team/${team.id}`);
  await tab.close();

  await poster.click();
  await expect(poster).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/workbench/${posterId}`);
});

test("a click on empty space in the page clears the selection", async ({ page, request }) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Blank" });
  const team = await globalTeamViaApi(request, user, user.organizationId ?? "");
  await createFolderViaApi(request, user, team.rootFolderId, "Sketches");
  await createWorkbenchViaApi(request, user, team.rootFolderId, "Bench");
  const dashboard = new DashboardPage(page);

  await openSignedIn(page, user, `/files/team/${team.id}`);
  await dashboard.folderCard("Sketches").click();
  await dashboard.fileCard("Bench").click({ modifiers: ["ControlOrMeta"] });
  await expect(dashboard.selectedItems()).toHaveCount(2);

  await dashboard.clickEmptySpace();
  await expect(dashboard.selectedItems()).toHaveCount(0);
  await expect(page).toHaveURL(`/files/team/${team.id}`);
});

test("Delete on a selection with a file the user may not change says why and deletes nothing", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { workspace: "Atelier Mixed Rights" });
  const organizationId = admin.organizationId ?? "";
  await setPlanViaApi(request, organizationId, "ORGANIZATION");
  const heritageId = await createTeamViaApi(request, admin, organizationId, "Heritage");
  const teams = await teamsViaApi(request, admin, organizationId);
  const heritage = teams.find((team) => team.id === heritageId);
  const everyone = teams[0];
  if (!heritage || !everyone) throw new Error("teams expected");
  await createWorkbenchViaApi(request, admin, heritage.rootFolderId, "Old badge");
  await createWorkbenchViaApi(request, admin, everyone.rootFolderId, "New grille");
  // An archived team's files are read only for everyone.
  await archiveTeamViaApi(request, admin, heritageId);

  await openSignedIn(page, admin, `/files/${organizationId}/recent`);
  const allFiles = page.getByRole("region", { name: "All files" });
  const row = (name: string) => allFiles.getByRole("row").filter({ hasText: name });
  await row("New grille").click();
  await row("Old badge").click({ modifiers: ["ControlOrMeta"] });
  await page.keyboard.press("Delete");
  await expect(
    page.getByRole("alert").filter({ hasText: "No editorial permissions" }),
  ).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(row("New grille")).toBeVisible();
  await expect(row("Old badge")).toBeVisible();
});

test("Ctrl+A, arrows and Shift+arrows select, a bar shows the selection, and files drag onto a folder", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Arrows" });
  const team = await globalTeamViaApi(request, user, user.organizationId ?? "");
  const targetId = await createFolderViaApi(request, user, team.rootFolderId, "Target");
  // Newest first: Gamma, Beta, Alpha.
  for (const name of ["Alpha", "Beta", "Gamma"]) {
    await createWorkbenchViaApi(request, user, team.rootFolderId, name);
  }
  const dashboard = new DashboardPage(page);
  const bar = page.getByRole("toolbar", { name: "Selection" });

  await openSignedIn(page, user, `/files/team/${team.id}`);
  await expect(dashboard.fileCards()).toHaveCount(3);
  await page.keyboard.press("ControlOrMeta+A");
  await expect(dashboard.selectedItems()).toHaveCount(4);
  await expect(bar.getByText("4 selected")).toBeVisible();
  // A folder is in it: no Duplicate; every item is the owner's, so Move and Delete.
  await expect(bar.getByRole("button")).toHaveText(["Move", "Delete", ""]);
  await snap(page, "dashboard-selection-bar");
  await page.keyboard.press("Escape");
  await expect(dashboard.selectedItems()).toHaveCount(0);
  await expect(bar).toBeHidden();

  const [alpha, beta, gamma] = ["Alpha", "Beta", "Gamma"].map((name) => dashboard.fileCard(name));
  if (!alpha || !beta || !gamma) throw new Error("three cards");
  await gamma.click();
  await page.keyboard.press("ArrowRight");
  await expect(beta).toBeFocused();
  await expect(beta).toHaveAttribute("aria-pressed", "true");
  await expect(gamma).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Shift+ArrowRight");
  await expect(alpha).toBeFocused();
  await expect(dashboard.selectedItems()).toHaveCount(2);
  await expect(bar.getByText("2 selected")).toBeVisible();
  await expect(bar.getByRole("button")).toHaveText(["Duplicate", "Move", "Delete", ""]);
  // Left from the first file goes back into the folders.
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(dashboard.folderCard("Target")).toBeFocused();
  await expect(dashboard.selectedItems()).toHaveCount(1);

  // Two files selected, dragged by one of them onto the folder: both move there.
  await gamma.click();
  await beta.click({ modifiers: ["ControlOrMeta"] });
  await beta.dragTo(dashboard.folderCard("Target"));
  await expect(dashboard.toast("Workbenches And Folders Moved")).toBeVisible();
  await expect(dashboard.fileCards()).toHaveCount(1);
  await expect(alpha).toBeVisible();
  await dashboard.folderCard("Target").dblclick();
  await expect(page).toHaveURL(`/files/folder/${targetId}`);
  await expect(dashboard.fileCard("Beta")).toBeVisible();
  await expect(dashboard.fileCard("Gamma")).toBeVisible();
});
