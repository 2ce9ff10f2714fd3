import type { APIRequestContext, Page } from "@playwright/test";
import { MembersPage } from "./pages/MembersPage.js";
import {
  type ApiUser,
  createUserViaApi,
  inviteViaApi,
  openSignedIn,
  uniqueEmail,
} from "./support/api.js";
import { waitForMail } from "./support/mailbox.js";
import { acceptInviteViaApi } from "./support/members.js";
import { expect, snap, test } from "./support/test.js";

/** A workspace with an admin, an Editor and a Viewer (who joined last), on the FREE plan. */
async function workspaceWithMembers(request: APIRequestContext, name: string) {
  const admin = await createUserViaApi(request, { name: "Ada Admin", workspace: name });
  const organizationId = admin.organizationId ?? "";
  const join = async (memberName: string, role: "EDITOR" | "VIEWER") => {
    const member = await createUserViaApi(request, {
      email: uniqueEmail(role.toLowerCase()),
      name: memberName,
    });
    await inviteViaApi(request, admin, organizationId, member.email, role);
    await acceptInviteViaApi(request, member, organizationId);
    return member;
  };
  const editor = await join("Eve Editor", "EDITOR");
  const viewer = await join("Vic Viewer", "VIEWER");
  return { admin, organizationId, editor, viewer };
}

/** Pays for a plan in the sandbox as the admin would, from the checkout the API opens. */
async function subscribeInSandbox(
  page: Page,
  request: APIRequestContext,
  admin: ApiUser,
  organizationId: string,
  plan: "PRO" | "ORGANIZATION",
) {
  const response = await request.post("/graphql", {
    data: {
      query: "mutation($i:SubscribeToPlanInput!){subscribeToPlan(input:$i){url}}",
      variables: { i: { organizationId, plan } },
    },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  const { url } = (await response.json()).data.subscribeToPlan as { url: string };
  await page.goto(url);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(`/upgrade/${organizationId}/success?plan=${plan}`);
}

test("seats and the next invoice follow a promotion; invoices open as PDFs; the billing email changes; PRO upgrades to ORGANIZATION", async ({
  page,
  request,
}) => {
  // Billing, members, two PDFs and a checkout in one flow: past 60 s on a loaded CI machine.
  test.slow();
  const { admin, organizationId, viewer } = await workspaceWithMembers(request, "Atelier Seats");
  const billingPath = `/settings/organization/${organizationId}/subscription`;
  await openSignedIn(page, admin, billingPath);
  await subscribeInSandbox(page, request, admin, organizationId, "PRO");

  await page.goto(billingPath);
  await expect(page.getByTestId("current-plan")).toHaveText("Pro");
  await expect(page.getByTestId("seats")).toHaveText("2 paid seat(s)");
  await expect(page.getByTestId("next-invoice")).toHaveText("$98 / month");

  // Promoting the viewer takes a third seat, prorated on the next invoice.
  const members = new MembersPage(page);
  await page.goto(`/settings/organization/${organizationId}/members`);
  await members.changeRole(viewer.email, "Editor");
  await expect(members.toast("Member role changed")).toBeVisible();
  await page.goto(billingPath);
  await expect(page.getByTestId("seats")).toHaveText("3 paid seat(s)");
  await expect(page.getByText("$147 / month")).toBeVisible();
  // Nearly a whole month of the new seat is added to the next regular $147, with its date.
  await expect(page.getByTestId("next-invoice")).toHaveText(
    /^\$19\d(\.\d\d)? \/ month on \w+ \d+, \d{4}$/,
  );

  // The checkout's invoice, with its PDF served by the sandbox.
  const invoices = page.getByTestId("invoice");
  await expect(invoices).toHaveCount(1);
  await expect(invoices.first()).toContainText("$98");
  await expect(invoices.first()).toContainText("paid");
  await snap(page, "billing-seats-invoices");
  const pdfLink = invoices.first().getByRole("link", { name: /\(PDF\)$/ });
  const pdfResponse = page
    .context()
    .waitForEvent("response", (response) =>
      /\/api\/v1\/billing\/sandbox\/invoices\/[0-9a-f-]+\/pdf$/.test(response.url()),
    );
  await pdfLink.click();
  const pdf = await pdfResponse;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  // The browser shows it in its PDF viewer; the bytes it was sent are a PDF document.
  const bytes = await page.request.get(pdf.url());
  expect((await bytes.body()).subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");

  // The billing email.
  await page.getByRole("button", { name: "Edit billing email" }).click();
  await page.getByLabel("Billing email").fill("accounts@atelier.test");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("billing-email")).toHaveText("accounts@atelier.test");
  await expect(page.getByText("Billing email saved. Invoices go there from now on.")).toBeVisible();

  // PRO is offered ORGANIZATION, through the same upgrade flow.
  await expect(page.getByRole("link", { name: "Upgrade to Pro" })).toHaveCount(0);
  await page.getByRole("link", { name: "Upgrade to Organization" }).click();
  await expect(page).toHaveURL("/upgrade/select-organization?plan=ORGANIZATION");
  await page.getByRole("link", { name: /Atelier Seats/ }).click();
  await expect(page.getByTestId("editor-count")).toHaveText("3 editors");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(`/upgrade/${organizationId}/success?plan=ORGANIZATION`);
  await page.goto(billingPath);
  await expect(page.getByTestId("current-plan")).toHaveText("Organization");
  await expect(page.getByTestId("seats")).toHaveText("3 paid seat(s)");
  await expect(page.getByText("$750 / month").first()).toBeVisible();
  await expect(page.getByRole("link", { name: /Upgrade to/ })).toHaveCount(0);
  await snap(page, "billing-seats-organization");
});

test("a cancelled plan asks first, is announced to admins, and at the period's end makes the newest extra editor a viewer", async ({
  page,
  request,
}) => {
  const { admin, organizationId, viewer } = await workspaceWithMembers(request, "Atelier Ends");
  const billingPath = `/settings/organization/${organizationId}/subscription`;
  await openSignedIn(page, admin, billingPath);
  await subscribeInSandbox(page, request, admin, organizationId, "PRO");
  const members = new MembersPage(page);
  await page.goto(`/settings/organization/${organizationId}/members`);
  await members.changeRole(viewer.email, "Editor");
  await expect(members.toast("Member role changed")).toBeVisible();

  await page.goto(billingPath);
  await page.getByRole("button", { name: "Manage plan" }).click();
  await page.getByRole("link", { name: "Cancel plan" }).click();
  await expect(
    page.getByRole("heading", { name: "Cancel Atelier Ends's PRO plan?" }),
  ).toBeVisible();
  await expect(
    page.getByText("editors over its limit of 2 become Viewers, the newest first"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Cancel plan" }).click();
  await expect(page.getByRole("button", { name: "Keep the plan" })).toBeVisible();
  const announced = await waitForMail(admin.email, /^Atelier Ends's PRO plan ends on /);
  expect(announced.text).toContain("the workspace moves to the Free plan");

  await page.getByRole("link", { name: "Return to Atelier Ends" }).click();
  await expect(page.getByTestId("plan-ends")).toContainText("then Free");
  await snap(page, "billing-seats-cancelled");

  // The sandbox's test clock ends the period now.
  await page.getByRole("button", { name: "Manage plan" }).click();
  await page.getByRole("button", { name: "Test clock: end the current period now" }).click();
  await expect(page.getByText("This subscription has ended.")).toBeVisible();
  const ended = await waitForMail(admin.email, /^Atelier Ends is on the FREE plan now$/);
  expect(ended.text).toContain(`These members are Viewers now: ${viewer.email}.`);
  await page.goto(`/settings/organization/${organizationId}/members`);
  await expect(members.roleSelect(viewer.email)).toHaveValue("Viewer");
});
