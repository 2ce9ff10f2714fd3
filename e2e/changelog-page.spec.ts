import { createUserViaApi, openSignedIn, setChangelogSeenAtViaApi } from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

test("the changelog page lists every entry newest first, the newest marked latest", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { prefix: "changelog", workspace: "Atelier Log" });
  await setChangelogSeenAtViaApi(request, user, new Date().toISOString());
  await openSignedIn(page, user, "/settings/account/profile");
  await page.getByRole("link", { name: "Changelog" }).click();

  await expect(page).toHaveURL("/settings/app/changelog");
  await expect(page.getByRole("heading", { name: "Latest Changes", level: 1 })).toBeVisible();
  const cards = page.getByRole("article");
  // The four seeded entries fit on one page: no pager.
  await expect(cards).toHaveCount(4);
  await expect(cards.getByRole("heading")).toHaveText([
    "Home: recent files and all files",
    "Move, duplicate and rename in bulk",
    "Folders for every team",
    "Workspaces and accounts",
  ]);
  await expect(cards.first().getByText("latest", { exact: true })).toBeVisible();
  await expect(page.getByText("latest", { exact: true })).toHaveCount(1);
  await expect(cards.first().getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Changelog pages" })).toBeHidden();
  await snap(page, "changelog-page");
});
