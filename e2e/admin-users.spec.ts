import { MESSAGES } from "@contour/core";
import { request as playwrightRequest } from "@playwright/test";
import { AdminPage } from "./pages/AdminPage.js";
import { LogsPage } from "./pages/LogsPage.js";
import { SignInPage } from "./pages/SignInPage.js";
import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import {
  createStaffViaApi,
  createUserViaApi,
  createWorkbenchInNewWorkspace,
  openSignedIn,
} from "./support/api.js";
import { startOwnServer } from "./support/own-server.js";
import { expect, snap, test } from "./support/test.js";

test("staff find a user, sign them out, disable the account and make them staff", async ({
  browser,
  page,
  request,
}) => {
  // The person is the test's own page (its own address for the sign-in limits); staff another browser.
  const person = await createUserViaApi(request, { prefix: "managed", workspace: "Atelier Users" });
  const staff = await createStaffViaApi(request);
  await openSignedIn(page, person, `/files/${person.organizationId}/recent`);
  await expect(page.getByRole("heading", { name: "Atelier Users", level: 1 })).toBeVisible();

  const staffPage = await (await browser.newContext()).newPage();
  const admin = new AdminPage(staffPage);
  await openSignedIn(staffPage, staff, "/admin");
  await admin.openUser(person.email);
  await expect(staffPage.getByRole("link", { name: "Atelier Users" })).toBeVisible();
  const sessions = staffPage.getByRole("table", { name: "Sessions" });
  await expect(sessions.locator("tbody tr")).toHaveCount(1);

  await admin.confirm("Revoke all sessions", "Revoke all sessions");
  await expect(admin.toast("All sessions revoked")).toBeVisible();
  await expect(staffPage.getByText("Not signed in anywhere.")).toBeVisible();
  // The person's browser is signed out at its next request.
  await page.reload();
  await expect(page).toHaveURL(/\/auth/);

  const signIn = new SignInPage(page);
  await signIn.signIn(person.email, person.password);
  await expect(page.getByRole("heading", { name: "Atelier Users", level: 1 })).toBeVisible();
  await staffPage.reload();
  await expect(sessions.locator("tbody tr")).toHaveCount(1);

  await admin.confirm("Disable account", "Disable account");
  await expect(admin.toast("Account disabled")).toBeVisible();
  await expect(staffPage.getByText("Disabled", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/auth/);
  await signIn.signIn(person.email, person.password);
  await expect(signIn.formError).toHaveText(MESSAGES.accountDisabled);
  await snap(page, "admin-users-disabled-sign-in");

  await staffPage.getByRole("switch", { name: "Contour staff" }).click();
  await staffPage.getByRole("dialog").getByRole("button", { name: "Grant staff access" }).click();
  await expect(admin.toast("Staff access granted")).toBeVisible();
  await staffPage.getByRole("button", { name: "Enable account" }).click();
  await staffPage.getByRole("dialog").getByRole("button", { name: "Enable account" }).click();
  await expect(admin.toast("Account enabled")).toBeVisible();
  const trail = staffPage.getByRole("table", { name: "Staff actions" });
  await expect(trail.locator("tbody tr td:last-child")).toHaveText([
    "Enabled the account",
    "Granted staff access",
    "Disabled the account and revoked 1 session",
    "Revoked 1 session",
  ]);
  await expect(trail).toContainText("Sam Staff");
  await snap(staffPage, "admin-user");

  // Enabled again, and staff now: Admin opens for them.
  await signIn.password.fill(person.password);
  await signIn.signInButton.click();
  await expect(page.getByRole("heading", { name: "Atelier Users", level: 1 })).toBeVisible();
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();

  // Staff cannot take their own access away.
  await staffPage.goto("/admin/users");
  await admin.openUser(staff.email);
  await expect(staffPage.getByRole("switch", { name: "Contour staff" })).toBeDisabled();
  await expect(staffPage.getByRole("button", { name: "Disable account" })).toBeDisabled();
});

test("staff turn a workspace's activity logs on and off: its admin's paywall follows", async ({
  browser,
  page,
  request,
}) => {
  // The Free plan has no activity logs: the page shows its paywall.
  const owner = await createUserViaApi(request, { prefix: "flags", workspace: "Atelier Flags" });
  const organizationId = owner.organizationId ?? "";
  const activity = new LogsPage(page, "Activity logs");
  await openSignedIn(page, owner, `/files/${organizationId}/recent`);
  await activity.open(organizationId);
  await expect(activity.paywall).toBeVisible();

  const staff = await createStaffViaApi(request);
  const staffPage = await (await browser.newContext()).newPage();
  const admin = new AdminPage(staffPage);
  await openSignedIn(staffPage, staff, `/admin/workspaces/${organizationId}`);
  await admin.setFeature("Activity logs", "On");
  await expect(admin.toast("Activity logs updated!")).toBeVisible();

  await activity.open(organizationId);
  await expect(activity.table).toBeVisible();
  await expect(activity.paywall).toHaveCount(0);
  await expect(page.getByText("Activity logs: on (Sam Staff, Contour staff)")).toBeVisible();
  await snap(page, "admin-flag-activity-logs-on");

  await admin.setFeature("Activity logs", "Plan");
  await expect(
    staffPage
      .getByRole("radiogroup", { name: "Activity logs" })
      .getByRole("radio", { name: "Plan" }),
  ).toBeChecked();
  await activity.open(organizationId);
  await expect(activity.paywall).toBeVisible();
});

test("staff turn on high-definition export for a Free workspace: its Export menu offers 2x", async ({
  browser,
  page,
  request,
}) => {
  const { admin, organizationId, workbenchId } = await createWorkbenchInNewWorkspace(request, {
    workspace: "Atelier Export",
    admin: "Hana Export",
    file: "Roadster",
  });
  const workbench = new WorkbenchPage(page);
  await openSignedIn(page, admin, workbench.path(workbenchId));
  await workbench.expectSaved();
  await page.getByRole("button", { name: "Export" }).click();
  await expect(page.getByRole("menuitem", { name: /PNG 2x/ })).toBeDisabled();

  const staff = await createStaffViaApi(request);
  const staffPage = await (await browser.newContext()).newPage();
  await openSignedIn(staffPage, staff, `/admin/workspaces/${organizationId}`);
  await new AdminPage(staffPage).setFeature("High-definition export", "On");
  await expect(staffPage.getByRole("alert").filter({ hasText: "updated!" })).toBeVisible();

  await page.reload();
  await workbench.expectSaved();
  await page.getByRole("button", { name: "Export" }).click();
  await expect(page.getByRole("menuitem", { name: /PNG 2x/ })).toBeEnabled();
});

test("staff block workspace creation for the deployment: a new user is asked to join one", async ({
  browser,
}) => {
  // A server of its own: the setting holds for every user of a server, other tests' too.
  test.slow();
  const server = await startOwnServer();
  try {
    const api = await playwrightRequest.newContext({ baseURL: server.url });
    const staff = await createStaffViaApi(api);
    const newcomer = await createUserViaApi(api, { prefix: "newcomer" });
    await api.dispose();

    const staffPage = await (await browser.newContext({ baseURL: server.url })).newPage();
    await openSignedIn(staffPage, staff, "/admin");
    await new AdminPage(staffPage).nav("Settings").click();
    const block = staffPage.getByRole("switch", { name: "Block workspace creation" });
    await expect(block).not.toBeChecked();
    await expect(staffPage.getByText(/BLOCK_CREATE_ORGANIZATION, off/)).toBeVisible();
    await block.click();
    await expect(block).toBeChecked();
    await expect(
      staffPage.getByRole("alert").filter({ hasText: "Settings updated!" }),
    ).toBeVisible();
    await expect(staffPage.getByRole("table", { name: "Staff actions" })).toContainText(
      "Block workspace creation: on",
    );
    await snap(staffPage, "admin-settings");

    const page = await (await browser.newContext({ baseURL: server.url })).newPage();
    await openSignedIn(page, newcomer, "/organization/create/name");
    await expect(
      page.getByRole("heading", { name: "Join your workspace to start using Contour" }),
    ).toBeVisible();
  } finally {
    await server.stop();
  }
});
