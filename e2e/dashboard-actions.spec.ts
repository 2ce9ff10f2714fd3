import { DashboardPage } from "./pages/DashboardPage.js";
import {
  createFolderViaApi,
  createUserViaApi,
  createWorkbenchViaApi,
  globalTeamViaApi,
  openSignedIn,
} from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

test("cards are selected by click and ctrl-click, renamed in place and deleted after confirmation", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Select" });
  const team = await globalTeamViaApi(request, user, user.organizationId ?? "");
  await createWorkbenchViaApi(request, user, team.rootFolderId, "Chair");
  await createWorkbenchViaApi(request, user, team.rootFolderId, "Table");
  const dashboard = new DashboardPage(page);

  await openSignedIn(page, user, `/files/team/${team.id}`);
  const chair = dashboard.fileCard("Chair");
  const table = dashboard.fileCard("Table");
  await expect(chair).toHaveAttribute("aria-pressed", "false");
  await expect(table).toHaveAttribute("aria-pressed", "false");

  await chair.click();
  await expect(chair).toHaveAttribute("aria-pressed", "true");
  await expect(table).toHaveAttribute("aria-pressed", "false");
  await table.click({ modifiers: ["ControlOrMeta"] });
  await expect(chair).toHaveAttribute("aria-pressed", "true");
  await expect(table).toHaveAttribute("aria-pressed", "true");

  // One item: every action of spec §6.
  await chair.click();
  await expect(table).toHaveAttribute("aria-pressed", "false");
  await dashboard.openContextMenu(chair);
  await expect(dashboard.contextMenu.getByRole("menuitem")).toHaveText([
    "Open",
    "Open in new tab",
    "Duplicate",
    "Move",
    "Rename",
    "Delete",
  ]);
  await snap(page, "dashboard-context-menu");

  await dashboard.menuItem("Rename").click();
  const nameField = chair.getByRole("textbox", { name: "Name" });
  await expect(nameField).toBeFocused();
  await nameField.fill("Armchair");
  await nameField.press("Enter");
  await expect(dashboard.fileCard("Armchair")).toBeVisible();
  await expect(dashboard.fileCard("Chair")).toHaveCount(0);

  // Both items: deleted together after the confirmation.
  const armchair = dashboard.fileCard("Armchair");
  await armchair.click();
  await table.click({ modifiers: ["ControlOrMeta"] });
  await expect(armchair).toHaveAttribute("aria-pressed", "true");
  await expect(table).toHaveAttribute("aria-pressed", "true");
  await dashboard.openContextMenu(table);
  await expect(dashboard.contextMenu.getByRole("menuitem")).toHaveText([
    "Duplicate",
    "Move",
    "Delete",
  ]);
  await dashboard.menuItem("Delete").click();
  // The confirmation says how many items go.
  const confirm = page.getByRole("dialog", { name: "Delete 2 items" });
  await expect(
    confirm.getByText(
      "Are you sure you want to delete these files and folders and all their content?",
    ),
  ).toBeVisible();
  await snap(page, "dashboard-delete-confirm");
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(dashboard.toast("Workbenches And Folders Deleted")).toBeVisible();
  await expect(dashboard.fileCards()).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Create new file" })).toBeVisible();
});

test("a file is moved to another folder through the Move modal", async ({ page, request }) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Move" });
  const team = await globalTeamViaApi(request, user, user.organizationId ?? "");
  const targetId = await createFolderViaApi(request, user, team.rootFolderId, "Target");
  await createWorkbenchViaApi(request, user, team.rootFolderId, "Plan");
  const dashboard = new DashboardPage(page);

  await openSignedIn(page, user, `/files/team/${team.id}`);
  await dashboard.openContextMenu(dashboard.fileCard("Plan"));
  await dashboard.menuItem("Move").click();

  const modal = page.getByRole("dialog", { name: "Move File" });
  const moveButton = modal.getByRole("button", { name: "Move" });
  await expect(moveButton).toBeDisabled();
  // The folder the file is already in is no target.
  await expect(modal.getByRole("option", { name: team.name })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await modal.getByRole("option", { name: "Target" }).click();
  await expect(modal.getByRole("option", { name: "Target" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(moveButton).toBeEnabled();
  await snap(page, "dashboard-move-modal");
  await moveButton.click();

  await expect(dashboard.toast("Workbenches And Folders Moved")).toBeVisible();
  await expect(page).toHaveURL(`/files/folder/${targetId}`);
  await expect(dashboard.heading("Target")).toBeVisible();
  await expect(dashboard.fileCard("Plan")).toBeVisible();
});

test("a file is duplicated and the copy appears", async ({ page, request }) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Duplicate" });
  const team = await globalTeamViaApi(request, user, user.organizationId ?? "");
  await createWorkbenchViaApi(request, user, team.rootFolderId, "Coupe");
  const dashboard = new DashboardPage(page);

  await openSignedIn(page, user, `/files/team/${team.id}`);
  await dashboard.openContextMenu(dashboard.fileCard("Coupe"));
  await dashboard.menuItem("Duplicate").click();

  const modal = page.getByRole("dialog", { name: "Duplicate File" });
  const duplicateButton = modal.getByRole("button", { name: "Duplicate" });
  await expect(duplicateButton).toBeDisabled();
  await modal.getByRole("option", { name: team.name }).click();
  await duplicateButton.click();

  await expect(dashboard.toast("Workbench duplicated")).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(dashboard.fileCard("Coupe (copy)")).toBeVisible();
  await expect(dashboard.fileCard("Coupe")).toBeVisible();
});
