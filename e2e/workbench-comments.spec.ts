import { CommentsPanel } from "./pages/CommentsPanel.js";
import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import { createMemberViaApi, createWorkbenchInNewWorkspace, openSignedIn } from "./support/api.js";
import { linkIn, waitForMail } from "./support/mailbox.js";
import { expect, snap, test } from "./support/test.js";

test("a designer pins a comment and mentions a colleague, who sees it live, gets the mail, opens the notification and resolves it", async ({
  browser,
  page,
  request,
}) => {
  // Two browsers on one file beside CI's other worker.
  test.slow();
  const {
    admin: ada,
    organizationId,
    workbenchId,
  } = await createWorkbenchInNewWorkspace(request, {
    workspace: "Studio Review",
    admin: "Ada Designer",
    file: "Coupe",
  });
  const cole = await createMemberViaApi(request, ada, organizationId, "EDITOR", "Cole Colleague");

  const adaBench = new WorkbenchPage(page);
  await openSignedIn(page, ada, adaBench.path(workbenchId));
  await adaBench.expectSaved();
  const colePage = await (await browser.newContext()).newPage();
  const coleBench = new WorkbenchPage(colePage);
  await openSignedIn(colePage, cole, coleBench.path(workbenchId));
  // A second Chromium opening the file beside the first: on a loaded machine this has passed
  // expectSaved's 30 s, with the page fine moments later.
  await expect(coleBench.status).toHaveText("Saved", { timeout: 90_000 });
  const adaComments = new CommentsPanel(adaBench);
  const coleComments = new CommentsPanel(coleBench);

  // Ada pins a comment on the wheel arch (the header's comment tool) and mentions Cole.
  await adaComments.placeAt({ x: 520, y: 360 }, "button");
  const field = page.getByRole("textbox", { name: "Comment", exact: true });
  await adaComments.write(
    field,
    "Lower the wheel arch a little ",
    "Col",
    "Cole Colleague",
    "please",
  );
  await expect(field).toHaveValue("Lower the wheel arch a little @Cole Colleague please");
  await snap(page, "comments-composer");
  await page.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(adaComments.thread).toContainText(
    "Lower the wheel arch a little @Cole Colleague please",
  );
  // The mention stands out in the posted text.
  const mention = adaComments.thread.getByText("@Cole Colleague", { exact: true });
  await expect(mention).toHaveCSS("font-weight", "600");
  await expect(adaComments.pin(1)).toBeVisible();
  await snap(page, "comments-thread-open");

  // Cole sees the pin appear without reloading, and is told in the header's bell.
  await expect(coleComments.pin(1)).toBeVisible();
  await expect(coleComments.toggle).toHaveText("Comments (1)");
  await snap(colePage, "comments-seen-live");
  const bell = colePage.getByRole("button", { name: "Notifications, 1 unread" });
  await bell.click();
  const notification = colePage
    .getByRole("region", { name: "Notifications list" })
    .getByRole("button", { name: /Ada Designer mentioned you in Coupe/ });
  await expect(notification).toContainText("Lower the wheel arch");
  await snap(colePage, "comments-notifications");
  await notification.click();
  await expect(coleComments.thread).toContainText("Lower the wheel arch");
  await expect(colePage.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  await snap(colePage, "comments-opened-from-notification");

  // The mail leads to the thread.
  const mail = await waitForMail(cole.email, /^Ada Designer mentioned you in Coupe/);
  expect(linkIn(mail)).toContain(`/workbench/${workbenchId}?comment=`);

  // Cole replies and resolves it; Ada sees both live.
  await coleComments.thread.getByRole("textbox", { name: "Reply" }).fill("Done, 5 mm lower.");
  await coleComments.thread.getByRole("button", { name: "Reply", exact: true }).click();
  await expect(adaComments.thread).toContainText("Done, 5 mm lower.");
  await coleComments.thread.getByRole("button", { name: "Resolve" }).click();
  await expect(coleComments.thread).toContainText("Resolved by Cole Colleague");
  await expect(adaComments.thread).toContainText("Resolved by Cole Colleague");
  await expect(adaComments.toggle).toHaveText("Comments");
  await snap(page, "comments-resolved-live");

  // In the list, the thread has left Open for Resolved.
  await adaComments.panel.getByRole("button", { name: "All comments" }).click();
  await expect(adaComments.panel).toContainText("No open comments.");
  await adaComments.filter("Resolved").click();
  await expect(adaComments.panel.getByRole("button", { name: "Thread 1" })).toContainText(
    "1 reply",
  );
  await snap(page, "comments-panel-resolved");
});

test("a Viewer comments once an admin lets Viewers comment in General settings", async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const { admin, organizationId, workbenchId } = await createWorkbenchInNewWorkspace(request, {
    workspace: "Studio Clients",
    admin: "Ada Designer",
    file: "Roadster",
  });
  const viewer = await createMemberViaApi(request, admin, organizationId, "VIEWER", "Val Viewer");
  const viewerPage = await (await browser.newContext()).newPage();
  const bench = new WorkbenchPage(viewerPage);
  const comments = new CommentsPanel(bench);
  await openSignedIn(viewerPage, viewer, bench.path(workbenchId));
  await expect(bench.status).toHaveText("Saved", { timeout: 90_000 });
  await expect(viewerPage.getByRole("button", { name: "Add a comment" })).toHaveCount(0);
  await comments.toggle.click();
  await expect(comments.panel).toContainText(
    "Viewers cannot comment in this workspace. An admin can allow it in the workspace settings.",
  );

  await openSignedIn(page, admin, `/settings/organization/${organizationId}/general`);
  const allow = page.getByRole("switch", { name: /^Viewers may comment/ });
  await allow.click();
  await expect(allow).toBeChecked();
  await expect(page.getByText("Viewers may now comment.")).toBeVisible();
  await snap(page, "comments-setting-viewers");

  await viewerPage.reload();
  await expect(bench.status).toHaveText("Saved", { timeout: 90_000 });
  // C at once: the workbench shows once it knows the viewer may comment.
  await comments.placeAt({ x: 400, y: 300 });
  await viewerPage.getByRole("textbox", { name: "Comment", exact: true }).fill("Love the stance");
  await viewerPage.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(comments.thread).toContainText("Love the stance");
  await expect(comments.pin(1)).toBeVisible();
});

test("a comment whose artboard is deleted stays in the list, without a pin", async ({
  page,
  request,
}) => {
  const { admin, workbenchId } = await createWorkbenchInNewWorkspace(request, {
    workspace: "Studio Sheets",
    admin: "Ada Designer",
    file: "Coupe sheets",
  });
  const bench = new WorkbenchPage(page);
  const comments = new CommentsPanel(bench);
  await openSignedIn(page, admin, bench.path(workbenchId));
  await bench.expectSaved();
  const artboard = (name: string) => page.getByRole("button", { name: `Artboard: ${name}` });
  await artboard("Artboard 1").click();
  await page.getByRole("menuitem", { name: "New artboard" }).click();
  await expect(artboard("Artboard 2")).toBeVisible();

  await comments.placeAt({ x: 300, y: 200 });
  await page.getByRole("textbox", { name: "Comment", exact: true }).fill("Check the rear");
  await page.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(comments.pin(1)).toBeVisible();

  await artboard("Artboard 2").click();
  await page.getByRole("menuitem", { name: "Delete artboard" }).click();
  await page
    .getByRole("dialog", { name: "Delete artboard" })
    .getByRole("button", { name: "Delete artboard" })
    .click();
  await expect(artboard("Artboard 1")).toBeVisible();
  await expect(comments.pin(1)).toHaveCount(0);
  await expect(comments.thread).toContainText("On a deleted artboard");
  await comments.panel.getByRole("button", { name: "All comments" }).click();
  await expect(comments.panel.getByRole("button", { name: "Thread 1" })).toContainText(
    "No replies · On a deleted artboard",
  );
  await expect(comments.toggle).toHaveText("Comments (1)");
  await snap(page, "comments-deleted-artboard");
});
