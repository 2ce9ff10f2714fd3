import type { Browser, Page } from "@playwright/test";
import { RenderPanel } from "../pages/RenderPanel.js";
import { WorkbenchPage } from "../pages/WorkbenchPage.js";
import {
  createMemberViaApi,
  createUserViaApi,
  createWorkbenchViaApi,
  globalTeamViaApi,
  openSignedIn,
} from "./api.js";

/**
 * A designer on a new workbench (named `name`, in the global team of a new workspace) with a
 * sketch on it, and a colleague of the role given on it too, in a browser of their own: the
 * render specs start here.
 */
export async function designerAndColleague(
  browser: Browser,
  page: Page,
  request: Parameters<typeof createUserViaApi>[0],
  name: string,
  role: "VIEWER" | "EDITOR",
) {
  const designer = await createUserViaApi(request, { workspace: `Studio ${name}` });
  const organizationId = designer.organizationId ?? "";
  const team = await globalTeamViaApi(request, designer, organizationId);
  const workbenchId = await createWorkbenchViaApi(request, designer, team.rootFolderId, name);
  const colleague = await createMemberViaApi(request, designer, organizationId, role, "Cy Lead");

  const workbench = new WorkbenchPage(page);
  await openSignedIn(page, designer, workbench.path(workbenchId));
  await workbench.expectSaved();
  await workbench.widenBrush();
  // A car's side: the roof line and the sill.
  await workbench.drawWithMouse([
    { x: 300, y: 330 },
    { x: 420, y: 250 },
    { x: 600, y: 240 },
    { x: 720, y: 320 },
  ]);
  await workbench.drawWithMouse([
    { x: 280, y: 360 },
    { x: 740, y: 360 },
  ]);
  await workbench.expectSaved();

  const lead = await (await browser.newContext()).newPage();
  const leadScreen = new WorkbenchPage(lead);
  await openSignedIn(lead, colleague, leadScreen.path(workbenchId));
  await leadScreen.expectSaved();
  return {
    workbench,
    panel: new RenderPanel(page),
    leadPanel: new RenderPanel(lead),
    lead,
    workbenchId,
    folderId: team.rootFolderId,
  };
}
