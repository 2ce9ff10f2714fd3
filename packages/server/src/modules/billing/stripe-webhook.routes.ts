import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import { isUuid } from "../../db/ids.js";
import type { AppServices } from "../../services.js";
import { announceSubscriptionChange } from "./billing-mails.js";
import { completeCheckout } from "./complete-checkout.js";
import { LIVE_STATUSES, saveSubscription } from "./save-subscription.js";
import { createStripeClient, currentStripeSnapshot } from "./stripe-provider.js";

export const STRIPE_WEBHOOK_PATH = "/api/v1/billing/stripe/webhook";

/**
 * Stripe's webhooks: the only way a Stripe payment changes a plan. The signature covers the exact
 * bytes Stripe sent, so this route (in its own Fastify scope) reads the body raw.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, services: AppServices) {
  const { config, db } = services;
  if (!config.stripeSecretKey) return;
  const stripe = createStripeClient(config, config.stripeSecretKey);

  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  const currentSnapshot = (subscriptionId: string) => currentStripeSnapshot(stripe, subscriptionId);

  async function handleEvent(event: Stripe.Event): Promise<void> {
    if (event.type === "checkout.session.completed") {
      const session = event.data.object;
      const checkoutId = session.metadata?.checkoutId;
      const subscriptionId =
        typeof session.subscription === "string" ? session.subscription : session.subscription?.id;
      if (!checkoutId || !subscriptionId) return;
      const { snapshot } = await currentSnapshot(subscriptionId);
      const completed = await completeCheckout(db, checkoutId, snapshot);
      if (completed?.outcome === "refused") {
        // Stripe took the payment of a checkout that no longer holds (its buyer lost the admin
        // role, its role changes no longer fit): the workspace gets nothing, so the
        // subscription must not go on billing. A retried event finds it ended and stops here.
        app.log.warn(
          { checkoutId, subscriptionId, organizationId: completed.organizationId },
          `Stripe checkout refused, its subscription cancelled: ${completed.refusal}`,
        );
        if (LIVE_STATUSES.has(snapshot.status)) {
          await stripe.subscriptions.cancel(subscriptionId, { prorate: true });
        }
        return;
      }
      // The checkout's role changes are applied now: open workbenches follow them.
      services.live.publish({ kind: "access-changed" });
      // An upgrade (PRO to ORGANIZATION) is a new subscription: the old one must stop billing.
      if (completed?.replacedSubscriptionId) {
        await stripe.subscriptions.cancel(completed.replacedSubscriptionId, { prorate: true });
      }
      return;
    }
    if (
      event.type === "customer.subscription.updated" ||
      event.type === "customer.subscription.deleted"
    ) {
      const { subscription, snapshot } = await currentSnapshot(event.data.object.id);
      const organizationId = await organizationOf(subscription, snapshot.customerId);
      if (!organizationId) return;
      // A subscription of ours counts once its checkout completed: before, the completion saves
      // it; a refused checkout's never does.
      if (!(await isCompletedOrForeign(subscription.metadata.checkoutId))) return;
      const current = await db
        .selectFrom("subscriptions")
        .select("subscription_id")
        .where("organization_id", "=", organizationId)
        .executeTakeFirst();
      // News of a subscription an upgrade replaced must not undo the one that replaced it.
      if (current?.subscription_id && current.subscription_id !== subscription.id) return;
      // A cancellation Stripe now reports (cancel_at_period_end) or one that took effect
      // (deleted, plan FREE): saveSubscription applies the downgrade rule, the admins hear of it.
      const change = await db
        .transaction()
        .execute((trx) => saveSubscription(trx, organizationId, snapshot));
      await announceSubscriptionChange(services, organizationId, change);
    }
  }

  /** Whether the checkout a subscription was paid through completed; true when it names none. */
  async function isCompletedOrForeign(checkoutId: string | undefined): Promise<boolean> {
    if (!checkoutId || !isUuid(checkoutId)) return true;
    const checkout = await db
      .selectFrom("billing_checkouts")
      .select("completed_at")
      .where("id", "=", checkoutId)
      .executeTakeFirst();
    return !checkout || checkout.completed_at !== null;
  }

  /** By the metadata we set at checkout, else by the customer we already know. */
  async function organizationOf(
    subscription: Stripe.Subscription,
    customerId: string,
  ): Promise<string | null> {
    const fromMetadata = subscription.metadata.organizationId;
    if (fromMetadata && isUuid(fromMetadata)) {
      const organization = await db
        .selectFrom("organizations")
        .select("id")
        .where("id", "=", fromMetadata)
        .executeTakeFirst();
      if (organization) return organization.id;
    }
    const known = await db
      .selectFrom("subscriptions")
      .select("organization_id")
      .where("provider", "=", "stripe")
      .where("customer_id", "=", customerId)
      .executeTakeFirst();
    return known?.organization_id ?? null;
  }

  app.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
    const signature = request.headers["stripe-signature"];
    if (
      !config.stripeWebhookSecret ||
      typeof signature !== "string" ||
      !Buffer.isBuffer(request.body)
    ) {
      return reply.code(400).send({ error: "Missing Stripe signature" });
    }
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(request.body, signature, config.stripeWebhookSecret);
    } catch {
      return reply.code(400).send({ error: "Invalid Stripe signature" });
    }
    await handleEvent(event);
    return { received: true };
  });
}
