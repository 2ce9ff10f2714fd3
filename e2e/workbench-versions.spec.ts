import { HistoryPanel } from "./pages/HistoryPanel.js";
import { PresencePage } from "./pages/PresencePage.js";
import {
  createMemberViaApi,
  createUserViaApi,
  createWorkbenchViaApi,
  globalTeamViaApi,
  openSignedIn,
} from "./support/api.js";
import { closeMenu, expect, snap, test } from "./support/test.js";

const across = (y: number) => [
  { x: 300, y },
  { x: 500, y: y + 20 },
  { x: 700, y },
];

test("a designer saves a named version, draws more and restores it; a colleague sees the restore live, and Ctrl+Z undoes it", async ({
  browser,
  page,
  request,
}) => {
  // Two browsers opening one file on CI's two cores: as the other collaboration tests.
  test.slow();
  const ada = await createUserViaApi(request, { workspace: "Studio History" });
  const organizationId = ada.organizationId ?? "";
  const team = await globalTeamViaApi(request, ada, organizationId);
  const workbenchId = await createWorkbenchViaApi(request, ada, team.rootFolderId, "Coupe");
  const bo = await createMemberViaApi(request, ada, organizationId, "EDITOR", "Bo Sketch");

  const designer = new PresencePage(page);
  await openSignedIn(page, ada, designer.path(workbenchId));
  await designer.expectSaved();
  const colleague = new PresencePage(await (await browser.newContext()).newPage());
  await openSignedIn(colleague.page, bo, colleague.path(workbenchId));
  await colleague.expectSaved();

  await designer.drawWithMouse(across(250));
  await designer.expectSaved();
  const history = new HistoryPanel(page);
  await history.open();
  await history.save("Proportions v2");
  await expect(history.version("Proportions v2")).toContainText("Ada Designer");
  await snap(page, "versions-named-version-saved");

  await designer.drawWithMouse(across(450));
  await designer.expectSaved();
  await colleague.expectInkNear({ x: 500, y: 465 });

  await history.act("Proportions v2", "Restore this version");
  await designer.expectInkNear({ x: 500, y: 465 }, false);
  await designer.expectInkNear({ x: 500, y: 265 });
  // Bo did nothing: the restore reaches him as any edit does.
  await colleague.expectInkNear({ x: 500, y: 465 }, false);
  await colleague.expectInkNear({ x: 500, y: 265 });
  await snap(colleague.page, "versions-restore-seen-by-colleague");

  // Ctrl+Z undoes the restore, for everyone.
  await designer.canvas.hover();
  await page.keyboard.press("Control+z");
  await designer.expectInkNear({ x: 500, y: 465 });
  await colleague.expectInkNear({ x: 500, y: 465 });
  await designer.expectSaved();
  await snap(page, "versions-restore-undone");
});

test("a colleague's history shows a named version as it is saved, renamed and deleted", async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const ada = await createUserViaApi(request, { workspace: "Studio Live History" });
  const organizationId = ada.organizationId ?? "";
  const team = await globalTeamViaApi(request, ada, organizationId);
  const workbenchId = await createWorkbenchViaApi(request, ada, team.rootFolderId, "Roadster");
  const bo = await createMemberViaApi(request, ada, organizationId, "VIEWER", "Bo Viewer");

  const designer = new PresencePage(page);
  await openSignedIn(page, ada, designer.path(workbenchId));
  await designer.expectSaved();
  const colleague = new PresencePage(await (await browser.newContext()).newPage());
  await openSignedIn(colleague.page, bo, colleague.path(workbenchId));
  const seen = new HistoryPanel(colleague.page);
  await seen.open();
  // A viewer sees the history but saves, names and deletes nothing.
  await expect(seen.panel.getByLabel("Save this version as")).toHaveCount(0);

  await designer.drawWithMouse(across(250));
  await designer.expectSaved();
  const history = new HistoryPanel(page);
  await history.open();
  await history.save("Wheels");
  await expect(seen.version("Wheels")).toBeVisible();
  await seen.panel.getByRole("button", { name: "Actions for Wheels" }).click();
  await expect(
    colleague.page.getByRole("menuitem", { name: "Compare with current" }),
  ).toBeVisible();
  await expect(colleague.page.getByRole("menuitem", { name: "Rename…" })).toHaveCount(0);
  await expect(colleague.page.getByRole("menuitem", { name: "Delete version" })).toHaveCount(0);
  await closeMenu(colleague.page);

  await history.rename("Wheels", "Wheels, 21 inch");
  await expect(seen.version("Wheels, 21 inch")).toBeVisible();
  await snap(colleague.page, "versions-renamed-seen-by-colleague");

  await history.delete("Wheels, 21 inch");
  await expect(history.version("Wheels, 21 inch")).toHaveCount(0);
  await expect(seen.version("Wheels, 21 inch")).toHaveCount(0);
  // The drawing stays as it is.
  await designer.expectInkNear({ x: 500, y: 265 });
  await snap(page, "versions-named-version-deleted");
});
