import type { Page } from "@playwright/test";
import { WorkbenchPage } from "../pages/WorkbenchPage.js";
import { createUserViaApi, createWorkbenchViaApi, globalTeamViaApi, openSignedIn } from "./api.js";

/** A designer alone on a new workbench, with it open and saved. */
export async function openNewWorkbench(
  page: Page,
  request: Parameters<typeof createUserViaApi>[0],
  name: string,
): Promise<WorkbenchPage> {
  const designer = await createUserViaApi(request, { workspace: `Studio ${name}` });
  const team = await globalTeamViaApi(request, designer, designer.organizationId ?? "");
  const workbenchId = await createWorkbenchViaApi(request, designer, team.rootFolderId, name);
  const workbench = new WorkbenchPage(page);
  await openSignedIn(page, designer, workbench.path(workbenchId));
  await workbench.expectSaved();
  return workbench;
}
