import { LogsPage } from "./pages/LogsPage.js";
import { MembersPage } from "./pages/MembersPage.js";
import {
  acceptInviteViaApi,
  createFolderViaApi,
  createUserViaApi,
  globalTeamViaApi,
  inviteViaApi,
  openSignedIn,
  renameFolderViaApi,
  setChangelogSeenAtViaApi,
  setPlanViaApi,
  signInViaApi,
  uniqueEmail,
} from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

test("an admin of an Organization workspace reads who signed in, page by page and by email", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { prefix: "logs-admin", workspace: "Studio Logs" });
  const organizationId = admin.organizationId ?? "";
  await setChangelogSeenAtViaApi(request, admin, new Date().toISOString());
  await setPlanViaApi(request, organizationId, "ORGANIZATION");
  const editor = await createUserViaApi(request, { email: uniqueEmail("logs-editor") });
  await inviteViaApi(request, admin, organizationId, editor.email, "EDITOR");
  await acceptInviteViaApi(request, editor, organizationId);
  // Sign-ups count as sign-ins: with ten more by the editor, 12 rows, two pages.
  for (let index = 1; index <= 10; index += 1) {
    await signInViaApi(request, editor, `203.0.113.${index}`);
  }

  const logs = new LogsPage(page, "Access logs");
  await openSignedIn(page, admin, `/settings/organization/${organizationId}/access`);
  await expect(page.getByRole("heading", { name: "Access logs", level: 1 })).toBeVisible();
  await expect(page.getByText("List all workspace users logins")).toBeVisible();
  await expect(logs.table.getByRole("columnheader")).toHaveText(["Email", "Date", "IP Address"]);
  await expect(logs.rows).toHaveCount(10);
  // Newest first: the editor's last sign-in heads the list.
  const first = await logs.rowTexts();
  expect(first[0]?.[0]).toBe(editor.email);
  expect(first[0]?.[2]).toBe("203.0.113.10");
  await snap(page, "logs-access");

  await logs.goToPage(2);
  await expect(logs.rows).toHaveCount(2);
  const second = await logs.rowTexts();
  expect(second.map((row) => row[0])).toContain(admin.email);

  // A search starts again from the first page: the editor's 11 rows, 10 of them on page one.
  const emailFilter = page.getByRole("textbox", { name: "Email" });
  await emailFilter.fill(editor.email.split("@")[0] ?? "");
  await expect(logs.rows).toHaveCount(10);
  await expect(logs.pager.getByRole("button", { name: "1", exact: true })).toHaveAttribute(
    "data-active",
    "true",
  );
  expect(new Set((await logs.rowTexts()).map((row) => row[0]))).toEqual(new Set([editor.email]));

  await emailFilter.fill(admin.email.split("@")[0] ?? "");
  await expect(logs.rows).toHaveCount(1);
  await expect(logs.rows.first()).toContainText(admin.email);
  await expect(logs.pager).toBeHidden();
  await snap(page, "logs-access-filtered");

  await emailFilter.fill("nobody-here");
  await expect(page.getByText("No sign-ins match this email.")).toBeVisible();
});

test("folder changes show in the activity log with their action and target", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { prefix: "activity", workspace: "Studio Acts" });
  const organizationId = admin.organizationId ?? "";
  await setChangelogSeenAtViaApi(request, admin, new Date().toISOString());
  await setPlanViaApi(request, organizationId, "ENTERPRISE");
  const team = await globalTeamViaApi(request, admin, organizationId);
  const folderId = await createFolderViaApi(request, admin, team.rootFolderId, "Briefs");
  await renameFolderViaApi(request, admin, folderId, "Briefs 2027");
  // Ten more, for a second page.
  for (let index = 1; index <= 10; index += 1) {
    await createFolderViaApi(request, admin, team.rootFolderId, `Sketches ${index}`);
  }

  const logs = new LogsPage(page, "Activity logs");
  await openSignedIn(page, admin, `/settings/organization/${organizationId}/activity`);
  await expect(page.getByText("List all user actions in this workspace")).toBeVisible();
  await expect(logs.table.getByRole("columnheader")).toHaveText([
    "Email",
    "Date",
    "Action",
    "Target",
  ]);
  await expect(logs.rows).toHaveCount(10);
  const first = await logs.rowTexts();
  expect(first[0]?.[0]).toBe(admin.email);
  expect(first[0]?.[2]).toBe("Created");
  expect(first[0]?.[3]).toBe("Folder\nSketches 10");
  await snap(page, "logs-activity");

  await logs.goToPage(2);
  await expect(logs.rows).toHaveCount(3);
  expect((await logs.rowTexts()).map((row) => [row[2], row[3]])).toEqual([
    ["Renamed", "Folder\nBriefs 2027"],
    ["Created", "Folder\nBriefs"],
    ["Created", "Workspace\nStudio Acts"],
  ]);
});

test("on the Free plan the logs are behind a paywall that closes back to General", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { prefix: "paywall", workspace: "Free Studio" });
  const organizationId = admin.organizationId ?? "";
  await setChangelogSeenAtViaApi(request, admin, new Date().toISOString());

  const access = new LogsPage(page, "Access logs");
  await openSignedIn(page, admin, `/settings/organization/${organizationId}/access`);
  await expect(access.paywall).toBeVisible();
  await expect(access.paywall.getByText("Available on the Organization plan")).toBeVisible();
  await expect(
    access.paywall.getByText("Access logs are included in the Organization and Enterprise plans."),
  ).toBeVisible();
  await expect(access.paywall.getByRole("button", { name: "Upgrade workspace" })).toBeVisible();
  await snap(page, "logs-paywall");
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(`/settings/organization/${organizationId}/general`);

  const activity = new LogsPage(page, "Activity logs");
  await activity.open(organizationId);
  await expect(activity.paywall).toBeVisible();
  await activity.paywall.getByRole("button", { name: "Upgrade workspace" }).click();
  await expect(page).toHaveURL(`/settings/organization/${organizationId}/subscription`);
});

test("a role change in the activity log says which role it became", async ({ page, request }) => {
  const admin = await createUserViaApi(request, { prefix: "roles", workspace: "Studio Roles" });
  const organizationId = admin.organizationId ?? "";
  await setChangelogSeenAtViaApi(request, admin, new Date().toISOString());
  await setPlanViaApi(request, organizationId, "ENTERPRISE");
  const viewer = await createUserViaApi(request, { prefix: "vera", name: "Vera Viewer" });
  await inviteViaApi(request, admin, organizationId, viewer.email, "VIEWER");
  await acceptInviteViaApi(request, viewer, organizationId);

  const members = new MembersPage(page);
  await openSignedIn(page, admin, `/settings/organization/${organizationId}/members`);
  await members.changeRole(viewer.email, "Editor");
  await expect(members.toast("Member role changed")).toBeVisible();

  const logs = new LogsPage(page, "Activity logs");
  await page.goto(`/settings/organization/${organizationId}/activity`);
  await expect(logs.rows.first()).toContainText("Changed role");
  expect((await logs.rowTexts())[0]?.[3]).toBe(
    `Workspace member\n${viewer.email}\nViewer → Editor`,
  );
  await snap(page, "logs-activity-role-change");
});
