import { RenderPanel } from "./pages/RenderPanel.js";
import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import {
  createMemberViaApi,
  createUserViaApi,
  createWorkbenchViaApi,
  globalTeamViaApi,
  openSignedIn,
} from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

test("line art of the drawing runs on the server, shows in a colleague's history, and is placed as a layer", async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const designer = await createUserViaApi(request, { workspace: "Studio Lines" });
  const organizationId = designer.organizationId ?? "";
  const team = await globalTeamViaApi(request, designer, organizationId);
  const workbenchId = await createWorkbenchViaApi(request, designer, team.rootFolderId, "Lines");
  const colleague = await createMemberViaApi(
    request,
    designer,
    organizationId,
    "VIEWER",
    "Cy Lead",
  );

  const workbench = new WorkbenchPage(page);
  await openSignedIn(page, designer, workbench.path(workbenchId));
  await workbench.expectSaved();
  await workbench.widenBrush();
  await workbench.drawWithMouse([
    { x: 300, y: 300 },
    { x: 500, y: 240 },
    { x: 700, y: 320 },
  ]);
  await workbench.expectSaved();

  const lead = await (await browser.newContext()).newPage();
  const leadScreen = new WorkbenchPage(lead);
  await openSignedIn(lead, colleague, leadScreen.path(workbenchId));
  await leadScreen.expectSaved();
  const leadPanel = new RenderPanel(lead);
  await leadPanel.open();
  await expect(leadPanel.panel.getByText("Renders of this file appear here.")).toBeVisible();
  // A viewer sees the history, and no Render button.
  await expect(
    leadPanel.panel.getByText(/Only Editors and Admins of this file can render/),
  ).toBeVisible();

  const panel = new RenderPanel(page);
  await panel.open();
  await expect(panel.panel.getByText(/No render backend is set up/)).toBeVisible();
  await panel.fromSource("Line art");

  const mine = panel.request("Line art");
  await expect(mine.getByText("Done")).toBeVisible();
  await expect(mine.getByRole("button", { name: "Image 1" })).toBeVisible();
  // The colleague's history fills in without a reload.
  const theirs = leadPanel.request("Line art");
  await expect(theirs.getByText("Done")).toBeVisible();
  await expect(theirs.getByText(/^Ada Designer ·/)).toBeVisible();
  await snap(lead, "render-history-colleague");

  await panel.onOutput(mine, 1, "Place as layer");
  await expect(workbench.layers.getByRole("listitem").first()).toHaveText(/^Render 1/);
  await workbench.expectSaved();
  await snap(page, "render-line-art-placed");
});
