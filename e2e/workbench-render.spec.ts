import { setComfyUiBehaviour } from "./support/comfyui.js";
import { designerAndColleague } from "./support/render-sketch.js";
import { expect, snap, test } from "./support/test.js";

// One ComfyUI test backend serves the whole run: these tests steer it one at a time.
test.describe.configure({ mode: "serial" });

test("a designer renders the sketch through ComfyUI, refines and modifies an image while a colleague watches the history fill in", async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  await setComfyUiBehaviour(request, "normal");
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
  await snap(page, "render-placed");

  // Refine: the image itself is the source, with a new prompt.
  await panel.onOutput(render, 2, "Refine…");
  await expect(panel.panel.getByText(/^Refining image 2/)).toBeVisible();
  await panel.prompt.fill("Lower roof, wider track");
  await panel.panel.getByRole("button", { name: "Refine", exact: true }).click();
  await expect(panel.request("Refine").getByText("Done")).toBeVisible();
  await expect(leadPanel.request("Refine").getByText("Lower roof, wider track")).toBeVisible();

  // Modify: the wheels lassoed, only they change.
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
});

test("a render stuck at the backend is cancelled from the history", async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  await setComfyUiBehaviour(request, "hang");
  try {
    const { panel } = await designerAndColleague(browser, page, request, "Stuck", "VIEWER");
    await panel.open();
    await panel.render("A van");
    const stuck = panel.request("Render");
    await expect(stuck.getByText("Rendering")).toBeVisible();
    await stuck.getByRole("button", { name: "Cancel" }).click();
    await expect(stuck.getByText("Cancelled")).toBeVisible();
    await expect(stuck.getByRole("button", { name: "Cancel" })).toHaveCount(0);
  } finally {
    await setComfyUiBehaviour(request, "normal");
  }
});

test("line art and a 4x upscale run on the server: a viewer sees them in the history, and the designer places one", async ({
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

  // A 4x upscale of a small selection: four times its pixels.
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
  await panel.fromSource("Upscale 4x");
  const upscale = panel.request("Upscale");
  await expect(upscale.getByText("Done")).toBeVisible();
  await upscale.getByRole("button", { name: "Image 1" }).click();
  const size = await page
    .getByRole("menu")
    .getByText(/^\d+ × \d+$/)
    .textContent();
  const [width = 0, height = 0] = (size ?? "").split(" × ").map(Number);
  expect(width % 4).toBe(0);
  expect(height % 4).toBe(0);
  expect(width).toBeGreaterThan(100);
  await page.getByRole("menuitem", { name: "Place as layer" }).click();
  await expect(workbench.layers.getByRole("listitem").first()).toHaveText(/^Upscale 1/);
  await workbench.expectSaved();
  await snap(lead, "render-history-viewer");
  await snap(page, "render-upscaled-placed");
});
