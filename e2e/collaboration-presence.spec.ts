import type { Browser, Page } from "@playwright/test";
import { PresencePage } from "./pages/PresencePage.js";
import {
  type ApiUser,
  createMemberViaApi,
  createUserViaApi,
  createWorkbenchViaApi,
  globalTeamViaApi,
  openSignedIn,
  setPlanViaApi,
} from "./support/api.js";
import { centreOf, redSquarePng } from "./support/images.js";
import { expect, snap, test } from "./support/test.js";

/**
 * A workbench and designers of one workspace on it, each in a browser of their own: the first
 * is the admin who made the workspace ("Ada Designer"), the others are Editors.
 */
async function designersOn(
  browser: Browser,
  page: Page,
  request: Parameters<typeof createUserViaApi>[0],
  names: string[],
) {
  const admin = await createUserViaApi(request, { workspace: "Studio Together" });
  const organizationId = admin.organizationId ?? "";
  // The free plan has two editor seats; a studio of three pays for more.
  if (names.length > 1) await setPlanViaApi(request, organizationId, "PRO");
  const team = await globalTeamViaApi(request, admin, organizationId);
  const workbenchId = await createWorkbenchViaApi(request, admin, team.rootFolderId, "Coupe");
  const users: ApiUser[] = [admin];
  for (const name of names) {
    users.push(await createMemberViaApi(request, admin, organizationId, "EDITOR", name));
  }
  const screens: PresencePage[] = [];
  for (const [index, user] of users.entries()) {
    const tab = index === 0 ? page : await (await browser.newContext()).newPage();
    const screen = new PresencePage(tab);
    await openSignedIn(tab, user, screen.path(workbenchId));
    await screen.expectSaved();
    screens.push(screen);
  }
  return screens;
}

const across = (y: number, from = 300, to = 700) => [
  { x: from, y },
  { x: (from + to) / 2, y: y + 20 },
  { x: to, y },
];

test("a stroke shows to the others while it is drawn, with the drawer's cursor and name", async ({
  browser,
  page,
  request,
}) => {
  // Two browsers, a reload and a selection beside CI's other worker on two cores: opening the
  // file took 10-15 s each there, an 8-step mouse move 8 s, past 120 s in all.
  test.slow();
  const [ada, bo] = await designersOn(browser, page, request, ["Bo Sketch"]);
  if (!ada || !bo) throw new Error("two designers expected");
  await expect(bo.avatar("Ada Designer")).toBeVisible();
  await expect(ada.avatar("Bo Sketch")).toBeVisible();
  await expect(ada.self("Ada Designer")).toBeVisible();

  await ada.hover({ x: 400, y: 250 });
  await expect(bo.cursor("Ada Designer")).toBeVisible();
  expect(await bo.hasInkNear({ x: 500, y: 315 })).toBe(false);

  await ada.startStroke(across(300));
  // Ada still holds the mouse down: the stroke is not in the document yet, Bo sees it anyway.
  await bo.expectInkNear({ x: 500, y: 315 });
  await bo.expectInkNear({ x: 690, y: 300 });
  await expect(bo.cursor("Ada Designer")).toBeVisible();
  await snap(bo.page, "collab-live-stroke-seen-by-other");
  await ada.finishStroke();

  await ada.expectSaved();
  await bo.expectInkNear({ x: 500, y: 315 });
  await ada.hover({ x: 900, y: 600 });
  await bo.page.reload();
  await bo.expectSaved();
  await bo.expectInkNear({ x: 500, y: 315 });
  await expect(bo.avatar("Ada Designer")).toBeVisible();

  // Bo selects the stroke: Ada sees it outlined in Bo's colour.
  await expect(ada.othersSelection).toHaveCount(0);
  await bo.tool("Select and transform").click();
  await bo.click({ x: 400, y: 310 });
  await expect(bo.page.getByTestId("selection")).toBeVisible();
  await expect(ada.othersSelection).toBeVisible();
  await snap(ada.page, "collab-others-selection");
});

test("three designers draw at once and each sees the other two and their strokes", async ({
  browser,
  page,
  request,
}) => {
  // Three browsers drawing at once beside CI's other worker on two cores: every step waits for a
  // CPU (opening the file took 10-25 s each there, a mouse move 2-7 s), 131 s in all.
  test.slow();
  const screens = await designersOn(browser, page, request, ["Bo Sketch", "Cy Render"]);
  const names = ["Ada Designer", "Bo Sketch", "Cy Render"];
  const rows = [250, 400, 550];
  await Promise.all(
    screens.map(async (screen, index) => {
      await screen.startStroke(across(rows[index] ?? 0));
      await screen.finishStroke();
    }),
  );
  for (const [index, screen] of screens.entries()) {
    await expect(screen.self(names[index] ?? "")).toBeVisible();
    for (const [other, name] of names.entries()) {
      if (other === index) continue;
      await expect(screen.avatar(name)).toBeVisible();
      await screen.expectInkNear({ x: 500, y: (rows[other] ?? 0) + 15 });
    }
    await screen.expectSaved();
  }
  await snap(page, "collab-three-designers");
});

test("undo takes back only one's own stroke, for everyone", async ({ browser, page, request }) => {
  const [ada, bo] = await designersOn(browser, page, request, ["Bo Sketch"]);
  if (!ada || !bo) throw new Error("two designers expected");
  const adaLine = { x: 500, y: 315 };
  const boLine = { x: 500, y: 515 };

  await ada.drawWithMouse(across(300));
  await bo.expectInkNear(adaLine);
  await bo.drawWithMouse(across(500));
  await ada.expectInkNear(boLine);

  await ada.page.keyboard.press("Control+z");
  await ada.expectInkNear(adaLine, false);
  await bo.expectInkNear(adaLine, false);
  await ada.expectInkNear(boLine);
  await bo.expectInkNear(boLine);
  await ada.expectSaved();
  await snap(bo.page, "collab-undo-isolation");

  await ada.page.keyboard.press("Control+Shift+z");
  await bo.expectInkNear(adaLine);
});

test("following another designer's view, until Escape", async ({ browser, page, request }) => {
  const [ada, bo] = await designersOn(browser, page, request, ["Bo Sketch"]);
  if (!ada || !bo) throw new Error("two designers expected");
  await ada.drawWithMouse(across(300));
  await bo.expectInkNear({ x: 500, y: 315 });
  const fitted = await ada.inkColumn(500);

  await bo.avatar("Ada Designer").click();
  await expect(bo.following("Ada Designer")).toBeVisible();
  await expect(bo.stopFollowing).toBeVisible();

  const before = (await ada.zoomLevel.textContent()) ?? "";
  await ada.page.getByRole("button", { name: "Zoom in", exact: true }).click();
  await expect(ada.zoomLevel).not.toHaveText(before);
  const zoomed = (await ada.zoomLevel.textContent()) ?? "";
  await expect(bo.zoomLevel).toHaveText(zoomed);
  // Ada scrolls her view too: Bo's screen shows the stroke where hers does, not where it was.
  await ada.hover({ x: 600, y: 400 });
  await ada.page.mouse.wheel(0, 120);
  await expect.poll(() => ada.inkColumn(500)).not.toEqual(fitted);
  // Read side by side at each poll: on a slow machine Ada's view may still be settling when the
  // first change shows, and Bo follows where it ends, not where it was caught.
  await expect
    .poll(async () => {
      const [adaSees, boSees] = await Promise.all([ada.inkColumn(500), bo.inkColumn(500)]);
      return adaSees.includes(true) && adaSees.join() === boSees.join();
    })
    .toBe(true);
  await expect(bo.following("Ada Designer")).toBeVisible();
  await snap(bo.page, "collab-following");

  await bo.page.keyboard.press("Escape");
  await expect(bo.following("Ada Designer")).toHaveCount(0);
  await ada.page.getByRole("button", { name: "Zoom out", exact: true }).click();
  await expect(ada.zoomLevel).toHaveText(before);
  await expect(bo.zoomLevel).toHaveText(zoomed);
});

test("a layer added and renamed, an image placed: the other designer sees them without a reload", async ({
  browser,
  page,
  request,
}) => {
  const [ada, bo] = await designersOn(browser, page, request, ["Bo Sketch"]);
  if (!ada || !bo) throw new Error("two designers expected");

  await ada.page.getByRole("button", { name: "New layer" }).click();
  await expect(bo.layers.getByRole("listitem")).toHaveText(["Layer 2", "Layer 1"]);
  await ada.page.getByRole("button", { name: "Select Layer 2" }).dblclick();
  await ada.page.getByRole("textbox", { name: "Layer name" }).fill("Wheels");
  await ada.page.keyboard.press("Enter");
  await expect(bo.layers.getByRole("listitem")).toHaveText(["Wheels", "Layer 1"]);

  // A layer's visibility belongs to the document: Bo hiding it hides it for Ada too.
  await bo.page.getByRole("button", { name: "Hide Layer 1" }).click();
  await expect(ada.page.getByRole("button", { name: "Show Layer 1" })).toBeVisible();
  await bo.page.getByRole("button", { name: "Show Layer 1" }).click();

  await ada.page.getByLabel("Image or layered file").setInputFiles({
    name: "swatch.png",
    mimeType: "image/png",
    buffer: await redSquarePng(ada.page),
  });
  const centre = centreOf(await bo.canvasSize());
  await expect.poll(() => bo.redAt(centre)).toBe(true);
  await snap(bo.page, "collab-layer-and-image-from-other");
});
