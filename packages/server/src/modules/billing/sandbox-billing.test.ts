import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { activityOf } from "../../test/activity.js";
import type { BuiltUser } from "../../test/factories.js";
import {
  changeMemberRole,
  membershipSnapshot,
  removeMember,
} from "../../test/member-operations.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { escapeHtml } from "../mail/templates.js";
import {
  type BillingActor,
  buildBillingWorld,
  createPortal,
  openSandboxPage,
  readSubscription,
  roleOf,
  submitSandboxForm,
  subscribeToPlan,
} from "./billing-test-support.js";
import { CHECKOUT_EXPIRED, CHECKOUT_LIFETIME_MS, CHECKOUT_NO_SEATS } from "./checkout-rules.js";

const server = useTestServer();

const SANDBOX_NOTICE = "Sandbox: no real payment is taken";

const submitForm = (url: string, user: BuiltUser) => submitSandboxForm(server, url, user);

const checkoutCount = async (organizationId: string) =>
  (
    await server.db
      .selectFrom("billing_checkouts")
      .select("id")
      .where("organization_id", "=", organizationId)
      .execute()
  ).length;

async function subscribedWorld() {
  const world = await buildBillingWorld(server);
  const { url } = dataOf(
    await subscribeToPlan(server, world.admin, {
      organizationId: world.organization.id,
      plan: "PRO",
    }),
  ).subscribeToPlan;
  expect((await submitForm(`${url}/complete`, world.admin)).status).toBe(303);
  return world;
}

describe("subscribeToPlan through the sandbox", () => {
  test("the checkout page says no payment is taken; paying applies the plan, the seats and the review's role changes", async () => {
    const world = await buildBillingWorld(server);
    const { organization, admin, viewer } = world;
    const response = await subscribeToPlan(server, admin, {
      organizationId: organization.id,
      plan: "PRO",
      rolesToChange: [{ userId: viewer.user.id, newRole: "EDITOR" }],
    });
    const { url } = dataOf(response).subscribeToPlan;
    expect(url).toMatch(
      new RegExp(`^${server.url}/api/v1/billing/sandbox/checkout/[0-9a-f-]{36}$`),
    );

    // Nothing changes before the payment.
    expect(await roleOf(server, organization.id, viewer.user.id)).toBe("VIEWER");
    expect(dataOf(await readSubscription(server, admin, organization.id)).organization).toEqual({
      subscriptionPlan: "FREE",
      subscription: null,
    });

    const page = await openSandboxPage(server, url, admin);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(SANDBOX_NOTICE);
    expect(html).toContain("3 editors");
    expect(html).toContain("$147");

    const completed = await submitForm(`${url}/complete`, admin);
    expect(completed.status).toBe(303);
    expect(completed.headers.get("location")).toBe(
      `${server.url}/upgrade/${organization.id}/success?plan=PRO`,
    );

    expect(await roleOf(server, organization.id, viewer.user.id)).toBe("EDITOR");
    const billing = dataOf(await readSubscription(server, admin, organization.id)).organization;
    expect(billing.subscriptionPlan).toBe("PRO");
    expect(billing.subscription).toMatchObject({
      subscriptionBaseAmount: 147,
      seats: 3,
      nextInvoiceAmount: 147,
      paymentMethodType: "card",
      paymentMethodCardBrand: "visa",
      paymentMethodCardLast4: "4242",
      billingEmail: admin.user.email,
    });
    expect(billing.subscription?.paymentMethodCardExpires).toMatch(/^12\/\d{4}$/);
    expect(Date.parse(billing.subscription?.nextInvoiceBillingDate ?? "")).toBeGreaterThan(
      Date.now(),
    );

    const activity = (await activityOf(server, organization.id)).filter((row) =>
      ["SUBSCRIBE", "CHANGE_ROLE"].includes(row.action_type),
    );
    expect(activity).toHaveLength(2);
    expect(activity).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action_type: "CHANGE_ROLE",
          target_table: "organization_member",
          target_id: viewer.user.id,
          user_email: admin.user.email,
          metadata: { email: viewer.user.email, previous_role: "VIEWER", role: "EDITOR" },
        }),
        expect.objectContaining({
          action_type: "SUBSCRIBE",
          target_table: "organization",
          target_id: organization.id,
          user_email: admin.user.email,
        }),
      ]),
    );

    // A second completion (a reload, a retried webhook) applies nothing twice.
    expect((await submitForm(`${url}/complete`, admin)).status).toBe(303);
    const again = (await activityOf(server, organization.id)).filter(
      (row) => row.action_type === "SUBSCRIBE",
    );
    expect(again).toHaveLength(1);
    // And the finished checkout's page goes straight to the success page.
    const revisit = await openSandboxPage(server, url, admin);
    expect(revisit.status).toBe(303);
  });

  test("seats count the reviewed Admins and Editors: demoting the editor leaves one seat", async () => {
    const { organization, admin, editor } = await buildBillingWorld(server);
    const { url } = dataOf(
      await subscribeToPlan(server, admin, {
        organizationId: organization.id,
        plan: "ORGANIZATION",
        rolesToChange: [{ userId: editor.user.id, newRole: "VIEWER" }],
      }),
    ).subscribeToPlan;
    await submitForm(`${url}/complete`, admin);
    const billing = dataOf(await readSubscription(server, admin, organization.id)).organization;
    expect(billing.subscriptionPlan).toBe("ORGANIZATION");
    expect(billing.subscription).toMatchObject({ seats: 1, subscriptionBaseAmount: 250 });
    expect(await roleOf(server, organization.id, editor.user.id)).toBe("VIEWER");
  });

  test("a checkout left open while the workspace moved on cannot be completed", async () => {
    const { organization, admin } = await buildBillingWorld(server);
    const open = async (plan: "PRO" | "ORGANIZATION") =>
      dataOf(await subscribeToPlan(server, admin, { organizationId: organization.id, plan }))
        .subscribeToPlan.url;
    const pro = await open("PRO");
    const orgPlan = await open("ORGANIZATION");
    expect((await submitForm(`${orgPlan}/complete`, admin)).status).toBe(303);
    const stale = await submitForm(`${pro}/complete`, admin);
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("This checkout is no longer valid");
    const billing = dataOf(await readSubscription(server, admin, organization.id)).organization;
    expect(billing.subscriptionPlan).toBe("ORGANIZATION");
  });

  /** A checkout by the admin that makes the viewer an Editor, and what "nothing changed" compares. */
  async function openPromotion() {
    const world = await buildBillingWorld(server);
    const { organization, admin, viewer } = world;
    const { url } = dataOf(
      await subscribeToPlan(server, admin, {
        organizationId: organization.id,
        plan: "PRO",
        rolesToChange: [{ userId: viewer.user.id, newRole: "EDITOR" }],
      }),
    ).subscribeToPlan;
    const before = await membershipSnapshot(server, organization.id);
    const unchanged = async () => {
      expect(await membershipSnapshot(server, organization.id)).toEqual(before);
      expect(dataOf(await readSubscription(server, admin, organization.id)).organization).toEqual({
        subscriptionPlan: "FREE",
        subscription: null,
      });
    };
    return { ...world, url, unchanged };
  }

  /** The buyer completes the checkout and gets the refusal page with the reason. */
  async function expectRefused(url: string, buyer: BuiltUser, reason: string) {
    const refused = await submitForm(`${url}/complete`, buyer);
    expect(refused.status).toBe(409);
    const page = await refused.text();
    expect(page).toContain("This checkout is no longer valid");
    expect(page).toContain(escapeHtml(reason));
  }

  test("a checkout whose buyer is no longer an admin is refused for good and grants nothing", async () => {
    const { organization, admin, editor, url } = await openPromotion();
    // Another admin demotes the buyer while the checkout waits.
    dataOf(await changeMemberRole(server, admin.token, organization.id, editor.user.id, "ADMIN"));
    dataOf(await changeMemberRole(server, editor.token, organization.id, admin.user.id, "EDITOR"));
    const afterDemotion = await membershipSnapshot(server, organization.id);

    // The sandbox's pages turn the demoted buyer away before the checkout is looked at; the
    // completion's own re-check (its buyer must still be an admin) is what a Stripe payment meets.
    expect((await openSandboxPage(server, url, admin)).status).toBe(403);
    expect((await submitForm(`${url}/complete`, admin)).status).toBe(403);
    expect(await membershipSnapshot(server, organization.id)).toEqual(afterDemotion);
    expect(dataOf(await readSubscription(server, editor, organization.id)).organization).toEqual({
      subscriptionPlan: "FREE",
      subscription: null,
    });
  });

  test("a checkout whose role changes no longer fit is refused: a member left, no seat left", async () => {
    const left = await openPromotion();
    dataOf(await removeMember(server, left.admin.token, left.organization.id, left.viewer.user.id));
    await expectRefused(
      left.url,
      left.admin,
      "Only members of this workspace can be given a role.",
    );
    expect(await roleOf(server, left.organization.id, left.editor.user.id)).toBe("EDITOR");

    const noSeat = await openPromotion();
    // Contour's staff cap the editors at the two seats already taken.
    await server.db
      .updateTable("organizations")
      .set({ manual_editor_count_limit: 2 })
      .where("id", "=", noSeat.organization.id)
      .execute();
    await expectRefused(noSeat.url, noSeat.admin, CHECKOUT_NO_SEATS);
    expect(await roleOf(server, noSeat.organization.id, noSeat.viewer.user.id)).toBe("VIEWER");
  });

  test("a checkout expires 24 hours after it was opened", async () => {
    const { organization, admin, url, unchanged } = await openPromotion();
    const checkout = await server.db
      .selectFrom("billing_checkouts")
      .select(["created_at", "expires_at"])
      .where("organization_id", "=", organization.id)
      .executeTakeFirstOrThrow();
    expect(checkout.expires_at.getTime() - checkout.created_at.getTime()).toBeCloseTo(
      CHECKOUT_LIFETIME_MS,
      -4,
    );
    await server.db
      .updateTable("billing_checkouts")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("organization_id", "=", organization.id)
      .execute();
    for (const response of [
      await openSandboxPage(server, url, admin),
      await submitForm(`${url}/complete`, admin),
    ]) {
      expect(response.status).toBe(410);
      expect(await response.text()).toContain(escapeHtml(CHECKOUT_EXPIRED));
    }
    await unchanged();
  });

  test("an unknown checkout is a 404 and changes nothing", async () => {
    const { admin } = await buildBillingWorld(server);
    const response = await submitForm(
      `${server.url}/api/v1/billing/sandbox/checkout/${randomUUID()}/complete`,
      admin,
    );
    expect(response.status).toBe(404);
    const nope = `${server.url}/api/v1/billing/sandbox/checkout/nope`;
    expect((await openSandboxPage(server, nope, admin)).status).toBe(404);
  });
});

describe("subscribeToPlan rules", () => {
  const cases: [BillingActor, string][] = [
    ["editor", "FORBIDDEN"],
    ["viewer", "FORBIDDEN"],
    ["stranger", "NOT_FOUND"],
  ];
  test.each(cases)("the %s is refused with %s and no checkout starts", async (actor, code) => {
    const world = await buildBillingWorld(server);
    const response = await subscribeToPlan(server, world[actor], {
      organizationId: world.organization.id,
      plan: "PRO",
    });
    expect(errorOf(response).code).toBe(code);
    expect(await checkoutCount(world.organization.id)).toBe(0);
  });

  test("not to the current plan, nor from ORGANIZATION or ENTERPRISE, nor to FREE or ENTERPRISE", async () => {
    const pro = await buildBillingWorld(server, { plan: "PRO" });
    expect(
      errorOf(
        await subscribeToPlan(server, pro.admin, {
          organizationId: pro.organization.id,
          plan: "PRO",
        }),
      ),
    ).toEqual({ code: "BAD_USER_INPUT", message: "This workspace cannot be upgraded to PRO." });
    expect(
      dataOf(
        await subscribeToPlan(server, pro.admin, {
          organizationId: pro.organization.id,
          plan: "ORGANIZATION",
        }),
      ).subscribeToPlan.url,
    ).toContain("/api/v1/billing/sandbox/checkout/");

    for (const plan of ["ORGANIZATION", "ENTERPRISE"] as const) {
      const world = await buildBillingWorld(server, { plan });
      const response = await subscribeToPlan(server, world.admin, {
        organizationId: world.organization.id,
        plan: "PRO",
      });
      expect(errorOf(response).code).toBe("BAD_USER_INPUT");
    }
    const free = await buildBillingWorld(server);
    for (const plan of ["FREE", "ENTERPRISE"] as const) {
      const response = await subscribeToPlan(server, free.admin, {
        organizationId: free.organization.id,
        plan,
      });
      expect(errorOf(response)).toEqual({
        code: "BAD_USER_INPUT",
        message: `The ${plan} plan cannot be bought here.`,
      });
    }
    expect(await checkoutCount(free.organization.id)).toBe(0);
  });

  test("a manual subscription is refused with MANUAL_LIMITATION_ERROR", async () => {
    const world = await buildBillingWorld(server, { manualSubscription: true });
    const response = await subscribeToPlan(server, world.admin, {
      organizationId: world.organization.id,
      plan: "PRO",
    });
    expect(errorOf(response).code).toBe("MANUAL_LIMITATION_ERROR");
  });

  test("role changes only for other members of the workspace", async () => {
    const world = await buildBillingWorld(server);
    const { organization, admin, stranger } = world;
    const own = await subscribeToPlan(server, admin, {
      organizationId: organization.id,
      plan: "PRO",
      rolesToChange: [{ userId: admin.user.id, newRole: "VIEWER" }],
    });
    expect(errorOf(own)).toEqual({
      code: "BAD_USER_INPUT",
      message: "You cannot change your own role.",
    });
    const outsider = await subscribeToPlan(server, admin, {
      organizationId: organization.id,
      plan: "PRO",
      rolesToChange: [{ userId: stranger.user.id, newRole: "EDITOR" }],
    });
    expect(errorOf(outsider).code).toBe("BAD_USER_INPUT");
    expect(await checkoutCount(organization.id)).toBe(0);
  });
});

describe("the subscription field", () => {
  test("admins see it; editors and viewers get null; another workspace's member gets NOT_FOUND", async () => {
    const world = await subscribedWorld();
    const { organization } = world;
    expect(
      dataOf(await readSubscription(server, world.admin, organization.id)).organization
        .subscription,
    ).toMatchObject({ seats: 2, subscriptionBaseAmount: 98 });
    for (const actor of ["editor", "viewer"] as const) {
      expect(
        dataOf(await readSubscription(server, world[actor], organization.id)).organization,
      ).toEqual({ subscriptionPlan: "PRO", subscription: null });
    }
    expect(errorOf(await readSubscription(server, world.stranger, organization.id)).code).toBe(
      "NOT_FOUND",
    );
  });
});

describe("createSubscriptionManagementPortal through the sandbox", () => {
  test("the portal changes the card and cancels the plan through the same path", async () => {
    const world = await subscribedWorld();
    const { organization, admin } = world;
    const { url } = dataOf(
      await createPortal(server, admin, organization.id),
    ).createSubscriptionManagementPortal;
    expect(url).toMatch(new RegExp(`^${server.url}/api/v1/billing/sandbox/portal/[0-9a-f-]{36}$`));
    const html = await (await openSandboxPage(server, url, admin)).text();
    expect(html).toContain(SANDBOX_NOTICE);
    expect(html).toContain("Visa •••• 4242");

    expect((await submitForm(`${url}/card`, admin)).status).toBe(303);
    expect(
      dataOf(await readSubscription(server, admin, organization.id)).organization.subscription,
    ).toMatchObject({ paymentMethodCardBrand: "mastercard", paymentMethodCardLast4: "4444" });

    // Cancelling keeps the plan to the period's end, as Stripe's portal does; then it ends.
    expect((await submitForm(`${url}/cancel`, admin)).status).toBe(303);
    const cancelled = dataOf(await readSubscription(server, admin, organization.id)).organization;
    expect(cancelled.subscriptionPlan).toBe("PRO");
    expect(cancelled.subscription?.nextInvoiceAmount).toBeNull();
    expect((await submitForm(`${url}/period-end`, admin)).status).toBe(303);
    expect(dataOf(await readSubscription(server, admin, organization.id)).organization).toEqual({
      subscriptionPlan: "FREE",
      subscription: null,
    });
  });

  const cases: [BillingActor, string][] = [
    ["editor", "FORBIDDEN"],
    ["viewer", "FORBIDDEN"],
    ["stranger", "NOT_FOUND"],
  ];
  test.each(cases)("the %s is refused with %s", async (actor, code) => {
    const world = await subscribedWorld();
    expect(errorOf(await createPortal(server, world[actor], world.organization.id)).code).toBe(
      code,
    );
  });

  test("not for a manual subscription, nor without a subscription", async () => {
    const manual = await buildBillingWorld(server, {
      plan: "ENTERPRISE",
      manualSubscription: true,
    });
    expect(errorOf(await createPortal(server, manual.admin, manual.organization.id)).code).toBe(
      "MANUAL_LIMITATION_ERROR",
    );
    const free = await buildBillingWorld(server);
    expect(errorOf(await createPortal(server, free.admin, free.organization.id)).code).toBe(
      "NOT_FOUND",
    );
  });

  test("an unknown portal link is a 404", async () => {
    const { admin } = await buildBillingWorld(server);
    const url = `${server.url}/api/v1/billing/sandbox/portal/${randomUUID()}`;
    const response = await openSandboxPage(server, url, admin);
    expect(response.status).toBe(404);
  });
});

describe("upgradeableOrganizations", () => {
  const upgradeable = (token: string, plan: string) =>
    server.gql<{ upgradeableOrganizations: { id: string }[] }>(
      `query Upgradeable($plan: SubscriptionPlan!) { upgradeableOrganizations(plan: $plan) { id } }`,
      { plan },
      { token },
    );

  test("lists the workspaces where the viewer is admin and the plan is an upgrade", async () => {
    const world = await buildBillingWorld(server);
    const ids = (token: string, plan: string) =>
      upgradeable(token, plan).then((response) =>
        dataOf(response).upgradeableOrganizations.map((organization) => organization.id),
      );
    expect(await ids(world.admin.token, "PRO")).toEqual([world.organization.id]);
    expect(await ids(world.editor.token, "PRO")).toEqual([]);
    expect(await ids(world.viewer.token, "PRO")).toEqual([]);
    expect(await ids(world.stranger.token, "PRO")).not.toContain(world.organization.id);
    await server.db
      .updateTable("organizations")
      .set({ subscription_plan: "PRO" })
      .where("id", "=", world.organization.id)
      .execute();
    expect(await ids(world.admin.token, "PRO")).toEqual([]);
    expect(await ids(world.admin.token, "ORGANIZATION")).toEqual([world.organization.id]);
  });
});
