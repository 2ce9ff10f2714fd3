import type { APIRequestContext } from "@playwright/test";
import {
  type ApiUser,
  createUserViaApi,
  globalTeamViaApi,
  inviteViaApi,
  openSignedIn,
  uniqueEmail,
} from "./support/api.js";
import { expect, snap, test } from "./support/test.js";

const SANDBOX_NOTICE = "Sandbox: no real payment is taken";

/** A member made through the API: invited with the role, then accepting the invite. */
async function memberViaApi(
  request: APIRequestContext,
  admin: ApiUser,
  organizationId: string,
  name: string,
  role: "EDITOR" | "VIEWER",
): Promise<ApiUser> {
  const member = await createUserViaApi(request, { email: uniqueEmail(role.toLowerCase()), name });
  await inviteViaApi(request, admin, organizationId, member.email, role);
  const response = await request.post("/graphql", {
    data: {
      query: "mutation($o:ID!){acceptOrganizationInvite(input:{targetOrganizationId:$o}){id}}",
      variables: { o: organizationId },
    },
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect((await response.json()).errors).toBeUndefined();
  return member;
}

test("an admin upgrades a FREE workspace to PRO through the sandbox and sees Plans & Billing change", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, {
    name: "Ada Admin",
    workspace: "Atelier Billing",
  });
  const organizationId = admin.organizationId ?? "";
  await memberViaApi(request, admin, organizationId, "Eve Editor", "EDITOR");
  await memberViaApi(request, admin, organizationId, "Vic Viewer", "VIEWER");
  const globalTeam = await globalTeamViaApi(request, admin, organizationId);
  const billingPath = `/settings/organization/${organizationId}/subscription`;

  // Plans & Billing of a FREE workspace offers the plans.
  await openSignedIn(page, admin, billingPath);
  await expect(page.getByRole("heading", { name: "Plans & Billing" })).toBeVisible();
  await expect(page.getByTestId("current-plan")).toHaveText("Free");
  await expect(page.getByText("$49")).toBeVisible();
  await expect(page.getByText("$250")).toBeVisible();
  await expect(page.getByText("Contact us")).toBeVisible();
  await snap(page, "billing-free-plans");

  // Step 1: the workspace.
  await page.getByRole("link", { name: "Upgrade to Pro" }).click();
  await expect(page).toHaveURL("/upgrade/select-organization?plan=PRO");
  await expect(
    page.getByRole("heading", { name: "Which workspace would you like to upgrade?" }),
  ).toBeVisible();
  await snap(page, "upgrade-select-organization");
  await page.getByRole("link", { name: /Atelier Billing/ }).click();

  // Step 2: the editors. The admin's own box is fixed; the viewer's flips and flips back.
  await expect(page).toHaveURL(`/upgrade/${organizationId}/review-editors?plan=PRO`);
  await expect(page.getByRole("heading", { name: "Adjust your editors" })).toBeVisible();
  const own = page.getByRole("checkbox", { name: "Editor seat for Ada Admin" });
  const editor = page.getByRole("checkbox", { name: "Editor seat for Eve Editor" });
  const viewer = page.getByRole("checkbox", { name: "Editor seat for Vic Viewer" });
  await expect(own).toBeChecked();
  await expect(own).toBeDisabled();
  await expect(editor).toBeChecked();
  await expect(viewer).not.toBeChecked();
  await expect(page.getByTestId("editor-count")).toHaveText("2 editors");
  await viewer.check();
  await expect(page.getByTestId("editor-count")).toHaveText("3 editors");
  await viewer.uncheck();
  await expect(page.getByTestId("editor-count")).toHaveText("2 editors");
  await viewer.check();
  await expect(page.getByTestId("editor-count")).toHaveText("3 editors");
  await expect(page.getByText("$147 / month")).toBeVisible();
  await snap(page, "upgrade-review-editors");

  // Step 3: the sandbox's checkout page, then back to Contour.
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/api\/v1\/billing\/sandbox\/checkout\/[0-9a-f-]+$/);
  await expect(page.getByText(SANDBOX_NOTICE)).toBeVisible();
  await expect(page.getByText("3 editors")).toBeVisible();
  await snap(page, "upgrade-sandbox-checkout");
  await page.getByRole("button", { name: "Subscribe" }).click();

  await expect(page).toHaveURL(`/upgrade/${organizationId}/success?plan=PRO`);
  await expect(page.getByRole("heading", { name: "Thank you for your purchase" })).toBeVisible();
  await snap(page, "upgrade-success");
  await page.getByRole("link", { name: "Go to Atelier Billing" }).click();
  await expect(page).toHaveURL(`/files/team/${globalTeam.id}`);

  // Plans & Billing now shows the subscription.
  await page.goto(billingPath);
  await expect(page.getByTestId("current-plan")).toHaveText("Pro");
  await expect(page.getByText("3 paid seat(s)")).toBeVisible();
  await expect(page.getByText("$147 / month")).toHaveCount(2);
  await expect(page.getByText("Visa •••• 4242")).toBeVisible();
  await expect(page.getByText(/Card · Expires 12\/\d{4}/)).toBeVisible();
  await expect(page.getByRole("img", { name: "Visa" })).toBeVisible();
  await expect(page.getByText(admin.email)).toBeVisible();
  await expect(page.getByRole("button", { name: "View Invoices" })).toBeVisible();
  await snap(page, "billing-pro-subscription");

  // Manage plan opens the sandbox's portal.
  await page.getByRole("button", { name: "Manage plan" }).click();
  await expect(page).toHaveURL(/\/api\/v1\/billing\/sandbox\/portal\/[0-9a-f-]+$/);
  await expect(page.getByText(SANDBOX_NOTICE)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Manage Atelier Billing's plan" })).toBeVisible();
  await snap(page, "billing-sandbox-portal");
  // Cancel plan asks first; keeping the plan goes back with nothing changed.
  await page.getByRole("link", { name: "Cancel plan" }).click();
  await expect(
    page.getByRole("heading", { name: "Cancel Atelier Billing's PRO plan?" }),
  ).toBeVisible();
  await snap(page, "billing-sandbox-cancel-confirm");
  await page.getByRole("link", { name: "Keep the plan" }).click();
  await expect(page.getByRole("heading", { name: "Manage Atelier Billing's plan" })).toBeVisible();
  await expect(page.getByText("active", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Return to Atelier Billing" }).click();
  await expect(page).toHaveURL(billingPath);
});

test("a member who is not an admin is told the page is for administrators", async ({
  page,
  request,
}) => {
  const admin = await createUserViaApi(request, { workspace: "Atelier Viewers" });
  const organizationId = admin.organizationId ?? "";
  const viewer = await memberViaApi(request, admin, organizationId, "Vic Viewer", "VIEWER");

  await openSignedIn(page, viewer, `/settings/organization/${organizationId}/subscription`);
  await expect(
    page.getByText("You need to be an administrator of this workspace to access this page."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Plans & Billing" })).toHaveCount(0);
  await snap(page, "billing-not-admin");

  // Nor may they upgrade it: the workspace list is empty for them.
  await page.goto("/upgrade/select-organization?plan=PRO");
  await expect(
    page.getByText(
      "You're not an admin of any workspace. Either create a new workspace or ask the admin of you workspace to subscribe to a paid plan.",
    ),
  ).toBeVisible();
  await snap(page, "upgrade-no-workspace");

  // Without a plan the flow goes back to the app.
  await page.goto("/upgrade/select-organization");
  await expect(page).not.toHaveURL(/\/upgrade\//);
});
