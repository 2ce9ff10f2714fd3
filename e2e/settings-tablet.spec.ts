import { createUserViaApi, openSignedIn } from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

test.use({ viewport: { width: 900, height: 1000 } });

test("on a tablet the settings sidebar folds to its icons and the members' actions stay in reach", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { workspace: "Atelier Tablet" });
  const organizationId = admin.organizationId ?? "";

  await openSignedIn(page, admin, `/settings/organization/${organizationId}/members`);
  const sidebar = page.getByRole("navigation", { name: "Settings" });
  // Icons only, each still named: the links work and say where they go.
  const teams = sidebar.getByRole("link", { name: "Teams" });
  await expect(teams).toBeVisible();
  await expect(sidebar.getByText("Teams", { exact: true })).toHaveCount(0);
  expect((await sidebar.boundingBox())?.width).toBeLessThan(100);

  // The row's actions are on screen without scrolling the table sideways.
  const actions = page.getByRole("button", { name: `Actions for ${admin.email}` });
  await expect(actions).toBeInViewport();
  await snap(page, "settings-members-tablet");

  await teams.click();
  await expect(page).toHaveURL(`/settings/organization/${organizationId}/teams`);
});
