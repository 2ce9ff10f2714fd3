import { CANCELLATION_EFFECT } from "@contour/core";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import type { AppServices } from "../../services.js";
import { escapeHtml } from "../mail/templates.js";
import { longDate } from "./billing-dates.js";
import { announceSubscriptionChange } from "./billing-mails.js";
import { CHECKOUT_EXPIRED } from "./checkout-rules.js";
import { completeCheckout } from "./complete-checkout.js";
import { type SandboxPageOwner, sandboxAccess } from "./sandbox-access.js";
import { issueSandboxInvoice, pendingLinesCents, sandboxInvoicePdf } from "./sandbox-invoices.js";
import { details, dollars, SANDBOX_PATH, sandboxPage } from "./sandbox-page.js";
import {
  endDueSandboxPeriods,
  endSandboxPeriod,
  SANDBOX_PERIOD_CHECK_MS,
} from "./sandbox-periods.js";
import {
  type SandboxSubscriptionRow,
  sandboxCancellation,
  sandboxCardChange,
  sandboxResumption,
  sandboxSubscription,
} from "./sandbox-subscription.js";
import { saveSubscription } from "./save-subscription.js";
import { billingPageUrl, upgradeUrls } from "./upgrade-urls.js";

function sendHtml(reply: FastifyReply, html: string, status = 200) {
  return reply.code(status).type("text/html; charset=utf-8").send(html);
}

/** A checkout its completion refused (checkout-rules.ts): why, and that nothing happened. */
const refusedPage = (refusal: string) =>
  sandboxPage(
    "This checkout is no longer valid",
    `<p>${escapeHtml(refusal)}</p><p>Nothing was charged and nothing changed. Go back to Contour to see the workspace's plan.</p>`,
  );

const EXPIRED_CHECKOUT = sandboxPage("This checkout has expired", `<p>${CHECKOUT_EXPIRED}</p>`);

const isExpired = (checkout: { expires_at: Date }) => checkout.expires_at.getTime() <= Date.now();

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const EXPIRED = sandboxPage(
  "This link has expired",
  "<p>Go back to Contour and open the page again.</p>",
);

async function findCheckout(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  return db
    .selectFrom("billing_checkouts")
    .innerJoin("organizations", "organizations.id", "billing_checkouts.organization_id")
    .leftJoin("users", "users.id", "billing_checkouts.created_by")
    .select([
      "billing_checkouts.id",
      "billing_checkouts.organization_id",
      "billing_checkouts.plan",
      "billing_checkouts.seats",
      "billing_checkouts.unit_amount_cents",
      "billing_checkouts.completed_at",
      "billing_checkouts.expires_at",
      "billing_checkouts.refusal",
      "billing_checkouts.created_by",
      "organizations.name as organization_name",
      "users.email as buyer_email",
    ])
    .where("billing_checkouts.id", "=", id)
    .where("billing_checkouts.provider", "=", "sandbox")
    .executeTakeFirst();
}

async function findPortal(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  return db
    .selectFrom("sandbox_portal_sessions")
    .innerJoin("organizations", "organizations.id", "sandbox_portal_sessions.organization_id")
    .innerJoin("subscriptions", "subscriptions.organization_id", "organizations.id")
    .selectAll("subscriptions")
    .select(["organizations.name as organization_name", "organizations.subscription_plan"])
    .where("sandbox_portal_sessions.id", "=", id)
    .where("sandbox_portal_sessions.expires_at", ">", new Date())
    .where("subscriptions.provider", "=", "sandbox")
    .executeTakeFirst();
}

const checkoutOwner = (checkout: {
  organization_id: string;
  created_by: string | null;
}): SandboxPageOwner => ({
  kind: "checkout",
  organizationId: checkout.organization_id,
  creatorId: checkout.created_by,
});

const portalOwner = (portal: { organization_id: string }): SandboxPageOwner => ({
  kind: "portal",
  organizationId: portal.organization_id,
});

/**
 * The sandbox provider's pages (docs/operations.md, Billing): a checkout that completes without
 * payment and a portal to change the card or cancel, each through the code Stripe's webhooks use.
 */
export async function sandboxRoutes(app: FastifyInstance, services: AppServices) {
  const { config, db } = services;
  if (services.billing.kind !== "sandbox") return;

  // The pages' forms post their CSRF proof alone; accept their content type in this scope only.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get<{ Params: { id: string } }>(`${SANDBOX_PATH}/checkout/:id`, async (request, reply) => {
    const checkout = await findCheckout(db, request.params.id);
    if (!checkout) return sendHtml(reply, EXPIRED, 404);
    const access = await sandboxAccess(db, config, request, checkoutOwner(checkout));
    if (access.kind === "refused") return sendHtml(reply, access.html, access.status);
    const urls = upgradeUrls(config, checkout.organization_id, checkout.plan);
    if (checkout.completed_at) return reply.redirect(urls.successUrl, 303);
    if (checkout.refusal !== null) return sendHtml(reply, refusedPage(checkout.refusal), 409);
    if (isExpired(checkout)) return sendHtml(reply, EXPIRED_CHECKOUT, 410);
    const total = checkout.unit_amount_cents * checkout.seats;
    const seats = `${checkout.seats} editor${checkout.seats === 1 ? "" : "s"}`;
    return sendHtml(
      reply,
      sandboxPage(
        `Subscribe to ${checkout.plan}`,
        `${details([
          ["Workspace", checkout.organization_name],
          ["Plan", checkout.plan],
          ["Price", `${dollars(checkout.unit_amount_cents)} per editor per month`],
          ["Seats", seats],
          ["Card", "Visa •••• 4242 (test card)"],
        ])}
<dl><dt class="total">Total per month</dt><dd class="total">${dollars(total)}</dd></dl>
<form method="post" action="${SANDBOX_PATH}/checkout/${checkout.id}/complete">
${access.formProof}<button class="primary" type="submit">Subscribe</button></form>
<a class="back" href="${urls.cancelUrl}">Cancel and go back</a>`,
      ),
    );
  });

  app.post<{ Params: { id: string } }>(
    `${SANDBOX_PATH}/checkout/:id/complete`,
    async (request, reply) => {
      const checkout = await findCheckout(db, request.params.id);
      if (!checkout) return sendHtml(reply, EXPIRED, 404);
      const access = await sandboxAccess(db, config, request, checkoutOwner(checkout));
      if (access.kind === "refused") return sendHtml(reply, access.html, access.status);
      const { successUrl } = upgradeUrls(config, checkout.organization_id, checkout.plan);
      if (checkout.completed_at) return reply.redirect(successUrl, 303);
      if (isExpired(checkout)) return sendHtml(reply, EXPIRED_CHECKOUT, 410);
      const existing = await db
        .selectFrom("subscriptions")
        .select("customer_id")
        .where("organization_id", "=", checkout.organization_id)
        .executeTakeFirst();
      const subscription = sandboxSubscription({
        checkoutId: checkout.id,
        organizationId: checkout.organization_id,
        customerId: existing?.customer_id ?? null,
        plan: checkout.plan,
        seats: checkout.seats,
        unitAmountCents: checkout.unit_amount_cents,
        billingEmail: checkout.buyer_email,
      });
      const completion = await completeCheckout(db, checkout.id, subscription);
      // A checkout left open while the workspace moved on: another upgrade, a manual plan, its
      // buyer no longer an admin, its role changes no longer fitting the members.
      if (completion?.outcome === "refused") {
        return sendHtml(reply, refusedPage(completion.refusal), 409);
      }
      // The first period is billed in advance, as Stripe's first invoice of a subscription.
      if (completion && subscription.subscriptionId && subscription.nextInvoiceBillingDate) {
        await issueSandboxInvoice(db, {
          organizationId: checkout.organization_id,
          subscriptionId: subscription.subscriptionId,
          plan: checkout.plan,
          seats: checkout.seats,
          periodStart: new Date(),
          periodEnd: subscription.nextInvoiceBillingDate,
        });
      }
      // The checkout's role changes are applied now: open workbenches follow them.
      services.live.publish({ kind: "access-changed" });
      return reply.redirect(successUrl, 303);
    },
  );

  app.get<{ Params: { id: string } }>(`${SANDBOX_PATH}/portal/:id`, async (request, reply) => {
    const portal = await findPortal(db, request.params.id);
    if (!portal) return sendHtml(reply, EXPIRED, 404);
    const access = await sandboxAccess(db, config, request, portalOwner(portal));
    if (access.kind === "refused") return sendHtml(reply, access.html, access.status);
    const active = portal.status === "active";
    const here = `${SANDBOX_PATH}/portal/${request.params.id}`;
    const card = portal.payment_method_card_brand
      ? `${capitalize(portal.payment_method_card_brand)} •••• ${portal.payment_method_card_last4} (${portal.payment_method_card_expires})`
      : "None";
    const periodEnd = portal.next_invoice_billing_date;
    const form = (action: string, label: string, style: string) =>
      `<form method="post" action="${here}/${action}">
${access.formProof}<button class="${style}" type="submit">${label}</button></form>`;
    const actions = !active
      ? "<p>This subscription has ended.</p>"
      : `${form("card", "Use another test card", "secondary")}
${portal.cancel_at_period_end ? form("resume", "Keep the plan", "primary") : `<a class="button danger" href="${here}/cancel">Cancel plan</a>`}
${form("period-end", "Test clock: end the current period now", "secondary")}`;
    return sendHtml(
      reply,
      sandboxPage(
        `Manage ${portal.organization_name}'s plan`,
        `${details([
          ["Plan", portal.subscription_plan],
          [
            "Status",
            portal.cancel_at_period_end ? "cancelled, ends at the period's end" : portal.status,
          ],
          ["Seats", String(portal.seats)],
          ["Per month", dollars(portal.base_amount_cents)],
          ["Period ends", periodEnd ? longDate(periodEnd) : ""],
          ["Card", card],
          ["Billing email", portal.billing_email ?? ""],
        ])}
${actions}
<a class="back" href="${billingPageUrl(config, portal.organization_id)}">Return to ${escapeHtml(portal.organization_name)}</a>`,
      ),
    );
  });

  // Cancelling asks first, as Stripe's portal does, and says what the end of the plan changes.
  app.get<{ Params: { id: string } }>(
    `${SANDBOX_PATH}/portal/:id/cancel`,
    async (request, reply) => {
      const portal = await findPortal(db, request.params.id);
      if (!portal) return sendHtml(reply, EXPIRED, 404);
      const access = await sandboxAccess(db, config, request, portalOwner(portal));
      if (access.kind === "refused") return sendHtml(reply, access.html, access.status);
      const back = `${SANDBOX_PATH}/portal/${request.params.id}`;
      const periodEnd = portal.next_invoice_billing_date;
      return sendHtml(
        reply,
        sandboxPage(
          `Cancel ${portal.organization_name}'s ${portal.subscription_plan} plan?`,
          `<p>The plan stays until the end of the period${periodEnd ? `, ${escapeHtml(longDate(periodEnd))}` : ""}. Then ${escapeHtml(CANCELLATION_EFFECT)}</p>
<form method="post" action="${back}/cancel">
${access.formProof}<button class="danger" type="submit">Cancel plan</button></form>
<a class="back" href="${back}">Keep the plan</a>`,
        ),
      );
    },
  );

  /** What each portal form does to the subscription, through the code Stripe's events use. */
  const portalActions: Record<string, (portal: SandboxSubscriptionRow) => Promise<void>> = {
    card: (portal) => saveAndAnnounce(portal.organization_id, sandboxCardChange(portal)),
    cancel: (portal) => saveAndAnnounce(portal.organization_id, sandboxCancellation(portal)),
    resume: async (portal) =>
      saveAndAnnounce(
        portal.organization_id,
        sandboxResumption(portal, await pendingLinesCents(db, portal.organization_id)),
      ),
    "period-end": (portal) => endSandboxPeriod(services, portal.organization_id),
  };

  async function saveAndAnnounce(
    organizationId: string,
    snapshot: Parameters<typeof saveSubscription>[2],
  ): Promise<void> {
    const change = await db
      .transaction()
      .execute((trx) => saveSubscription(trx, organizationId, snapshot));
    await announceSubscriptionChange(services, organizationId, change);
  }

  for (const [action, run] of Object.entries(portalActions)) {
    app.post<{ Params: { id: string } }>(
      `${SANDBOX_PATH}/portal/:id/${action}`,
      async (request, reply) => {
        const portal = await findPortal(db, request.params.id);
        if (!portal) return sendHtml(reply, EXPIRED, 404);
        const access = await sandboxAccess(db, config, request, portalOwner(portal));
        if (access.kind === "refused") return sendHtml(reply, access.html, access.status);
        if (portal.status !== "active")
          return reply.redirect(`${SANDBOX_PATH}/portal/${request.params.id}`, 303);
        await run(portal);
        return reply.redirect(`${SANDBOX_PATH}/portal/${request.params.id}`, 303);
      },
    );
  }

  // An invoice's PDF, as Stripe's invoice_pdf link: for the admins of its workspace only.
  app.get<{ Params: { id: string } }>(
    `${SANDBOX_PATH}/invoices/:id/pdf`,
    async (request, reply) => {
      const invoice = isUuid(request.params.id)
        ? await sandboxInvoicePdf(db, request.params.id)
        : undefined;
      if (!invoice) return sendHtml(reply, EXPIRED, 404);
      const access = await sandboxAccess(db, config, request, {
        kind: "portal",
        organizationId: invoice.organizationId,
      });
      if (access.kind === "refused") return sendHtml(reply, access.html, access.status);
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="Invoice-${invoice.number}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(invoice.pdf);
    },
  );

  // Periods end in real time too, as Stripe's do; the test clock above only moves it forward.
  const periods = setInterval(() => {
    endDueSandboxPeriods(services).catch((error: unknown) =>
      app.log.error({ err: error }, "Sandbox billing periods could not be ended"),
    );
  }, SANDBOX_PERIOD_CHECK_MS);
  periods.unref();
  app.addHook("onClose", async () => clearInterval(periods));
}
