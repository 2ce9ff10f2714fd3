import { RenderPanel } from "./pages/RenderPanel.js";
import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import {
  createUserViaApi,
  createWorkbenchViaApi,
  globalTeamViaApi,
  openSignedIn,
} from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

test("a workspace Admin switches AI rendering off in Settings › AI, and the Render panel says so", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { workspace: "Studio Switch" });
  const organizationId = admin.organizationId ?? "";
  const team = await globalTeamViaApi(request, admin, organizationId);
  const workbenchId = await createWorkbenchViaApi(request, admin, team.rootFolderId, "Switch");

  await openSignedIn(page, admin, `/settings/organization/${organizationId}/ai`);
  await expect(page.getByRole("heading", { name: "AI", exact: true })).toBeVisible();
  await expect(page.getByText("0 of 50 AI requests this month.", { exact: false })).toBeVisible();
  // The deployment has a backend (the test backend): the workspace need not set one.
  await expect(
    page.getByText("Leave the address empty to render on this server's backend."),
  ).toBeVisible();
  // A workspace's backend on this machine's own network is refused.
  const test = page.getByRole("button", { name: "Test connection" });
  await page.getByRole("textbox", { name: "Address" }).fill("http://127.0.0.1:8188");
  await expect(test).toBeDisabled();
  await expect(page.getByText("Save first: the test tries the saved backend.")).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/on this server's own network/)).toBeVisible();
  await page.getByRole("textbox", { name: "Address" }).fill("");
  // The saved backend, here the server's own, answers a test.
  await test.click();
  await expect(page.getByRole("status")).toHaveText("The render backend answered.");
  const aiSwitch = page.getByRole("switch", { name: /^Members can render with AI/ });
  await aiSwitch.setChecked(false, { force: true });
  await expect(aiSwitch).not.toBeChecked();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The AI settings are saved.")).toBeVisible();
  await snap(page, "settings-ai");

  // Plans & Billing shows the month's usage too.
  await page.getByRole("link", { name: "Plans & Billing" }).click();
  await expect(page.getByRole("heading", { name: "AI usage" })).toBeVisible();

  const workbench = new WorkbenchPage(page);
  await page.goto(workbench.path(workbenchId));
  await workbench.expectSaved();
  const panel = new RenderPanel(page);
  await panel.open();
  await expect(
    panel.panel.getByText("An Admin of this workspace has switched AI rendering off."),
  ).toBeVisible();
  await expect(panel.panel.getByRole("button", { name: "Render", exact: true })).toBeDisabled();
});
