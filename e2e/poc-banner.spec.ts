import { createStaffViaApi, createUserViaApi, openSignedIn, setPocViaApi } from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

test("a proof-of-concept workspace shows its banner: testing, ending on a date, then expired", async ({
  page,
  request,
}) => {
  const owner = await createUserViaApi(request, { workspace: "Atelier Trial" });
  const organizationId = owner.organizationId ?? "";
  const staff = await createStaffViaApi(request);
  const banner = page.getByTestId("poc-banner");

  await openSignedIn(page, owner, `/files/${organizationId}/recent`);
  await expect(page.getByRole("heading", { name: "Atelier Trial", level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);

  await setPocViaApi(request, staff, organizationId, null);
  await page.reload();
  await expect(banner).toHaveText("Thanks for testing Contour!");

  const inAYear = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  await setPocViaApi(request, staff, organizationId, inAYear.toISOString());
  await page.reload();
  const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long" }).format(inAYear);
  await expect(banner).toHaveText(`Your POC ends ${longDate}`);
  await snap(page, "poc-banner-ends");

  await setPocViaApi(request, staff, organizationId, "2026-01-31T00:00:00Z");
  await page.reload();
  await expect(banner).toHaveAttribute("role", "alert");
  await expect(banner).toContainText(
    "Your plan POC has expired. Please contact sales to keep using Contour.",
  );
  await expect(banner.getByRole("link", { name: "Contact sales" })).toHaveAttribute(
    "href",
    /^mailto:/,
  );
  await snap(page, "poc-banner-expired");
});
