import type { Page } from "@playwright/test";
import { WorkbenchPage } from "./pages/WorkbenchPage.js";
import {
  createFolderViaApi,
  createUserViaApi,
  createWorkbenchViaApi,
  globalTeamViaApi,
  openSignedIn,
} from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

/** The command palette, opened with Ctrl+K wherever the user is. */
async function openPalette(page: Page) {
  await page.keyboard.press("ControlOrMeta+KeyK");
  const palette = page.getByRole("dialog");
  const input = palette.getByRole("textbox", {
    name: "Search files and folders, or type a command",
  });
  await expect(input).toBeFocused();
  return { palette, input };
}

test("finds a file from the header's search box and with the command palette, and opens it with Enter", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Search" });
  const organizationId = user.organizationId ?? "";
  const team = await globalTeamViaApi(request, user, organizationId);
  const studies = await createFolderViaApi(request, user, team.rootFolderId, "Wheel studies");
  const archId = await createWorkbenchViaApi(request, user, studies, "Wheel arch study");
  const doorId = await createWorkbenchViaApi(request, user, team.rootFolderId, "Door handle");
  await createWorkbenchViaApi(request, user, team.rootFolderId, "Front wheel");

  await openSignedIn(page, user, `/files/${organizationId}/recent`);
  const search = page.getByRole("textbox", { name: "Search files and folders" });
  await search.fill("wheel ar");
  const results = page.getByRole("listbox", { name: "Search results" });
  await expect(results.getByRole("option")).toHaveText([/Wheel arch study/]);
  await expect(results.getByRole("option", { name: /Wheel arch study/ })).toHaveAttribute(
    "data-combobox-selected",
    "true",
  );
  await snap(page, "search-header-results");
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/workbench/${archId}$`));
  await new WorkbenchPage(page).expectSaved();

  // On the workbench: Ctrl+K, part of a name, Enter.
  const { palette, input } = await openPalette(page);
  await input.fill("door");
  const door = palette.getByRole("option", { name: /Door handle/ });
  await expect(door).toHaveAttribute("data-combobox-selected", "true");
  await snap(page, "search-palette-workbench");
  await input.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/workbench/${doorId}$`));
  await expect(palette).toBeHidden();
});

test("the command palette finds folders and files by their folder, and creates a new file", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Palette" });
  const organizationId = user.organizationId ?? "";
  const team = await globalTeamViaApi(request, user, organizationId);
  const studies = await createFolderViaApi(request, user, team.rootFolderId, "Wheel studies");
  await createWorkbenchViaApi(request, user, studies, "Rim sketch");

  await openSignedIn(page, user, `/files/${organizationId}/recent`);
  await expect(page.getByRole("heading", { name: "Atelier Palette", level: 1 })).toBeVisible();
  let { palette, input } = await openPalette(page);
  const commands = palette.getByRole("group", { name: "Commands" });
  await expect(commands.getByRole("option", { name: "New file" })).toBeVisible();
  await expect(commands.getByRole("option", { name: `Go to ${team.name}` })).toBeVisible();
  await snap(page, "search-palette-commands");

  await input.fill("studies");
  const found = palette.getByRole("group", { name: "Files and folders" }).getByRole("option");
  await expect(found).toHaveText([/Wheel studies/, /Rim sketch/]);
  await snap(page, "search-palette-results");
  await input.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/files/folder/${studies}$`));
  await expect(page.getByRole("heading", { name: "Wheel studies", level: 1 })).toBeVisible();

  ({ palette, input } = await openPalette(page));
  await input.fill("new fi");
  await palette.getByRole("option", { name: "New file" }).click();
  await expect(page).toHaveURL(/\/workbench\/[0-9a-f-]{36}$/);
  await new WorkbenchPage(page).expectSaved();
  await expect(page.getByRole("button", { name: "Rename Untitled" })).toBeVisible();
});
