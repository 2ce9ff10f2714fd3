import { DashboardPage } from "./pages/DashboardPage.js";
import { LogsPage } from "./pages/LogsPage.js";
import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import {
  createFolderViaApi,
  createUserViaApi,
  createWorkbenchViaApi,
  deleteWorkbenchesViaApi,
  globalTeamViaApi,
  openSignedIn,
  setPlanViaApi,
} from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

test("a deleted folder waits in its team's Trash, is restored and its file opens", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Trash" });
  const team = await globalTeamViaApi(request, user, user.organizationId ?? "");
  const wheelsId = await createFolderViaApi(request, user, team.rootFolderId, "Wheels");
  const rimId = await createWorkbenchViaApi(request, user, wheelsId, "Rim");
  const dashboard = new DashboardPage(page);

  await openSignedIn(page, user, `/files/team/${team.id}`);
  await dashboard.openContextMenu(dashboard.folderCard("Wheels"));
  await dashboard.menuItem("Delete").click();
  const confirm = page.getByRole("dialog", { name: "Delete Wheels" });
  await expect(
    confirm.getByText(
      "Are you sure you want to delete these files and folders and all their content?",
    ),
  ).toBeVisible();
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(dashboard.toast("Workbenches And Folders Deleted")).toBeVisible();
  await expect(dashboard.folderCard("Wheels")).toHaveCount(0);

  // The sidebar's Trash opens the drafts' Trash; the team's is one pick away.
  await dashboard.sidebar.getByRole("link", { name: "Trash" }).click();
  await expect(dashboard.heading("My files")).toBeVisible();
  await expect(page.getByText("The trash is empty")).toBeVisible();
  await page.getByRole("combobox", { name: "Trash of" }).click();
  await page.getByRole("option", { name: team.name }).click();
  await expect(page).toHaveURL(`/files/team/${team.id}/trash`);
  await expect(dashboard.heading(team.name)).toBeVisible();

  const trash = page.getByRole("table", { name: "Trash" });
  const row = trash.getByRole("row", { name: "Wheels" });
  await expect(row).toContainText(user.name);
  await expect(row).toContainText("30 days left");
  await expect(row).toContainText(team.name);
  // What went with the folder is not listed on its own.
  await expect(trash.getByRole("row", { name: "Rim" })).toHaveCount(0);
  // The workspace's owner is its Admin: they may also delete forever and empty it.
  await expect(row.getByRole("button", { name: "Delete forever" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Empty trash" })).toBeVisible();
  await snap(page, "trash-team");

  await row.getByRole("button", { name: "Restore" }).click();
  await expect(dashboard.toast("Restored")).toBeVisible();
  await expect(page.getByText("The trash is empty")).toBeVisible();

  await dashboard.sidebar.getByRole("link", { name: team.name }).click();
  await dashboard.folderCard("Wheels").dblclick();
  await expect(page).toHaveURL(`/files/folder/${wheelsId}`);
  await dashboard.fileCard("Rim").dblclick();
  await expect(page).toHaveURL(`/workbench/${rimId}`);
  await new WorkbenchPage(page).expectSaved();
});

test("delete forever and empty trash ask first, then the items are gone", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Forever" });
  const team = await globalTeamViaApi(request, user, user.organizationId ?? "");
  const doomed = await createWorkbenchViaApi(request, user, team.rootFolderId, "Doomed");
  const other = await createWorkbenchViaApi(request, user, team.rootFolderId, "Other");
  const third = await createWorkbenchViaApi(request, user, team.rootFolderId, "Third");
  await deleteWorkbenchesViaApi(request, user, [doomed, other, third]);
  const dashboard = new DashboardPage(page);
  await openSignedIn(page, user, `/files/team/${team.id}/trash`);
  const trash = page.getByRole("table", { name: "Trash" });
  const row = trash.getByRole("row", { name: "Doomed" });
  await row.getByRole("button", { name: "Delete forever" }).click();
  const question = page.getByRole("dialog", { name: "Delete forever" });
  await expect(
    question.getByText(
      '"Doomed" and all its content will be deleted forever. This cannot be undone.',
    ),
  ).toBeVisible();
  await snap(page, "trash-delete-forever");
  await question.getByRole("button", { name: "Delete forever" }).click();
  await expect(dashboard.toast("Deleted forever")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(trash.getByRole("row", { name: "Other" })).toBeVisible();

  await page.getByRole("button", { name: "Empty trash" }).click();
  const emptyQuestion = page.getByRole("dialog", { name: "Empty trash" });
  await expect(
    emptyQuestion.getByText(
      "Everything in this trash will be deleted forever. This cannot be undone.",
    ),
  ).toBeVisible();
  await emptyQuestion.getByRole("button", { name: "Empty trash" }).click();
  await expect(dashboard.toast("Trash emptied")).toBeVisible();
  await expect(page.getByText("The trash is empty")).toBeVisible();
});

test("several entries are selected and restored or deleted forever in one go", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Several" });
  const team = await globalTeamViaApi(request, user, user.organizationId ?? "");
  for (const name of ["Hood", "Door", "Roof", "Boot"]) {
    await createWorkbenchViaApi(request, user, team.rootFolderId, name);
  }
  const dashboard = new DashboardPage(page);
  await openSignedIn(page, user, `/files/team/${team.id}`);

  // Two files deleted together from the dashboard, two more on their own.
  await dashboard.fileCard("Hood").click();
  await dashboard.fileCard("Door").click({ modifiers: ["ControlOrMeta"] });
  await page.keyboard.press("Delete");
  await page
    .getByRole("dialog", { name: "Delete 2 items" })
    .getByRole("button", { name: "Confirm" })
    .click();
  await expect(dashboard.toast("Workbenches And Folders Deleted")).toBeVisible();
  await expect(dashboard.fileCard("Hood")).toHaveCount(0);
  for (const name of ["Roof", "Boot"]) {
    await dashboard.fileCard(name).click();
    await page.keyboard.press("Delete");
    await page
      .getByRole("dialog", { name: `Delete ${name}` })
      .getByRole("button", { name: "Confirm" })
      .click();
    await expect(dashboard.fileCard(name)).toHaveCount(0);
  }

  await openSignedIn(page, user, `/files/team/${team.id}/trash`);
  const trash = page.getByRole("table", { name: "Trash" });
  const bar = page.getByRole("toolbar", { name: "Selection" });
  await expect(trash.getByRole("row", { name: "Boot" })).toBeVisible();
  // Ctrl/Cmd+A takes every row, Escape lets go.
  await trash.getByRole("row", { name: "Boot" }).click();
  await page.keyboard.press("ControlOrMeta+a");
  await expect(bar.getByText("4 selected")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Select all" })).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(bar).toBeHidden();

  // A checkbox and a Ctrl/Cmd click pick the two deleted together; one call restores both.
  await trash.getByRole("checkbox", { name: "Select Hood" }).check();
  await trash.getByRole("row", { name: "Door" }).click({ modifiers: ["ControlOrMeta"] });
  await expect(bar.getByText("2 selected")).toBeVisible();
  await expect(bar.getByRole("button", { name: "Delete forever" })).toBeVisible();
  const restoreCalls: string[] = [];
  page.on("request", (request) => {
    if (request.postData()?.includes("restoreTrashItems")) restoreCalls.push(request.url());
  });
  await snap(page, "trash-selection");
  await bar.getByRole("button", { name: "Restore" }).click();
  await expect(dashboard.toast("Restored")).toBeVisible();
  await expect(trash.getByRole("row", { name: "Hood" })).toHaveCount(0);
  await expect(trash.getByRole("row", { name: "Door" })).toHaveCount(0);
  await expect(bar).toBeHidden();
  expect(restoreCalls).toHaveLength(1);

  // A Shift click selects the range; Delete forever asks first, for all of them.
  await trash.getByRole("row", { name: "Boot" }).click();
  await trash.getByRole("row", { name: "Roof" }).click({ modifiers: ["Shift"] });
  await expect(bar.getByText("2 selected")).toBeVisible();
  await bar.getByRole("button", { name: "Delete forever" }).click();
  const question = page.getByRole("dialog", { name: "Delete forever" });
  await expect(
    question.getByText(
      "These 2 items and all their content will be deleted forever. This cannot be undone.",
    ),
  ).toBeVisible();
  await question.getByRole("button", { name: "Delete forever" }).click();
  await expect(dashboard.toast("Deleted forever")).toBeVisible();
  await expect(page.getByText("The trash is empty")).toBeVisible();

  await dashboard.sidebar.getByRole("link", { name: team.name }).click();
  await expect(dashboard.fileCard("Hood")).toBeVisible();
  await expect(dashboard.fileCard("Door")).toBeVisible();
  await expect(dashboard.fileCard("Roof")).toHaveCount(0);

  // The activity log names each entry restored and deleted forever (newest first).
  const organizationId = user.organizationId ?? "";
  await setPlanViaApi(request, organizationId, "ENTERPRISE");
  const activity = new LogsPage(page, "Activity logs");
  await activity.open(organizationId);
  await expect(activity.rows).toHaveCount(10);
  const latest = (await activity.rowTexts()).slice(0, 4).map((row) => `${row[2]}: ${row[3]}`);
  expect(latest.sort()).toEqual([
    "Deleted forever: File\nBoot",
    "Deleted forever: File\nRoof",
    "Restored: File\nDoor",
    "Restored: File\nHood",
  ]);
});
