import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import type { AppServices } from "../../services.js";
import { escapeHtml } from "../mail/templates.js";
import { CHECKOUT_EXPIRED } from "./checkout-rules.js";
import { completeCheckout } from "./complete-checkout.js";
import { type SandboxPageOwner, sandboxAccess } from "./sandbox-access.js";
import { issueSandboxInvoice } from "./sandbox-invoices.js";
import {
  details,
  dollars,
  EXPIRED_LINK,
  SANDBOX_PATH,
  sandboxPage,
  sendHtml,
} from "./sandbox-page.js";
import { sandboxPortalRoutes } from "./sandbox-portal.routes.js";
import { sandboxSubscription } from "./sandbox-subscription.js";
import { upgradeUrls } from "./upgrade-urls.js";

/** A checkout its completion refused (checkout-rules.ts): why, and that nothing happened. */
const refusedPage = (refusal: string) =>
  sandboxPage(
    "This checkout is no longer valid",
    `<p>${escapeHtml(refusal)}</p><p>Nothing was charged and nothing changed. Go back to Contour to see the workspace's plan.</p>`,
  );

const EXPIRED_CHECKOUT = sandboxPage("This checkout has expired", `<p>${CHECKOUT_EXPIRED}</p>`);

const isExpired = (checkout: { expires_at: Date }) => checkout.expires_at.getTime() <= Date.now();

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

const checkoutOwner = (checkout: {
  organization_id: string;
  created_by: string | null;
}): SandboxPageOwner => ({
  kind: "checkout",
  organizationId: checkout.organization_id,
  creatorId: checkout.created_by,
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
    if (!checkout) return sendHtml(reply, EXPIRED_LINK, 404);
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
      if (!checkout) return sendHtml(reply, EXPIRED_LINK, 404);
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

  await sandboxPortalRoutes(app, services);
}
