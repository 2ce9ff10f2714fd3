import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeEach, describe, expect, test } from "vitest";
import { activityOf } from "../../test/activity.js";
import { latestMailTo } from "../../test/mailbox.js";
import { changeMemberRole } from "../../test/member-operations.js";
import { dataOf, useTestServer } from "../../test/server.js";
import {
  buildBillingWorld,
  createPortal,
  readInvoices,
  readSubscription,
  roleOf,
  subscribeToPlan,
  updateBillingEmail,
} from "./billing-test-support.js";
import { CHECKOUT_BUYER_NOT_ADMIN } from "./checkout-rules.js";
import { STRIPE_WEBHOOK_PATH } from "./stripe-webhook.routes.js";

const WEBHOOK_SECRET = "whsec_test_contour";

interface RecordedRequest {
  method: string;
  path: string;
  form: URLSearchParams;
}

/**
 * A stand-in for the few Stripe endpoints the provider uses, so that the real SDK runs: it
 * records what it was sent and answers with the subscription the test sets.
 */
const stripeApi = {
  requests: [] as RecordedRequest[],
  subscription: null as Record<string, unknown> | null,
  /** Further subscriptions by id, for a workspace that moves from one to another. */
  others: new Map<string, Record<string, unknown>>(),
  /** What the upcoming invoice comes to (prorations included); the items' total when null. */
  upcomingAmount: null as number | null,
  invoices: [] as Record<string, unknown>[],
};

/** The total of a stand-in subscription's items, as Stripe's next regular invoice. */
function itemsTotal(subscription: Record<string, unknown>): number {
  const items = (
    subscription.items as { data: { quantity: number; price: { unit_amount: number } }[] }
  ).data;
  return items.reduce((sum, item) => sum + item.quantity * item.price.unit_amount, 0);
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of request) body += chunk;
  return body;
}

const fakeStripe = createServer(async (request, response) => {
  const url = new URL(request.url ?? "/", "http://stripe.test");
  // The SDK sends GET and DELETE parameters in the query, POST parameters in the body.
  const body = request.method === "POST" ? await readBody(request) : "";
  const form = new URLSearchParams(`${url.search.slice(1)}&${body}`);
  stripeApi.requests.push({ method: request.method ?? "", path: url.pathname, form });
  response.setHeader("content-type", "application/json");
  const send = (status: number, body: unknown) => {
    response.statusCode = status;
    response.end(JSON.stringify(body));
  };
  if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
    return send(200, {
      id: "cs_test_1",
      object: "checkout.session",
      url: "https://checkout.stripe.test/c/pay/cs_test_1",
    });
  }
  if (request.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
    return send(200, {
      id: "bps_test_1",
      object: "billing_portal.session",
      url: "https://billing.stripe.test/p/session/test_1",
    });
  }
  if (request.method === "POST" && url.pathname === "/v1/invoices/create_preview") {
    const subscription = stripeApi.subscription;
    return send(200, {
      object: "invoice",
      amount_due: stripeApi.upcomingAmount ?? (subscription ? itemsTotal(subscription) : 0),
    });
  }
  if (request.method === "GET" && url.pathname === "/v1/invoices") {
    return send(200, {
      object: "list",
      data: stripeApi.invoices,
      has_more: false,
      url: "/v1/invoices",
    });
  }
  if (request.method === "POST" && url.pathname.startsWith("/v1/customers/")) {
    const subscription = stripeApi.subscription;
    if (subscription) {
      const customer = subscription.customer as Record<string, unknown>;
      subscription.customer = { ...customer, email: form.get("email") };
    }
    return send(200, { id: url.pathname.slice("/v1/customers/".length), object: "customer" });
  }
  if (url.pathname.startsWith("/v1/subscriptions/")) {
    const id = url.pathname.slice("/v1/subscriptions/".length);
    const found =
      stripeApi.others.get(id) ??
      (stripeApi.subscription?.id === id ? stripeApi.subscription : undefined);
    if (!found) {
      return send(404, {
        error: { type: "invalid_request_error", message: "No such subscription" },
      });
    }
    if (request.method === "DELETE") return send(200, { ...found, status: "canceled" });
    if (request.method === "POST") {
      // A quantity update: the stand-in keeps it, as Stripe would.
      const quantity = Number(form.get("items[0][quantity]"));
      const items = found.items as { data: Record<string, unknown>[] };
      found.items = { ...items, data: items.data.map((item) => ({ ...item, quantity })) };
      return send(200, found);
    }
    if (request.method === "GET") return send(200, found);
  }
  return send(404, { error: { type: "invalid_request_error", message: "Unknown endpoint" } });
});
await new Promise<void>((resolve) => fakeStripe.listen(0, "127.0.0.1", resolve));
afterAll(() => new Promise<void>((resolve) => fakeStripe.close(() => resolve())));

const server = useTestServer({
  stripeSecretKey: "sk_test_contour",
  stripeWebhookSecret: WEBHOOK_SECRET,
  stripeApiBase: `http://127.0.0.1:${(fakeStripe.address() as AddressInfo).port}`,
});

beforeEach(() => {
  stripeApi.requests = [];
  stripeApi.subscription = null;
  stripeApi.others.clear();
  stripeApi.upcomingAmount = null;
  stripeApi.invoices = [];
});

/** One Stripe customer per workspace, as Stripe would have. */
const customerOf = (organizationId: string) => `cus_${organizationId.slice(0, 8)}`;

/** A subscription as Stripe returns it with default_payment_method and customer expanded. */
function stripeSubscription(fields: {
  id?: string;
  plan?: "PRO" | "ORGANIZATION";
  organizationId: string;
  status?: string;
  quantity: number;
  unitAmount: number;
  email: string;
}) {
  return {
    id: fields.id ?? "sub_test_1",
    object: "subscription",
    status: fields.status ?? "active",
    cancel_at_period_end: false,
    cancel_at: null,
    metadata: {
      organizationId: fields.organizationId,
      plan: fields.plan ?? "PRO",
      checkoutId: "x",
    },
    customer: { id: customerOf(fields.organizationId), object: "customer", email: fields.email },
    default_payment_method: {
      id: "pm_test_1",
      object: "payment_method",
      type: "card",
      card: { brand: "mastercard", last4: "4444", exp_month: 4, exp_year: 2031 },
    },
    items: {
      object: "list",
      data: [
        {
          id: "si_test_1",
          object: "subscription_item",
          quantity: fields.quantity,
          current_period_end: 1_900_000_000,
          price: { id: "price_test_1", object: "price", unit_amount: fields.unitAmount },
        },
      ],
    },
  };
}

/** Posts an event to the webhook, signed as Stripe signs it unless a signature is given. */
async function postEvent(type: string, object: unknown, signature?: string) {
  const payload = JSON.stringify({
    id: `evt_${type}`,
    object: "event",
    type,
    data: { object },
  });
  return server.fetch(STRIPE_WEBHOOK_PATH, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature":
        signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    body: payload,
  });
}

async function startCheckout() {
  const world = await buildBillingWorld(server);
  const response = await subscribeToPlan(server, world.admin, {
    organizationId: world.organization.id,
    plan: "PRO",
    rolesToChange: [{ userId: world.viewer.user.id, newRole: "EDITOR" }],
  });
  const checkoutRequest = stripeApi.requests.find((r) => r.path === "/v1/checkout/sessions");
  if (!checkoutRequest) throw new Error("no checkout session was created");
  return { world, response, checkoutRequest };
}

describe("Stripe provider", () => {
  test("subscribeToPlan opens a Checkout Session priced per editor and returns its url", async () => {
    const { world, response, checkoutRequest } = await startCheckout();
    expect(dataOf(response).subscribeToPlan.url).toBe(
      "https://checkout.stripe.test/c/pay/cs_test_1",
    );
    const { form } = checkoutRequest;
    expect(form.get("mode")).toBe("subscription");
    expect(form.get("line_items[0][quantity]")).toBe("3");
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe("4900");
    expect(form.get("line_items[0][price_data][recurring][interval]")).toBe("month");
    expect(form.get("customer_email")).toBe(world.admin.user.email);
    expect(form.get("metadata[organizationId]")).toBe(world.organization.id);
    expect(form.get("subscription_data[metadata][plan]")).toBe("PRO");
    expect(form.get("success_url")).toBe(
      `${server.url}/upgrade/${world.organization.id}/success?plan=PRO`,
    );
    const checkout = await server.db
      .selectFrom("billing_checkouts")
      .select(["id", "external_id", "completed_at"])
      .where("organization_id", "=", world.organization.id)
      .executeTakeFirstOrThrow();
    expect(form.get("metadata[checkoutId]")).toBe(checkout.id);
    expect(checkout).toMatchObject({ external_id: "cs_test_1", completed_at: null });
  });

  test("a signed checkout.session.completed applies the plan, the subscription and the role changes", async () => {
    const { world, checkoutRequest } = await startCheckout();
    const { organization, admin, viewer } = world;
    stripeApi.subscription = stripeSubscription({
      organizationId: organization.id,
      quantity: 3,
      unitAmount: 4900,
      email: "billing@studio.test",
    });
    const response = await postEvent("checkout.session.completed", {
      id: "cs_test_1",
      object: "checkout.session",
      customer: "cus_test_1",
      subscription: "sub_test_1",
      metadata: { checkoutId: checkoutRequest.form.get("metadata[checkoutId]") },
    });
    expect(response.status).toBe(200);
    const retrieve = stripeApi.requests.find((r) => r.path === "/v1/subscriptions/sub_test_1");
    const expanded = [...(retrieve?.form ?? [])].filter(([key]) => key.startsWith("expand"));
    expect(expanded.map(([, value]) => value).sort()).toEqual([
      "customer",
      "default_payment_method",
    ]);

    const billing = dataOf(await readSubscription(server, admin, organization.id)).organization;
    expect(billing).toEqual({
      subscriptionPlan: "PRO",
      subscription: {
        subscriptionBaseAmount: 147,
        seats: 3,
        nextInvoiceAmount: 147,
        nextInvoiceBillingDate: new Date(1_900_000_000 * 1000).toISOString(),
        paymentMethodType: "card",
        paymentMethodCardBrand: "mastercard",
        paymentMethodCardLast4: "4444",
        paymentMethodCardExpires: "04/2031",
        billingEmail: "billing@studio.test",
      },
    });
    expect(await roleOf(server, organization.id, viewer.user.id)).toBe("EDITOR");
    const subscribed = (await activityOf(server, organization.id)).filter(
      (row) => row.action_type === "SUBSCRIBE",
    );
    expect(subscribed).toHaveLength(1);
  });

  test("a paid checkout whose buyer was demoted meanwhile grants nothing and its subscription is cancelled", async () => {
    const { world, checkoutRequest } = await startCheckout();
    const { organization, admin, editor, viewer } = world;
    dataOf(await changeMemberRole(server, admin.token, organization.id, editor.user.id, "ADMIN"));
    dataOf(await changeMemberRole(server, editor.token, organization.id, admin.user.id, "EDITOR"));
    stripeApi.subscription = stripeSubscription({
      organizationId: organization.id,
      quantity: 3,
      unitAmount: 4900,
      email: admin.user.email,
    });
    const completed = {
      id: "cs_test_1",
      object: "checkout.session",
      subscription: "sub_test_1",
      metadata: { checkoutId: checkoutRequest.form.get("metadata[checkoutId]") },
    };
    expect((await postEvent("checkout.session.completed", completed)).status).toBe(200);

    expect(await roleOf(server, organization.id, viewer.user.id)).toBe("VIEWER");
    expect(dataOf(await readSubscription(server, editor, organization.id)).organization).toEqual({
      subscriptionPlan: "FREE",
      subscription: null,
    });
    const cancel = stripeApi.requests.filter(
      (r) => r.method === "DELETE" && r.path === "/v1/subscriptions/sub_test_1",
    );
    expect(cancel).toHaveLength(1);
    const checkout = await server.db
      .selectFrom("billing_checkouts")
      .select(["completed_at", "refusal"])
      .where("organization_id", "=", organization.id)
      .executeTakeFirstOrThrow();
    expect(checkout).toEqual({ completed_at: null, refusal: CHECKOUT_BUYER_NOT_ADMIN });

    // News of that subscription does not apply it either.
    stripeApi.subscription = {
      ...stripeApi.subscription,
      metadata: {
        organizationId: organization.id,
        plan: "PRO",
        checkoutId: completed.metadata.checkoutId,
      },
    };
    const update = await postEvent("customer.subscription.updated", stripeApi.subscription);
    expect(update.status).toBe(200);
    expect(dataOf(await readSubscription(server, editor, organization.id)).organization).toEqual({
      subscriptionPlan: "FREE",
      subscription: null,
    });

    // Stripe retries the event once the subscription has ended: still nothing, no second cancel.
    stripeApi.subscription = { ...stripeApi.subscription, status: "canceled" };
    dataOf(await changeMemberRole(server, editor.token, organization.id, admin.user.id, "ADMIN"));
    expect((await postEvent("checkout.session.completed", completed)).status).toBe(200);
    expect(await roleOf(server, organization.id, viewer.user.id)).toBe("VIEWER");
    expect(stripeApi.requests.filter((r) => r.method === "DELETE")).toHaveLength(1);
    expect(
      (await activityOf(server, organization.id)).filter((row) => row.action_type === "SUBSCRIBE"),
    ).toEqual([]);
  });

  test("a webhook with a bad signature is refused and changes nothing", async () => {
    const { world, checkoutRequest } = await startCheckout();
    stripeApi.subscription = stripeSubscription({
      organizationId: world.organization.id,
      quantity: 3,
      unitAmount: 4900,
      email: "billing@studio.test",
    });
    const event = {
      id: "cs_test_1",
      object: "checkout.session",
      subscription: "sub_test_1",
      metadata: { checkoutId: checkoutRequest.form.get("metadata[checkoutId]") },
    };
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload: "{}",
      secret: WEBHOOK_SECRET,
    });
    expect((await postEvent("checkout.session.completed", event, forged)).status).toBe(400);
    const otherSecret = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: "whsec_someone_else",
    });
    expect((await postEvent("checkout.session.completed", event, otherSecret)).status).toBe(400);
    const unsigned = await server.fetch(STRIPE_WEBHOOK_PATH, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "checkout.session.completed", data: { object: event } }),
    });
    expect(unsigned.status).toBe(400);

    expect(stripeApi.requests.some((r) => r.path.startsWith("/v1/subscriptions/"))).toBe(false);
    const billing = dataOf(
      await readSubscription(server, world.admin, world.organization.id),
    ).organization;
    expect(billing).toEqual({ subscriptionPlan: "FREE", subscription: null });
    expect(await roleOf(server, world.organization.id, world.viewer.user.id)).toBe("VIEWER");
  });

  test("subscription updates change the seats; a deleted subscription makes the workspace FREE", async () => {
    const { world, checkoutRequest } = await startCheckout();
    const { organization, admin } = world;
    const subscription = (status: string, quantity: number) =>
      stripeSubscription({
        organizationId: organization.id,
        status,
        quantity,
        unitAmount: 4900,
        email: admin.user.email,
      });
    stripeApi.subscription = subscription("active", 3);
    await postEvent("checkout.session.completed", {
      id: "cs_test_1",
      object: "checkout.session",
      subscription: "sub_test_1",
      metadata: { checkoutId: checkoutRequest.form.get("metadata[checkoutId]") },
    });

    stripeApi.subscription = subscription("active", 5);
    expect(
      (await postEvent("customer.subscription.updated", subscription("active", 5))).status,
    ).toBe(200);
    expect(
      dataOf(await readSubscription(server, admin, organization.id)).organization.subscription,
    ).toMatchObject({ seats: 5, subscriptionBaseAmount: 245 });

    stripeApi.subscription = subscription("canceled", 5);
    expect(
      (await postEvent("customer.subscription.deleted", subscription("canceled", 5))).status,
    ).toBe(200);
    expect(dataOf(await readSubscription(server, admin, organization.id)).organization).toEqual({
      subscriptionPlan: "FREE",
      subscription: null,
    });
  });

  test("the management portal is a Customer Portal session for the workspace's customer", async () => {
    const { world, checkoutRequest } = await startCheckout();
    stripeApi.subscription = stripeSubscription({
      organizationId: world.organization.id,
      quantity: 3,
      unitAmount: 4900,
      email: world.admin.user.email,
    });
    await postEvent("checkout.session.completed", {
      id: "cs_test_1",
      object: "checkout.session",
      subscription: "sub_test_1",
      metadata: { checkoutId: checkoutRequest.form.get("metadata[checkoutId]") },
    });
    const response = await createPortal(server, world.admin, world.organization.id);
    expect(dataOf(response).createSubscriptionManagementPortal.url).toBe(
      "https://billing.stripe.test/p/session/test_1",
    );
    const portal = stripeApi.requests.find((r) => r.path === "/v1/billing_portal/sessions");
    expect(portal?.form.get("customer")).toBe(customerOf(world.organization.id));
    expect(portal?.form.get("return_url")).toBe(
      `${server.url}/settings/organization/${world.organization.id}/subscription`,
    );
  });

  test("an upgrade from PRO to ORGANIZATION replaces the subscription and cancels the old one", async () => {
    const { world, checkoutRequest } = await startCheckout();
    const { organization, admin } = world;
    stripeApi.subscription = stripeSubscription({
      organizationId: organization.id,
      quantity: 3,
      unitAmount: 4900,
      email: admin.user.email,
    });
    await postEvent("checkout.session.completed", {
      id: "cs_test_1",
      object: "checkout.session",
      subscription: "sub_test_1",
      metadata: { checkoutId: checkoutRequest.form.get("metadata[checkoutId]") },
    });

    stripeApi.requests = [];
    dataOf(
      await subscribeToPlan(server, admin, {
        organizationId: organization.id,
        plan: "ORGANIZATION",
      }),
    );
    const second = stripeApi.requests.find((r) => r.path === "/v1/checkout/sessions");
    // The same Stripe customer pays for the new plan.
    expect(second?.form.get("customer")).toBe(customerOf(organization.id));
    expect(second?.form.get("customer_email")).toBeNull();
    stripeApi.others.set(
      "sub_test_2",
      stripeSubscription({
        id: "sub_test_2",
        plan: "ORGANIZATION",
        organizationId: organization.id,
        quantity: 3,
        unitAmount: 25000,
        email: admin.user.email,
      }),
    );
    await postEvent("checkout.session.completed", {
      id: "cs_test_2",
      object: "checkout.session",
      subscription: "sub_test_2",
      metadata: { checkoutId: second?.form.get("metadata[checkoutId]") },
    });
    const cancel = stripeApi.requests.find(
      (r) => r.method === "DELETE" && r.path === "/v1/subscriptions/sub_test_1",
    );
    expect(cancel?.form.get("prorate")).toBe("true");

    // Stripe then reports the old subscription's end: the new one stays.
    stripeApi.subscription = { ...stripeApi.subscription, status: "canceled" };
    const ended = await postEvent("customer.subscription.deleted", stripeApi.subscription);
    expect(ended.status).toBe(200);
    expect(
      dataOf(await readSubscription(server, admin, organization.id)).organization,
    ).toMatchObject({
      subscriptionPlan: "ORGANIZATION",
      subscription: { seats: 3, subscriptionBaseAmount: 750 },
    });
  });
});

/** A PRO workspace paid through Stripe: admin, editor and the viewer made Editor (3 seats). */
async function subscribedThroughStripe() {
  const { world, checkoutRequest } = await startCheckout();
  stripeApi.subscription = stripeSubscription({
    organizationId: world.organization.id,
    quantity: 3,
    unitAmount: 4900,
    email: world.admin.user.email,
  });
  await postEvent("checkout.session.completed", {
    id: "cs_test_1",
    object: "checkout.session",
    subscription: "sub_test_1",
    metadata: { checkoutId: checkoutRequest.form.get("metadata[checkoutId]") },
  });
  stripeApi.requests = [];
  return world;
}

describe("Stripe: billing that stays true", () => {
  test("a demotion sets the item's quantity with prorations; the next invoice is Stripe's preview", async () => {
    const { organization, admin, viewer } = await subscribedThroughStripe();
    stripeApi.upcomingAmount = 8_167;
    dataOf(await changeMemberRole(server, admin.token, organization.id, viewer.user.id, "VIEWER"));

    const update = stripeApi.requests.find(
      (r) => r.method === "POST" && r.path === "/v1/subscriptions/sub_test_1",
    );
    expect(update?.form.get("items[0][id]")).toBe("si_test_1");
    expect(update?.form.get("items[0][quantity]")).toBe("2");
    expect(update?.form.get("proration_behavior")).toBe("create_prorations");
    const preview = stripeApi.requests.find((r) => r.path === "/v1/invoices/create_preview");
    expect(preview?.form.get("subscription")).toBe("sub_test_1");
    expect(
      dataOf(await readSubscription(server, admin, organization.id)).organization.subscription,
    ).toMatchObject({ seats: 2, subscriptionBaseAmount: 98, nextInvoiceAmount: 81.67 });
  });

  test("the billing email is the Stripe customer's; invoices are Stripe's, with their PDFs", async () => {
    const { organization, admin } = await subscribedThroughStripe();
    const updated = dataOf(
      await updateBillingEmail(server, admin, organization.id, "Accounts@Studio.test"),
    ).updateBillingEmail;
    expect(updated.billingEmail).toBe("accounts@studio.test");
    const customerUpdate = stripeApi.requests.find((r) => r.path.startsWith("/v1/customers/cus_"));
    expect(customerUpdate?.form.get("email")).toBe("accounts@studio.test");

    stripeApi.invoices = [
      {
        id: "in_test_2",
        object: "invoice",
        number: "ABC-0002",
        created: 1_800_000_000,
        total: 14_700,
        status: "paid",
        invoice_pdf: "https://pay.stripe.test/invoice/in_test_2/pdf",
      },
      {
        id: "in_test_3",
        object: "invoice",
        number: null,
        created: 1_800_000_100,
        total: 0,
        status: "draft",
      },
    ];
    const invoices = dataOf(await readInvoices(server, admin, organization.id)).organization
      .subscription?.invoices;
    expect(invoices).toEqual([
      {
        number: "ABC-0002",
        amount: 147,
        status: "paid",
        createdAt: new Date(1_800_000_000 * 1000).toISOString(),
        pdfUrl: "https://pay.stripe.test/invoice/in_test_2/pdf",
      },
    ]);
    const list = stripeApi.requests.find((r) => r.method === "GET" && r.path === "/v1/invoices");
    expect(list?.form.get("customer")).toBe(customerOf(organization.id));
  });

  test("a cancellation at the period's end is announced; its end applies the downgrade rule", async () => {
    const { organization, admin, editor, viewer } = await subscribedThroughStripe();
    stripeApi.subscription = { ...stripeApi.subscription, cancel_at_period_end: true };
    await postEvent("customer.subscription.updated", stripeApi.subscription);
    const billing = dataOf(await readSubscription(server, admin, organization.id)).organization;
    expect(billing.subscriptionPlan).toBe("PRO");
    expect(billing.subscription?.nextInvoiceAmount).toBeNull();
    expect((await latestMailTo(server.db, admin.user.email)).subject).toBe(
      "Studio Nord's PRO plan ends on March 17, 2030",
    );

    stripeApi.subscription = { ...stripeApi.subscription, status: "canceled" };
    await postEvent("customer.subscription.deleted", stripeApi.subscription);
    expect(dataOf(await readSubscription(server, admin, organization.id)).organization).toEqual({
      subscriptionPlan: "FREE",
      subscription: null,
    });
    // FREE keeps 2 editors: the newest one, the viewer promoted at checkout, is a Viewer again.
    expect(await roleOf(server, organization.id, viewer.user.id)).toBe("VIEWER");
    expect(await roleOf(server, organization.id, editor.user.id)).toBe("EDITOR");
    const mail = await latestMailTo(server.db, admin.user.email);
    expect(mail.subject).toBe("Studio Nord is on the FREE plan now");
    expect(mail.text).toContain(`These members are Viewers now: ${viewer.user.email}.`);
  });
});
