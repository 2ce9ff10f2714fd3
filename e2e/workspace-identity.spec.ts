import { createUserViaApi, inviteViaApi, openSignedIn } from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

/** A workspace looks the same wherever it is listed: its logo, or the same one initial. */
test("a workspace shows the same initial in the sidebar, the upgrade picker and an invite", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { workspace: "Atelier Nord" });
  const organizationId = admin.organizationId ?? "";
  const guest = await createUserViaApi(request, { prefix: "guest", workspace: "Guest Studio" });
  await inviteViaApi(request, admin, organizationId, guest.email, "VIEWER");

  await openSignedIn(page, admin, `/files/${organizationId}/recent`);
  await expect(page.getByTestId("workspace-logo").first()).toHaveText("A");

  await page.goto("/upgrade/select-organization?plan=PRO");
  const option = page.getByRole("link", { name: /Atelier Nord/ });
  await expect(option.getByTestId("workspace-logo")).toHaveText("A");
  await snap(page, "upgrade-select-workspace");

  await openSignedIn(page, guest, "/organization/create/join_existing");
  const invite = page.getByRole("listitem").filter({ hasText: "Atelier Nord" });
  await expect(invite.getByTestId("workspace-logo")).toHaveText("A");
});
