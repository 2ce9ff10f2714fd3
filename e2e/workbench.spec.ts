import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import {
  createUserViaApi,
  createWorkbenchViaApi,
  globalTeamViaApi,
  openSignedIn,
} from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

test("a designer draws with the mouse, sees it saved, and finds it again after a reload", async ({
  page,
  request,
}) => {
  const designer = await createUserViaApi(request, { workspace: "Studio Draw" });
  const team = await globalTeamViaApi(request, designer, designer.organizationId ?? "");
  const workbenchId = await createWorkbenchViaApi(request, designer, team.rootFolderId, "Roadster");
  const workbench = new WorkbenchPage(page);

  await openSignedIn(page, designer, workbench.path(workbenchId));
  await expect(workbench.layer("Layer 1")).toBeVisible();
  await workbench.expectSaved();
  await expect(workbench.tool("Brush")).toHaveAttribute("aria-pressed", "true");

  const line = [
    { x: 300, y: 300 },
    { x: 500, y: 320 },
    { x: 700, y: 300 },
  ];
  expect(await workbench.hasInkNear({ x: 500, y: 315 })).toBe(false);
  await workbench.drawWithMouse(line);
  await expect.poll(() => workbench.hasInkNear({ x: 500, y: 315 })).toBe(true);
  await workbench.expectSaved();
  await snap(page, "workbench-drawn");

  await page.reload();
  await workbench.expectSaved();
  await expect.poll(() => workbench.hasInkNear({ x: 500, y: 315 })).toBe(true);
});
