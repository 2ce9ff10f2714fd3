import { CollabConnection, localCopies } from "./pages/CollabConnection.js";
import { DashboardPage } from "./pages/DashboardPage.js";
import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import { createMemberViaApi, createWorkbenchInNewWorkspace, openSignedIn } from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

const OFFLINE_TIP = "Your changes are kept on this device and sent when the connection is back.";

const stroke = [
  { x: 300, y: 260 },
  { x: 480, y: 300 },
  { x: 660, y: 260 },
];
const onStroke = { x: 480, y: 296 };

test("a designer draws offline, sees Offline, and the stroke reaches the other designer once back", async ({
  page,
  browser,
  request,
}) => {
  const {
    admin: ada,
    organizationId,
    workbenchId,
  } = await createWorkbenchInNewWorkspace(request, {
    workspace: "Studio Offline",
    admin: "Ada Lines",
    file: "Roadster",
  });
  const ben = await createMemberViaApi(request, ada, organizationId, "EDITOR", "Ben Curves");

  const connection = await CollabConnection.relay(page);
  const adaScreen = new WorkbenchPage(page);
  await openSignedIn(page, ada, adaScreen.path(workbenchId));
  const benContext = await browser.newContext();
  const benPage = await benContext.newPage();
  const benScreen = new WorkbenchPage(benPage);
  await openSignedIn(benPage, ben, benScreen.path(workbenchId));
  await adaScreen.expectSaved();
  await benScreen.expectSaved();

  await connection.goOffline();
  await expect(adaScreen.status).toHaveText("Offline");
  await adaScreen.drawWithMouse(stroke);
  await expect.poll(() => adaScreen.hasInkNear(onStroke)).toBe(true);
  await expect(adaScreen.status).toHaveText("Offline");
  await adaScreen.status.hover();
  await expect(page.getByRole("tooltip")).toHaveText(OFFLINE_TIP);
  await snap(page, "collab-offline-drawn");
  expect(await benScreen.hasInkNear(onStroke)).toBe(false);
  await expect(benScreen.status).toHaveText("Saved");

  await connection.goOnline();
  await adaScreen.expectSaved();
  await expect.poll(() => benScreen.hasInkNear(onStroke)).toBe(true);
  await snap(benPage, "collab-offline-merged");
  await benContext.close();
});

test("leaving with changes not saved asks first: the header's Back, the browser's back, a reload", async ({
  page,
  browser,
  request,
}) => {
  const {
    admin: ada,
    team,
    workbenchId,
  } = await createWorkbenchInNewWorkspace(request, {
    workspace: "Studio Leave",
    admin: "Ada Lines",
    file: "Coupe",
  });
  const connection = await CollabConnection.relay(page);
  const dashboard = new DashboardPage(page);
  const workbench = new WorkbenchPage(page);

  // Opened from its folder, as a designer does, so that the browser's back stays in the app.
  await openSignedIn(page, ada, `/files/folder/${team.rootFolderId}`);
  await dashboard.fileCard("Coupe").dblclick();
  await workbench.expectSaved();
  expect(await localCopies(page)).toEqual([`contour:${ada.id}:${workbenchId}`]);

  await connection.goOffline();
  await workbench.drawWithMouse(stroke);
  await expect(workbench.status).toHaveText("Offline");

  const leaveDialog = page.getByRole("dialog", { name: "You are offline" });
  await page.getByRole("link", { name: "Back to the folder" }).click();
  await expect(leaveDialog).toContainText(
    "Your latest changes are kept on this device but not saved to Contour yet.",
  );
  await snap(page, "collab-leave-offline");
  await leaveDialog.getByRole("button", { name: "Stay" }).click();
  await expect(leaveDialog).toHaveCount(0);
  await expect(page).toHaveURL(workbench.path(workbenchId));

  await page.goBack();
  await expect(leaveDialog).toBeVisible();
  await leaveDialog.getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL(workbench.path(workbenchId));
  await expect.poll(() => workbench.hasInkNear(onStroke)).toBe(true);

  // A reload: the browser's own "Leave site?" dialog. Staying keeps the page as it was.
  const dialogs: string[] = [];
  page.once("dialog", (dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss();
  });
  await page.evaluate(() => window.location.reload());
  await expect.poll(() => dialogs).toEqual(["beforeunload"]);
  await expect(workbench.status).toHaveText("Offline");

  // Leaving anyway, still offline: the browser cannot load the page; the stroke stays on disk.
  page.once("dialog", (dialog) => void dialog.accept());
  await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await connection.goOnline();
  await page.goto(workbench.path(workbenchId));
  await workbench.expectSaved();
  await expect.poll(() => workbench.hasInkNear(onStroke)).toBe(true);

  // Saved: the stroke is on the server (a browser without the local copy sees it) and Back goes.
  const elsewhere = await browser.newContext();
  const elsewherePage = await elsewhere.newPage();
  const elsewhereScreen = new WorkbenchPage(elsewherePage);
  await openSignedIn(elsewherePage, ada, elsewhereScreen.path(workbenchId));
  await elsewhereScreen.expectSaved();
  await expect.poll(() => elsewhereScreen.hasInkNear(onStroke)).toBe(true);
  await elsewhere.close();

  await page.getByRole("link", { name: "Back to the folder" }).click();
  await expect(dashboard.fileCard("Coupe")).toBeVisible();
  await expect(leaveDialog).toHaveCount(0);
});

test("signing out removes the drawings kept on this device, after asking when one is not saved", async ({
  page,
  request,
}) => {
  const { admin: ada, workbenchId } = await createWorkbenchInNewWorkspace(request, {
    workspace: "Studio Shared",
    admin: "Ada Lines",
    file: "Wagon",
  });
  const connection = await CollabConnection.relay(page);
  const workbench = new WorkbenchPage(page);
  await openSignedIn(page, ada, workbench.path(workbenchId));
  await workbench.expectSaved();

  await connection.goOffline();
  await workbench.drawWithMouse(stroke);
  await expect(workbench.status).toHaveText("Offline");
  const signOutDialog = page.getByRole("dialog", {
    name: "Sign out before your changes are saved?",
  });
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(signOutDialog).toContainText("Signing out removes them from this device");
  await snap(page, "collab-sign-out-unsaved");
  await signOutDialog.getByRole("button", { name: "Stay" }).click();
  await expect(workbench.status).toHaveText("Offline");

  await connection.goOnline();
  await workbench.expectSaved();
  expect(await localCopies(page)).toEqual([`contour:${ada.id}:${workbenchId}`]);
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/auth/);
  await expect(signOutDialog).toHaveCount(0);
  await expect.poll(() => localCopies(page)).toEqual([]);
});
