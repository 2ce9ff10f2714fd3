import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { localCopies } from "./pages/CollabConnection.js";
import { MembersPage } from "./pages/MembersPage.js";
import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import {
  type ApiUser,
  createMemberViaApi,
  createWorkbenchInNewWorkspace,
  openSignedIn,
} from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

const line = [
  { x: 300, y: 300 },
  { x: 600, y: 300 },
];
const onLine = { x: 450, y: 300 };
const belowLine = { x: 450, y: 450 };
/** A Viewer's stroke, below the line. */
const attempt = [
  { x: 300, y: 450 },
  { x: 600, y: 450 },
];

/** A second designer's browser, on the workbench. */
async function openElsewhere(browser: Browser, user: ApiUser, workbenchId: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const screen = new WorkbenchPage(page);
  await openSignedIn(page, user, screen.path(workbenchId));
  await screen.expectSaved();
  return { context, page, screen };
}

test("a Viewer's attempt to change the drawing is refused, with the reason, and changes nothing", async ({
  page,
  browser,
  request,
}) => {
  const {
    admin: ada,
    organizationId,
    workbenchId,
  } = await createWorkbenchInNewWorkspace(request, {
    workspace: "Studio Look",
    admin: "Ada Lines",
    file: "Sedan",
  });
  const val = await createMemberViaApi(request, ada, organizationId, "VIEWER", "Val Viewer");
  const adaScreen = new WorkbenchPage(page);
  await openSignedIn(page, ada, adaScreen.path(workbenchId));
  await adaScreen.expectSaved();
  await adaScreen.drawWithMouse(line);
  await adaScreen.expectSaved();

  const viewer = await openElsewhere(browser, val, workbenchId);
  await expect(viewer.page.getByText("View only")).toBeVisible();
  await expect.poll(() => viewer.screen.hasInkNear(onLine)).toBe(true);
  await expect(viewer.screen.tool("Brush")).toBeDisabled();

  // Needs packages/canvas to note a refused drawing tool (Editor.setTool) as it notes a refused
  // stroke: today the key is ignored without a word, and the drag below only moves the view.
  await viewer.page.keyboard.press("b");
  await viewer.screen.drawWithMouse(attempt);
  await expect(
    viewer.page
      .getByRole("alert")
      .filter({ hasText: "You can look at this file but not change it." }),
  ).toBeVisible();
  await snap(viewer.page, "collab-viewer-refused");
  await expect(viewer.screen.status).toHaveText("Saved");

  expect(await adaScreen.hasInkNear(onLine)).toBe(true);
  expect(await adaScreen.hasInkNear(belowLine)).toBe(false);
  await page.reload();
  await adaScreen.expectSaved();
  await expect.poll(() => adaScreen.hasInkNear(onLine)).toBe(true);
  expect(await adaScreen.hasInkNear(belowLine)).toBe(false);
  await viewer.context.close();
});

// Needs the server's workbench-changed notice (issue 6, the lead's server work).
test("a rename by another designer shows without a reload", async ({ page, browser, request }) => {
  const {
    admin: ada,
    organizationId,
    workbenchId,
  } = await createWorkbenchInNewWorkspace(request, {
    workspace: "Studio Names",
    admin: "Ada Lines",
    file: "Roadster",
  });
  const ben = await createMemberViaApi(request, ada, organizationId, "EDITOR", "Ben Curves");
  const adaScreen = new WorkbenchPage(page);
  await openSignedIn(page, ada, adaScreen.path(workbenchId));
  await adaScreen.expectSaved();
  await expect(page).toHaveTitle("Roadster · Studio Names · Contour");

  const other = await openElsewhere(browser, ben, workbenchId);
  await other.page.getByRole("button", { name: "Rename Roadster" }).click();
  await other.page.getByRole("textbox", { name: "File name" }).fill("Roadster Spyder");
  await other.page.keyboard.press("Enter");
  await expect(other.page.getByRole("button", { name: "Rename Roadster Spyder" })).toBeVisible();

  await expect(page.getByRole("heading", { name: "Roadster Spyder", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("Roadster Spyder · Studio Names · Contour");
  await snap(page, "collab-renamed-elsewhere");
  await other.context.close();
});

/** A workspace's admin on its Members page, and a member (an Editor) with a file of it open. */
async function adminAndMemberOnAFile(page: Page, browser: Browser, request: APIRequestContext) {
  const { admin, organizationId, workbenchId } = await createWorkbenchInNewWorkspace(request, {
    workspace: "Studio Access",
    admin: "Ada Admin",
    file: "Hatch",
  });
  const mo = await createMemberViaApi(request, admin, organizationId, "EDITOR", "Mo Member");
  const member = await openElsewhere(browser, mo, workbenchId);
  const members = new MembersPage(page);
  await openSignedIn(page, admin, "/");
  await members.goto(organizationId);
  return { workbenchId, mo, member, members };
}

// Needs the server's access notice (issue 6, the lead's server work).
test("a member made a Viewer while drawing switches to View only without a reload", async ({
  page,
  browser,
  request,
}) => {
  const { mo, member, members } = await adminAndMemberOnAFile(page, browser, request);
  await expect(member.screen.tool("Brush")).toBeEnabled();

  await members.changeRole(mo.email, "Viewer");
  await expect(members.toast("Member role changed")).toBeVisible();

  await expect(member.page.getByText("View only")).toBeVisible();
  await expect(member.screen.tool("Brush")).toBeDisabled();
  await expect(member.screen.status).toHaveText("Saved");
  await snap(member.page, "collab-made-viewer");
  await member.context.close();
});

// Needs the server's close with "access-revoked" (issue 6, the lead's server work).
test("a member removed from the workspace while the file is open loses it at once", async ({
  page,
  browser,
  request,
}) => {
  const { workbenchId, mo, member, members } = await adminAndMemberOnAFile(page, browser, request);
  await member.screen.drawWithMouse(line);
  await member.screen.expectSaved();
  expect(await localCopies(member.page)).toEqual([`contour:${mo.id}:${workbenchId}`]);

  await members.rowAction(mo.email, "Remove from workspace");
  await members.confirm("Remove");
  await expect(members.row(mo.email)).toHaveCount(0);

  await expect(member.page.getByText("You no longer have access to this file.")).toBeVisible();
  await expect(member.screen.canvas).toHaveCount(0);
  await snap(member.page, "collab-access-revoked");
  await expect.poll(() => localCopies(member.page)).toEqual([]);
  await member.context.close();
});
