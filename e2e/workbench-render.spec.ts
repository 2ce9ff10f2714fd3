import { HANG, releaseRenders } from "./support/comfyui.js";
import { designerAndColleague } from "./support/render-sketch.js";
import { expect, snap, test } from "./support/test.js";

// Renders load the server's CPU (upscales, line art): this file's run one after another. A
// render that must hang or hold says so in its prompt, so the shared test backend is never steered.
test.describe.configure({ mode: "default" });

test("a designer renders the sketch through ComfyUI, refines an image, modifies its wheels, upscales the result 4x and places it while a colleague watches the history fill in", async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const { workbench, panel, leadPanel, lead } = await designerAndColleague(
    browser,
    page,
    request,
    "Coupe",
    "EDITOR",
  );
  await leadPanel.open();
  await expect(leadPanel.panel.getByText("Renders of this file appear here.")).toBeVisible();

  await panel.open();
  await panel.chooseImages(2);
  await panel.render("A red sports coupé");
  const render = panel.request("Render");
  await expect(render.getByText("Done")).toBeVisible();
  await expect(render.getByRole("button", { name: /^Image \d$/ })).toHaveCount(2);
  // The colleague's history fills in without a reload, with who asked.
  const seen = leadPanel.request("Render");
  await expect(seen.getByText("Done")).toBeVisible();
  await expect(seen.getByText("A red sports coupé")).toBeVisible();
  await expect(seen.getByText(/^Ada Designer ·/)).toBeVisible();
  await expect(seen.getByRole("button", { name: /^Image \d$/ })).toHaveCount(2);

  // Placed over the artboard it was rendered from, as a layer of its own.
  await panel.onOutput(render, 1, "Place as layer");
  await expect(workbench.layers.getByRole("listitem").first()).toHaveText(/^Render 1/);
  // Its toast shows at the bottom centre of the canvas, above the zoom bar: over neither the bar
  // nor the panels. Hovered, it stays while it is measured.
  const toast = page.getByRole("alert").filter({ hasText: "The image is on a new layer." });
  await toast.hover();
  const [toastBox, zoomBox, panelsBox] = await Promise.all([
    workbench.boxOnCanvas(toast),
    workbench.boxOnCanvas(page.getByRole("group", { name: "Zoom" })),
    workbench.boxOnCanvas(workbench.layers),
  ]);
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(zoomBox.y);
  expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(panelsBox.x);
  const middle = (box: { x: number; width: number }) => box.x + box.width / 2;
  expect(Math.abs(middle(toastBox) - middle(zoomBox))).toBeLessThan(2);
  await snap(page, "render-placed");

  // Refine: the image itself is the source, with a new prompt.
  await panel.onOutput(render, 2, "Refine…");
  await expect(panel.panel.getByText(/^Refining image 2/)).toBeVisible();
  await panel.prompt.fill("Lower roof, wider track");
  await panel.panel.getByRole("button", { name: "Refine", exact: true }).click();
  const refine = panel.request("Refine");
  await expect(refine.getByText("Done")).toBeVisible();
  await expect(leadPanel.request("Refine").getByText("Lower roof, wider track")).toBeVisible();
  await panel.onOutput(refine, 1, "Place as layer");
  await expect(workbench.layers.getByRole("listitem").first()).toHaveText(/^Refine 1/);

  // Modify: the refined car's wheels lassoed, only they change.
  await workbench.tool("Lasso").click();
  await workbench.drawWithMouse([
    { x: 320, y: 300 },
    { x: 460, y: 300 },
    { x: 460, y: 420 },
    { x: 320, y: 420 },
    { x: 320, y: 300 },
  ]);
  await expect(page.getByTestId("selected-region")).toBeVisible();
  await panel.prompt.fill("Chrome wheels");
  await panel.fromSource("Modify the selection");
  const modify = panel.request("Modify");
  await expect(modify.getByText("Done")).toBeVisible();
  await panel.onOutput(modify, 1, "Place as layer");
  await expect(workbench.layers.getByRole("listitem").first()).toHaveText(/^Modify 1/);
  await expect(leadPanel.request("Modify").getByText("Chrome wheels")).toBeVisible();
  await snap(lead, "render-history-colleague");
  await snap(page, "render-modified");

  // The result upscaled 4x on the server's CPU, then placed.
  const modified = await panel.outputSize(modify, 1);
  await panel.onOutput(modify, 1, "Upscale 4x");
  const upscale = panel.request("Upscale");
  // A 4x upscale of a render takes the server's CPU tens of seconds.
  await expect(upscale.getByText("Done")).toBeVisible({ timeout: 180_000 });
  expect(await panel.outputSize(upscale, 1)).toEqual({
    width: modified.width * 4,
    height: modified.height * 4,
  });
  await panel.onOutput(upscale, 1, "Place as layer");
  await expect(workbench.layers.getByRole("listitem").first()).toHaveText(/^Upscale 1/);
  await expect(leadPanel.request("Upscale").getByText("Done")).toBeVisible();
  await workbench.expectSaved();
  await snap(page, "render-upscaled-result");
});

test("a render stuck at the backend is cancelled from the history", async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const prompt = `A van ${HANG}`;
  try {
    const { panel } = await designerAndColleague(browser, page, request, "Stuck", "VIEWER");
    await panel.open();
    await panel.render(prompt);
    const stuck = panel.request("Render");
    await expect(stuck.getByText("Rendering")).toBeVisible();
    await stuck.getByRole("button", { name: "Cancel" }).click();
    await expect(stuck.getByText("Cancelled")).toBeVisible();
    await expect(stuck.getByRole("button", { name: "Cancel" })).toHaveCount(0);
  } finally {
    await releaseRenders(request, prompt);
  }
});

test("line art and a 2x upscale run on the server: a viewer sees them in the history, and the designer places one", async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const { workbench, panel, leadPanel, lead } = await designerAndColleague(
    browser,
    page,
    request,
    "Lines",
    "VIEWER",
  );
  await leadPanel.open();
  // A viewer sees the history, and no Render button.
  await expect(
    leadPanel.panel.getByText(/Only Editors and Admins of this file can render/),
  ).toBeVisible();

  await panel.open();
  await panel.fromSource("Line art");
  const lines = panel.request("Line art");
  await expect(lines.getByText("Done")).toBeVisible();
  await expect(leadPanel.request("Line art").getByText("Done")).toBeVisible();

  // A 2x upscale of a small selection: twice its size each way.
  await workbench.tool("Lasso").click();
  await workbench.drawWithMouse([
    { x: 400, y: 220 },
    { x: 460, y: 220 },
    { x: 460, y: 270 },
    { x: 400, y: 270 },
    { x: 400, y: 220 },
  ]);
  await expect(page.getByTestId("selected-region")).toBeVisible();
  await panel.chooseSource("Selection");
  await panel.fromSource("Upscale 2x");
  const upscale = panel.request("Upscale");
  await expect(upscale.getByText("Done")).toBeVisible();
  const { width, height } = await panel.outputSize(upscale, 1);
  expect(width % 2).toBe(0);
  expect(height % 2).toBe(0);
  expect(width).toBeGreaterThan(100);
  await panel.onOutput(upscale, 1, "Place as layer");
  await expect(workbench.layers.getByRole("listitem").first()).toHaveText(/^Upscale 1/);
  await workbench.expectSaved();
  await snap(lead, "render-history-viewer");
  await snap(page, "render-upscaled-placed");
});
