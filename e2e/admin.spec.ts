import { request as playwrightRequest } from "@playwright/test";
import { AdminPage } from "./pages/AdminPage.js";
import {
  createStaffViaApi,
  createUserViaApi,
  inviteViaApi,
  openSignedIn,
  setChangelogSeenAtViaApi,
  uniqueEmail,
} from "./support/api.js";
import { redSquarePng } from "./support/images.js";
import { linkIn, waitForMail } from "./support/mailbox.js";
import { startOwnServer } from "./support/own-server.js";
import { expect, snap, test } from "./support/test.js";

test("staff publish a changelog entry, and a returning user sees it once", async ({ browser }) => {
  // A server of its own: a published entry reaches every user of a server, other tests' too.
  // Starting it (a fresh database, migrated) takes a while on a busy machine.
  test.slow();
  const server = await startOwnServer();
  try {
    const api = await playwrightRequest.newContext({ baseURL: server.url });
    const staff = await createStaffViaApi(api);
    const user = await createUserViaApi(api, { workspace: "Atelier Returning" });
    // A returning user: they closed the popup after every entry there was.
    await setChangelogSeenAtViaApi(api, user, new Date().toISOString());
    await api.dispose();

    const staffPage = await (await browser.newContext({ baseURL: server.url })).newPage();
    const admin = new AdminPage(staffPage);
    await openSignedIn(staffPage, staff, "/admin");
    await expect(admin.heading("Changelogs")).toBeVisible();
    await admin.writeChangelog(
      "Layers you can lock",
      "Lock a layer and **nothing** can change it.\n\n- Click the lock\n- Draw without fear",
    );
    await staffPage.getByRole("tab", { name: "Preview" }).click();
    await expect(admin.preview.locator("strong")).toHaveText("nothing");
    await expect(admin.preview.getByRole("listitem")).toHaveText([
      "Click the lock",
      "Draw without fear",
    ]);
    await snap(staffPage, "admin-changelog-preview");
    await staffPage.getByRole("button", { name: "Publish" }).click();
    await expect(admin.toast("Entry published!")).toBeVisible();
    await expect(admin.heading("Changelogs")).toBeVisible();
    const row = staffPage.getByRole("row", { name: /Layers you can lock/ });
    await expect(row).toContainText("Published");
    await snap(staffPage, "admin-changelogs");

    const userPage = await (await browser.newContext({ baseURL: server.url })).newPage();
    await openSignedIn(userPage, user, `/files/${user.organizationId}/recent`);
    const popup = userPage.getByRole("dialog", { name: "What's new in Contour" });
    await expect(popup.getByRole("heading", { name: "Layers you can lock" })).toBeVisible();
    await expect(popup.locator("strong")).toHaveText("nothing");
    await expect(popup.getByText(/of \d/)).toHaveCount(0);
    await snap(userPage, "admin-changelog-popup");
    const saved = userPage.waitForResponse((response) =>
      (response.request().postData() ?? "").includes("MarkChangelogSeen"),
    );
    await popup.getByRole("button", { name: "Close" }).click();
    await saved;
    await userPage.reload();
    await expect(
      userPage.getByRole("heading", { name: "Atelier Returning", level: 1 }),
    ).toBeVisible();
    await expect(userPage.getByRole("region", { name: "All files" })).toBeVisible();
    await expect(popup).toHaveCount(0);
  } finally {
    await server.stop();
  }
});

test("staff set POC dates and a manual plan, and the workspace shows them", async ({
  browser,
  page,
  request,
}) => {
  // A name of its own: staff find the workspace by searching for it.
  const workspaceName = `Atelier Terms ${Date.now()}`;
  const owner = await createUserViaApi(request, { workspace: workspaceName });
  const staff = await createStaffViaApi(request);
  const admin = new AdminPage(page);
  await openSignedIn(page, staff, "/admin");
  await admin.openWorkspace(workspaceName);

  await page.getByRole("switch", { name: "Proof of concept" }).check();
  await page.getByLabel("POC start date").fill("2026-11-01");
  await page.getByLabel("POC end date").fill("2099-03-31");
  await page.getByRole("combobox", { name: "Plan" }).click();
  await page.getByRole("option", { name: "ENTERPRISE" }).click();
  await page.getByRole("switch", { name: "Manual subscription" }).check();
  await page.getByLabel("Editor limit").fill("25");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(admin.toast("Workspace updated!")).toBeVisible();
  await snap(page, "admin-workspace");

  const ownerPage = await (await browser.newContext()).newPage();
  await openSignedIn(ownerPage, owner, `/files/${owner.organizationId}/recent`);
  await expect(ownerPage.getByTestId("poc-banner")).toHaveText("Your POC ends March 31, 2099");
  await ownerPage.goto(`/settings/organization/${owner.organizationId}/subscription`);
  await expect(ownerPage.getByTestId("current-plan")).toHaveText("Enterprise");
  await expect(ownerPage.getByText("This plan is managed by the Contour team.")).toBeVisible();
  await ownerPage.goto(`/settings/organization/${owner.organizationId}/activity`);
  await expect(ownerPage.getByText("Plan: ENTERPRISE (Sam Staff, Contour staff)")).toBeVisible();
  await snap(ownerPage, "admin-workspace-activity");
});

test("staff upload a white-label icon: invite links' sign-in page and the dashboard show it", async ({
  browser,
  page,
  request,
}) => {
  const owner = await createUserViaApi(request, { workspace: "Atelier Branded" });
  const organizationId = owner.organizationId ?? "";
  const staff = await createStaffViaApi(request);
  const admin = new AdminPage(page);
  await openSignedIn(page, staff, `/admin/workspaces/${organizationId}`);
  await expect(admin.heading("Atelier Branded")).toBeVisible();
  await admin.uploadIcon({
    name: "icon.png",
    mimeType: "image/png",
    buffer: await redSquarePng(page),
  });
  await expect(admin.toast("White-label icon updated!")).toBeVisible();
  await expect(page.getByRole("img", { name: "Atelier Branded white-label icon" })).toBeVisible();

  const ownerPage = await (await browser.newContext()).newPage();
  await openSignedIn(ownerPage, owner, `/files/${organizationId}/recent`);
  const icon = ownerPage.getByTestId("white-label-icon");
  await expect(icon).toBeVisible();
  await expect(icon).toHaveJSProperty("naturalWidth", 200);
  await snap(ownerPage, "white-label-dashboard");
  await ownerPage.goto(`/settings/organization/${organizationId}/general`);
  await expect(ownerPage.getByRole("heading", { name: "White-label icon" })).toBeVisible();

  const invitee = uniqueEmail("invitee");
  await inviteViaApi(request, owner, organizationId, invitee, "EDITOR");
  const link = new URL(linkIn(await waitForMail(invitee, /invited you to Atelier Branded/)));
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${link.pathname}${link.search}`);
  await expect(visitor).toHaveURL(/\/auth/);
  const authIcon = visitor.getByTestId("white-label-icon");
  await expect(authIcon).toBeVisible();
  await expect(authIcon).toHaveJSProperty("naturalWidth", 200);
  await snap(visitor, "white-label-sign-in");

  // Without the invite link, the sign-in page shows the Contour logo.
  const other = await (await browser.newContext()).newPage();
  await other.goto("/auth");
  await expect(other.getByRole("img", { name: "Contour" })).toBeVisible();
  await expect(other.getByTestId("white-label-icon")).toHaveCount(0);
});

test("someone who is not staff gets no /admin: no menu entry, no page, no code", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Plain" });
  const adminChunks: string[] = [];
  page.on("request", (sent) => {
    if (/\/assets\/AdminRoutes-/.test(sent.url())) adminChunks.push(sent.url());
  });
  await openSignedIn(page, user, `/files/${user.organizationId}/recent`);
  await page.getByRole("button", { name: "User menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Settings" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Admin" })).toHaveCount(0);

  await page.goto("/admin/workspaces");
  await expect(page).not.toHaveURL(/\/admin/);
  await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
  expect(adminChunks).toEqual([]);

  const refused = await request.post("/graphql", {
    data: { query: "{ adminOrganizations { totalCount } }" },
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect((await refused.json()).errors[0].extensions.code).toBe("FORBIDDEN");
});
