import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import {
  createUserViaApi,
  createWorkbenchViaApi,
  createWorkspaceViaApi,
  globalTeamViaApi,
  openSignedIn,
} from "./support/api.js";
import { redSquarePng } from "./support/images.js";
import { expect, test } from "./support/test.js";

test("a designer copies a stroke and an image into a file of another workspace, and cuts and pastes within one", async ({
  page,
  request,
}) => {
  test.slow();
  const designer = await createUserViaApi(request, { workspace: "Studio Clipboard" });
  const team = await globalTeamViaApi(request, designer, designer.organizationId ?? "");
  const sourceId = await createWorkbenchViaApi(request, designer, team.rootFolderId, "Source");
  const otherWorkspace = await createWorkspaceViaApi(request, designer, "Client Clipboard");
  const otherTeam = await globalTeamViaApi(request, designer, otherWorkspace);
  const targetId = await createWorkbenchViaApi(request, designer, otherTeam.rootFolderId, "Target");

  const workbench = new WorkbenchPage(page);
  await openSignedIn(page, designer, workbench.path(sourceId));
  await workbench.expectSaved();
  const canvas = await workbench.canvasSize();
  const centre = { x: canvas.width / 2, y: canvas.height / 2 };
  await page.getByLabel("Image or layered file").setInputFiles({
    name: "swatch.png",
    mimeType: "image/png",
    buffer: await redSquarePng(page),
  });
  await expect.poll(() => workbench.redAt(centre)).toBe(true);
  await workbench.tool("Brush").click();
  await workbench.drawWithMouse([
    { x: 150, y: 150 },
    { x: 350, y: 160 },
  ]);
  await workbench.expectSaved();

  // Everything on the layer, copied, then pasted into the other workspace's file.
  await workbench.tool("Select and transform").click();
  await page.keyboard.press("ControlOrMeta+A");
  await expect(page.getByTestId("selection")).toBeVisible();
  await page.keyboard.press("ControlOrMeta+C");
  await page.goto(workbench.path(targetId));
  await workbench.expectSaved();
  await expect.poll(() => workbench.hasInkNear({ x: 250, y: 155 }, 4)).toBe(false);
  await page.keyboard.press("ControlOrMeta+V");
  // The image was read from the source file and uploaded to this one: it shows after a reload.
  await expect.poll(() => workbench.redAt(centre)).toBe(true);
  await expect.poll(() => workbench.hasInkNear({ x: 250, y: 155 }, 4)).toBe(true);
  await expect(page.getByTestId("selection")).toBeVisible();
  await workbench.expectSaved();
  await page.reload();
  await workbench.expectSaved();
  await expect.poll(() => workbench.redAt(centre)).toBe(true);

  // Cut and pasted back within one file: gone, then back; one undo takes the paste back.
  await workbench.tool("Select and transform").click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("ControlOrMeta+X");
  await expect.poll(() => workbench.hasInkNear({ x: 250, y: 155 }, 4)).toBe(false);
  await page.keyboard.press("ControlOrMeta+V");
  await expect.poll(() => workbench.hasInkNear({ x: 250, y: 155 }, 4)).toBe(true);
  await page.keyboard.press("ControlOrMeta+Z");
  await expect.poll(() => workbench.hasInkNear({ x: 250, y: 155 }, 4)).toBe(false);
  await workbench.expectSaved();
});
