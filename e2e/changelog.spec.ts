import type { Page } from "@playwright/test";
import { createUserViaApi, openSignedIn, setChangelogSeenAtViaApi } from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

/** Resolves when the server has stored that the user closed the popup. */
function seenSaved(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith("/graphql") &&
      (response.request().postData() ?? "").includes("MarkChangelogSeen"),
  );
}

test("a returning user sees what changed once, page by page, and never again after closing", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Atelier News" });
  await setChangelogSeenAtViaApi(request, user, "2026-01-01T00:00:00Z");

  await openSignedIn(page, user, `/files/${user.organizationId}/recent`);
  const popup = page.getByRole("dialog", { name: "What's new in Contour" });
  await expect(popup).toBeVisible();
  await expect(popup.getByText("Here's what changed since your last visit.")).toBeVisible();
  // The three newest entries, newest first.
  await expect(
    popup.getByRole("heading", { name: "Home: recent files and all files" }),
  ).toBeVisible();
  await expect(popup.getByText("1 of 3")).toBeVisible();
  await expect(popup.getByRole("button", { name: "Previous" })).toBeDisabled();
  await snap(page, "changelog-popup");

  await popup.getByRole("button", { name: "Next" }).click();
  await expect(
    popup.getByRole("heading", { name: "Move, duplicate and rename in bulk" }),
  ).toBeVisible();
  await expect(popup.getByText("2 of 3")).toBeVisible();
  await expect(popup.getByRole("button", { name: "Previous" })).toBeEnabled();

  await popup.getByRole("button", { name: "Next" }).click();
  await expect(popup.getByRole("heading", { name: "Folders for every team" })).toBeVisible();
  await expect(popup.getByText("3 of 3")).toBeVisible();
  await expect(popup.getByRole("button", { name: "Next" })).toHaveCount(0);

  await popup.getByRole("button", { name: "Previous" }).click();
  await expect(popup.getByText("2 of 3")).toBeVisible();
  await popup.getByRole("button", { name: "Next" }).click();
  const saved = seenSaved(page);
  await popup.getByRole("button", { name: "Close" }).click();
  await expect(popup).toBeHidden();
  await saved;

  await page.reload();
  await expect(page.getByRole("heading", { name: "Atelier News", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "All files" })).toBeVisible();
  await expect(popup).toHaveCount(0);
});

test("a single new entry has no page count, and Escape closes it for good", async ({
  page,
  request,
}) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Single" });
  await setChangelogSeenAtViaApi(request, user, "2026-11-20T12:00:00Z");

  await openSignedIn(page, user, `/files/${user.organizationId}/recent`);
  const popup = page.getByRole("dialog", { name: "What's new in Contour" });
  await expect(
    popup.getByRole("heading", { name: "Home: recent files and all files" }),
  ).toBeVisible();
  await expect(popup.getByText(/of 1/)).toHaveCount(0);
  await expect(popup.getByRole("button", { name: "Previous" })).toHaveCount(0);
  await expect(popup.getByRole("button", { name: "Close" })).toBeVisible();

  const saved = seenSaved(page);
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();
  await saved;
  await page.goto(`/files/${user.organizationId}/recent`);
  await expect(page.getByRole("heading", { name: "Atelier Single", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "All files" })).toBeVisible();
  await expect(popup).toHaveCount(0);
});

test("a new account is not greeted with old news", async ({ page, request }) => {
  const user = await createUserViaApi(request, { workspace: "Atelier Fresh" });
  await openSignedIn(page, user, `/files/${user.organizationId}/recent`);
  await expect(page.getByRole("heading", { name: "Atelier Fresh", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "All files" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
