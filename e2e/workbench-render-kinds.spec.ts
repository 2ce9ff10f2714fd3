import { AI_MESSAGES } from "@contour/core";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { AdminPage } from "./pages/AdminPage.js";
import { RenderPanel } from "./pages/RenderPanel.js";
import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import { createStaffViaApi, createWorkbenchInNewWorkspace, openSignedIn } from "./support/api.js";
import { HOLD, releaseRenders } from "./support/comfyui.js";
import { expect, snap, test } from "./support/test.js";

// Renders load the server's CPU (upscales, line art): this file's run one after another. A
// render that must hang or hold says so in its prompt, so the shared test backend is never steered.
test.describe.configure({ mode: "default" });

/** A designer on a new workbench of a workspace of their own, the Render panel open. */
async function designerOnNewWorkbench(page: Page, request: APIRequestContext, name: string) {
  const made = await createWorkbenchInNewWorkspace(request, {
    workspace: `Studio ${name}`,
    admin: "Ada Designer",
    file: name,
  });
  const workbench = new WorkbenchPage(page);
  await openSignedIn(page, made.admin, workbench.path(made.workbenchId));
  await workbench.expectSaved();
  const panel = new RenderPanel(page);
  await panel.open();
  return { ...made, workbench, panel };
}

/** The middle of the canvas, inside the fitted artboard. */
async function middleOf(workbench: WorkbenchPage) {
  const { width, height } = await workbench.canvasSize();
  return { x: width / 2, y: height / 2 };
}

/** The request's first image has loaded: its picture came from the server, not a broken link. */
async function expectImageLoaded(request: ReturnType<RenderPanel["request"]>) {
  const image = request.getByRole("img", { name: "Image 1" });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

test("text to image: a prompt alone renders an image, which the designer places as a layer", async ({
  page,
  request,
}) => {
  test.slow();
  const { workbench, panel } = await designerOnNewWorkbench(page, request, "Salt flat");
  const middle = await middleOf(workbench);
  expect(await workbench.hasInkNear(middle)).toBe(false);

  await panel.chooseSource("Prompt only");
  // Nothing is drawn to follow.
  await expect(panel.panel.getByText("Drawing influence")).toHaveCount(0);
  await panel.render("A silver estate car on a salt flat");
  const made = panel.request("Text to image");
  await expect(made.getByText("Done")).toBeVisible();
  await expect(made.getByText("A silver estate car on a salt flat")).toBeVisible();
  await expectImageLoaded(made);

  await panel.onOutput(made, 1, "Place as layer");
  await expect(workbench.layers.getByRole("listitem").first()).toHaveText(/^Text to image 1/);
  // Over the whole artboard, as it had no source to align with.
  await expect.poll(() => workbench.hasInkNear(middle)).toBe(true);
  await workbench.expectSaved();
  await snap(page, "render-text-to-image");
});

test("background removal from an image's menu adds the cut-out image to the history", async ({
  page,
  request,
}) => {
  test.slow();
  const { panel } = await designerOnNewWorkbench(page, request, "Cut out");
  await panel.chooseSource("Prompt only");
  await panel.render("A white hatchback");
  const made = panel.request("Text to image");
  await expect(made.getByText("Done")).toBeVisible();

  await panel.onOutput(made, 1, "Remove background");
  const cutOut = panel.request("Background removed");
  await expect(cutOut.getByText("Done")).toBeVisible();
  await expectImageLoaded(cutOut);
  // Newest first: the cut-out above the image it came from.
  await expect(panel.panel.getByLabel(/ request$/)).toHaveCount(2);
  await expect(panel.panel.getByLabel(/ request$/).first()).toHaveAccessibleName(
    "Background removed request",
  );
  await snap(page, "render-background-removed");
});

test("a running render shows the backend's preview and progress, then its image", async ({
  page,
  request,
}) => {
  test.slow();
  // The backend stops after its first step, progress and preview sent, until released.
  const prompt = `A green roadster ${HOLD}`;
  try {
    const { workbench, panel } = await designerOnNewWorkbench(page, request, "Preview");
    await workbench.widenBrush();
    await workbench.drawWithMouse([
      { x: 300, y: 340 },
      { x: 480, y: 240 },
      { x: 700, y: 340 },
    ]);
    await workbench.expectSaved();
    await panel.render(prompt);
    const running = panel.request("Render");
    await expect(running.getByText("Rendering")).toBeVisible();
    const preview = panel.preview(running);
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    // One step of the backend's four.
    await expect(panel.progress(running)).toHaveAttribute("aria-valuenow", "25");
    // The history's end, where the request and its preview are, in the picture.
    await panel.panel.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await snap(page, "render-preview-running");

    await releaseRenders(request, prompt);
    await expect(running.getByText("Done")).toBeVisible();
    await expect(preview).toHaveCount(0);
    await expect(panel.progress(running)).toHaveCount(0);
    await expectImageLoaded(running);
  } finally {
    await releaseRenders(request, prompt);
  }
});

/** Staff's page of the workspace in /admin, in a browser of its own. */
async function staffOnWorkspace(browser: Browser, request: APIRequestContext, id: string) {
  const staff = await createStaffViaApi(request);
  const staffPage = await (await browser.newContext()).newPage();
  await openSignedIn(staffPage, staff, `/admin/workspaces/${id}`);
  return { staffPage, admin: new AdminPage(staffPage) };
}

test("staff switch AI rendering off for a workspace in /admin: its designer's Render panel refuses, until they switch it on again", async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const { organizationId, workbench, panel } = await designerOnNewWorkbench(
    page,
    request,
    "Switched",
  );
  const render = panel.panel.getByRole("button", { name: "Render", exact: true });
  await expect(render).toBeEnabled();
  const { staffPage, admin } = await staffOnWorkspace(browser, request, organizationId);
  const aiSwitch = staffPage.getByRole("radiogroup", { name: "AI rendering" });

  await admin.setFeature("AI rendering", "Off");
  await expect(admin.toast("AI rendering updated!")).toBeVisible();
  await expect(aiSwitch.getByRole("radio", { name: "Off" })).toBeChecked();
  // From the top: a full-page picture of a scrolled page shows the sticky sidebar mid-way.
  await staffPage.evaluate(() => window.scrollTo(0, 0));
  await snap(staffPage, "admin-ai-rendering-off");
  await page.reload();
  await workbench.expectSaved();
  await panel.open();
  await expect(panel.panel.getByText(AI_MESSAGES.switchedOffByStaff)).toBeVisible();
  await expect(render).toBeDisabled();
  // Away from the header's Render button, whose tooltip would cover the panel.
  await panel.panel.getByRole("heading", { name: "Render" }).hover();
  await snap(page, "render-switched-off-by-staff");

  await admin.setFeature("AI rendering", "On");
  await expect(aiSwitch.getByRole("radio", { name: "On" })).toBeChecked();
  await page.reload();
  await workbench.expectSaved();
  await panel.open();
  await expect(render).toBeEnabled();
  await expect(panel.panel.getByText(AI_MESSAGES.switchedOffByStaff)).toHaveCount(0);
  await panel.chooseSource("Prompt only");
  await panel.render("A blue pickup");
  await expect(panel.request("Text to image").getByText("Done")).toBeVisible();
});
