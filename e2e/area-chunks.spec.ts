import type { Page } from "@playwright/test";
import { DashboardPage } from "./pages/DashboardPage.js";
import { MembersPage } from "./pages/MembersPage.js";
import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import {
  createStaffViaApi,
  createUserViaApi,
  createWorkbenchViaApi,
  draftsFolderViaApi,
  openSignedIn,
} from "./support/api.js";
import { closeMenu, expect, snap, test } from "./support/test.js";

// Issue 16 (P6): each area of the app is a chunk of its own, with the Mantine styles its
// components use. A page fetches the shell and its own area only, and every area looks right.

const AREA_CHUNKS = ["auth-area", "dashboard-area", "workbench-area", "admin-area"];

/** The app's chunks (area names) that the page fetched so far. */
function recordAreaChunks(page: Page): string[] {
  const fetched: string[] = [];
  page.on("request", (request) => {
    const file = new URL(request.url()).pathname.split("/").pop() ?? "";
    const area = AREA_CHUNKS.find((name) => file.startsWith(`${name}-`) && file.endsWith(".js"));
    if (area && !fetched.includes(area)) fetched.push(area);
  });
  return fetched;
}

test("sign-in fetches the sign-in area only, and its first artwork early", async ({ page }) => {
  const fetched = recordAreaChunks(page);
  await page.goto("/auth");
  await expect(page.getByRole("textbox", { name: "Email" })).toBeVisible();
  expect(fetched).toEqual(["auth-area"]);
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  // One artwork in the page: the one shown.
  const artworks = page.getByRole("region", { name: "Featured artists" }).locator("img");
  await expect(artworks).toHaveCount(1);
  expect(await artworks.getAttribute("src")).toBe(await preload.getAttribute("href"));
  await snap(page, "area-chunks-signin");
});

test("the dashboard's modal, menu, toast and select are styled", async ({ page, request }) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Chunks" });
  const fetched = recordAreaChunks(page);
  const dashboard = new DashboardPage(page);
  await openSignedIn(page, user, "/");
  await dashboard.sidebar.getByRole("link", { name: "My files" }).click();
  await expect(dashboard.newFolderButton).toBeVisible();
  expect(fetched).toEqual(["dashboard-area"]);

  await dashboard.newFolderButton.click();
  const dialog = page.getByRole("dialog", { name: "New folder", exact: true });
  await dialog.getByLabel("Folder name").fill("Sketches");
  // A dialog styled by Mantine sits in a box narrower than the page, with a backdrop.
  const box = await dialog.boundingBox();
  expect(box?.width).toBeLessThan(800);
  await snap(page, "area-chunks-modal");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dashboard.toast("Folder created.")).toBeVisible();
  await snap(page, "area-chunks-toast");

  await dashboard.openContextMenu(dashboard.folderCard("Sketches"));
  await snap(page, "area-chunks-menu");
  await closeMenu(page);

  const members = new MembersPage(page);
  if (!user.organizationId) throw new Error("the user has no workspace");
  await members.goto(user.organizationId);
  await page.getByRole("combobox", { name: "Role" }).click();
  await expect(page.getByRole("option", { name: "Admin" })).toBeVisible();
  await snap(page, "area-chunks-select");
  expect(fetched).toEqual(["dashboard-area"]);
});

test("the workbench fetches its area and shows its tooltips", async ({ page, request }) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Bench" });
  if (!user.organizationId) throw new Error("the user has no workspace");
  const drafts = await draftsFolderViaApi(request, user, user.organizationId);
  const workbenchId = await createWorkbenchViaApi(request, user, drafts, "Chunked");
  const fetched = recordAreaChunks(page);
  const workbench = new WorkbenchPage(page);
  await openSignedIn(page, user, workbench.path(workbenchId));
  await workbench.expectSaved();
  expect(fetched).toEqual(["workbench-area"]);
  await page.getByRole("link", { name: "Back to the folder" }).hover();
  await expect(page.getByRole("tooltip", { name: "Back to the folder" })).toBeVisible();
  await snap(page, "area-chunks-workbench");
});

test("admin fetches its area", async ({ page, request }) => {
  const staff = await createStaffViaApi(request);
  const fetched = recordAreaChunks(page);
  await openSignedIn(page, staff, "/admin");
  await expect(page.getByRole("heading", { name: "Changelogs", level: 1 })).toBeVisible();
  expect(fetched).toEqual(["admin-area"]);
  await snap(page, "area-chunks-admin");
});
