import { type Browser, type Page, request as playwrightRequest } from "@playwright/test";
import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import {
  createStaffViaApi,
  createUserViaApi,
  createWorkbenchInNewWorkspace,
  inviteViaApi,
  openSignedIn,
  uniqueEmail,
} from "./support/api.js";
import { acceptInviteViaApi } from "./support/members.js";
import { startOwnServer } from "./support/own-server.js";
import { expect, snap, test } from "./support/test.js";

const ENDED = "This link no longer works: it was revoked, it expired, or sharing was turned off.";
const WORKSPACE_OFF = "Link sharing is turned off for this workspace.";
const DEPLOYMENT_OFF = "Link sharing is turned off for the whole deployment by its administrators.";

/** How many dark pixels a canvas shows: the drawing's ink, wherever the view put it. */
function inkPixels(page: Page): Promise<number> {
  return new WorkbenchPage(page).canvas.evaluate((element) => {
    const canvas = element as HTMLCanvasElement;
    const { data } = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height) ?? {
      data: [],
    };
    let ink = 0;
    for (let index = 0; index < data.length; index += 4) {
      if ((data[index] ?? 255) < 200 && (data[index + 3] ?? 0) > 0) ink += 1;
    }
    return ink;
  });
}

/** The day a week from now, as a date field takes it. */
function nextWeek(): string {
  const day = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** A browser with no account, at the link. */
async function visit(browser: Browser, link: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  return { context, page };
}

/** Opens Share, makes a link with the options given, and answers its address. */
async function createLink(
  page: Page,
  { expiry, password }: { expiry?: string; password?: string },
) {
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Share" });
  if (expiry) await dialog.getByLabel("Expires on (optional)").fill(expiry);
  if (password) await dialog.getByLabel("Password (optional)").fill(password);
  await dialog.getByRole("button", { name: "Create link" }).click();
  const field = dialog.getByRole("textbox", { name: "New link" });
  await expect(field).toHaveValue(/\/s\/[A-Za-z0-9_-]{22}$/);
  return { dialog, link: await field.inputValue() };
}

test("a client opens a share link without an account, sees the drawing live, until it is revoked", async ({
  page,
  browser,
  request,
}) => {
  const { admin: ada, workbenchId } = await createWorkbenchInNewWorkspace(request, {
    workspace: "Studio Share",
    admin: "Ada Lines",
    file: "Roadster",
  });
  const screen = new WorkbenchPage(page);
  await openSignedIn(page, ada, screen.path(workbenchId));
  await screen.expectSaved();
  await screen.drawWithMouse([
    { x: 300, y: 300 },
    { x: 600, y: 320 },
  ]);
  await screen.expectSaved();

  const { dialog, link } = await createLink(page, { expiry: nextWeek() });
  await expect(dialog.getByText(/^Expires [A-Z][a-z]+ \d/)).toBeVisible();
  await snap(page, "share-dialog");
  await page.keyboard.press("Escape");

  const client = await visit(browser, link);
  await expect(client.page.getByText("Roadster")).toBeVisible({ timeout: 30_000 });
  await expect(client.page.getByText("View only")).toBeVisible();
  await expect.poll(() => inkPixels(client.page)).toBeGreaterThan(0);
  const before = await inkPixels(client.page);
  await snap(client.page, "share-visitor");

  await screen.drawWithMouse([
    { x: 300, y: 450 },
    { x: 600, y: 470 },
  ]);
  await screen.expectSaved();
  await expect.poll(() => inkPixels(client.page)).toBeGreaterThan(before);

  await page.getByRole("button", { name: "Share", exact: true }).click();
  await dialog.getByRole("button", { name: "Revoke link" }).click();
  await expect(dialog.getByText("No links yet.")).toBeVisible();
  await expect(client.page.getByText(ENDED)).toBeVisible();
  await snap(client.page, "share-visitor-revoked");
  await client.context.close();
});

test("a share link with a password asks for it before showing the file", async ({
  page,
  browser,
  request,
}) => {
  const { admin: ada, workbenchId } = await createWorkbenchInNewWorkspace(request, {
    workspace: "Studio Locked",
    admin: "Ada Lines",
    file: "Coupe",
  });
  const screen = new WorkbenchPage(page);
  await openSignedIn(page, ada, screen.path(workbenchId));
  await screen.expectSaved();
  const { link } = await createLink(page, { password: "wheel arch" });

  const client = await visit(browser, link);
  await expect(client.page.getByText("This link is protected by a password")).toBeVisible();
  await expect(client.page.getByText("Coupe")).toHaveCount(0);
  await client.page.getByLabel("Password").fill("guess");
  await client.page.getByRole("button", { name: "Open" }).click();
  await expect(client.page.getByText("Wrong password.")).toBeVisible();
  await snap(client.page, "share-password");
  await client.page.getByLabel("Password").fill("wheel arch");
  await client.page.getByRole("button", { name: "Open" }).click();
  await expect(client.page.getByText("Coupe")).toBeVisible({ timeout: 30_000 });
  await expect(client.page.getByText("View only")).toBeVisible();
  await client.context.close();
});

test("an Admin sees the workspace's links and switches link sharing off, which ends open links", async ({
  page,
  browser,
  request,
}) => {
  const {
    admin: ada,
    organizationId,
    workbenchId,
  } = await createWorkbenchInNewWorkspace(request, {
    workspace: "Studio Admin",
    admin: "Ada Lines",
    file: "Wagon",
  });
  const screen = new WorkbenchPage(page);
  await openSignedIn(page, ada, screen.path(workbenchId));
  await screen.expectSaved();
  const { link } = await createLink(page, { password: "tailgate" });
  const client = await visit(browser, link);
  await client.page.getByLabel("Password").fill("tailgate");
  await client.page.getByRole("button", { name: "Open" }).click();
  await expect(client.page.getByText("View only")).toBeVisible({ timeout: 30_000 });

  await page.goto(`/settings/organization/${organizationId}/share-links`);
  const table = page.getByRole("table", { name: "Share links" });
  const row = table.getByRole("row", { name: /Wagon Ada Lines .* Never Yes/ });
  await expect(row).toBeVisible();
  // The link can be copied again, away from the dialog that made it.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await row.getByRole("button", { name: "Copy link" }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await snap(page, "share-links-settings");
  await page.getByRole("switch", { name: "Allow share links" }).click();
  await expect(page.getByText("Settings updated!")).toBeVisible();
  await expect(client.page.getByText(ENDED)).toBeVisible();
  await client.context.close();

  await page.goto(screen.path(workbenchId));
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Share" });
  await expect(dialog.getByText(WORKSPACE_OFF)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Create link" })).toHaveCount(0);
});

test("staff switch share links off for the deployment: the Share dialog says so, links stop, and work again once on", async ({
  browser,
}) => {
  // A server of its own: the switch stops every link of the server, other tests' too.
  test.slow();
  const server = await startOwnServer();
  try {
    const api = await playwrightRequest.newContext({ baseURL: server.url });
    const { admin, organizationId, workbenchId } = await createWorkbenchInNewWorkspace(api, {
      workspace: "Studio Staff Switch",
      admin: "Ada Lines",
      file: "Hatchback",
    });
    const editor = await createUserViaApi(api, {
      email: uniqueEmail("share-editor"),
      name: "Ed Curves",
    });
    await inviteViaApi(api, admin, organizationId, editor.email, "EDITOR");
    await acceptInviteViaApi(api, editor, organizationId);
    const staff = await createStaffViaApi(api);
    await api.dispose();

    const page = await (await browser.newContext({ baseURL: server.url })).newPage();
    const screen = new WorkbenchPage(page);
    await openSignedIn(page, editor, screen.path(workbenchId));
    await screen.expectSaved();
    const { dialog, link } = await createLink(page, {});
    await page.keyboard.press("Escape");
    const client = await visit(browser, link);
    await expect(client.page.getByText("View only")).toBeVisible({ timeout: 30_000 });

    const staffPage = await (await browser.newContext({ baseURL: server.url })).newPage();
    await openSignedIn(staffPage, staff, "/admin/settings");
    const allow = staffPage.getByRole("switch", { name: "Allow share links" });
    await allow.click();
    await expect(staffPage.getByText("Settings updated!")).toBeVisible();
    await expect(allow).not.toBeChecked();
    await expect(client.page.getByText(ENDED)).toBeVisible();

    await page.getByRole("button", { name: "Share", exact: true }).click();
    await expect(dialog.getByText(DEPLOYMENT_OFF)).toBeVisible();
    await expect(dialog.getByText(WORKSPACE_OFF)).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Create link" })).toHaveCount(0);
    await snap(page, "share-dialog-deployment-off");
    await page.keyboard.press("Escape");
    await client.page.reload();
    await expect(client.page.getByText(ENDED)).toBeVisible();

    await allow.click();
    await expect(allow).toBeChecked();
    await client.page.reload();
    await expect(client.page.getByText("Hatchback")).toBeVisible({ timeout: 30_000 });
    await expect(client.page.getByText("View only")).toBeVisible();
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await expect(dialog.getByRole("button", { name: "Create link" })).toBeVisible();
    await expect(dialog.getByText(DEPLOYMENT_OFF)).toHaveCount(0);
    await client.context.close();
  } finally {
    await server.stop();
  }
});
