import { DashboardPage } from "./pages/DashboardPage.js";
import {
  createUserViaApi,
  createWorkbenchViaApi,
  globalTeamViaApi,
  inviteViaApi,
  openSignedIn,
  uniqueEmail,
} from "./support/api.js";
import { linkIn, waitForMail } from "./support/mailbox.js";
import { expect, test } from "./support/test.js";

test("an invited editor works on the team's files but does not invite anyone", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { workspace: "Atelier Editors" });
  const organizationId = admin.organizationId ?? "";
  const team = await globalTeamViaApi(request, admin, organizationId);
  await createWorkbenchViaApi(request, admin, team.rootFolderId, "Roadster");
  const editor = await createUserViaApi(request, {
    email: uniqueEmail("editor"),
    name: "Eda Editor",
  });
  await inviteViaApi(request, admin, organizationId, editor.email, "EDITOR");
  const link = new URL(linkIn(await waitForMail(editor.email, /invited you to Atelier Editors/)));
  const dashboard = new DashboardPage(page);

  await openSignedIn(page, editor, `${link.pathname}${link.search}`);
  await expect(page).toHaveURL(`/files/team/${team.id}`);
  await expect(dashboard.fileCard("Roadster")).toBeVisible();
  await expect(page.getByRole("link", { name: "Invite Members" })).toHaveCount(0);

  await dashboard.openContextMenu(dashboard.fileCard("Roadster"));
  await expect(dashboard.contextMenu.getByRole("menuitem")).toHaveText([
    "Open",
    "Open in new tab",
    "Duplicate",
    "Move",
    "Rename",
    "Delete",
  ]);
  await dashboard.menuItem("Rename").click();
  const nameField = page.getByRole("textbox", { name: "Name" });
  await nameField.fill("Roadster, editor's take");
  await nameField.press("Enter");
  await expect(dashboard.fileCard("Roadster, editor's take")).toBeVisible();

  await dashboard.createFolder("Editor sketches");
  await expect(dashboard.toast("Folder created.")).toBeVisible();
  await expect(dashboard.folderCard("Editor sketches")).toBeVisible();

  await dashboard.sidebar.getByRole("link", { name: "Home" }).click();
  await expect(dashboard.heading("Atelier Editors")).toBeVisible();
  await expect(page.getByRole("region", { name: "All files" })).toContainText(
    "Roadster, editor's take",
  );
  await expect(page.getByRole("link", { name: "Invite Members" })).toHaveCount(0);
});
