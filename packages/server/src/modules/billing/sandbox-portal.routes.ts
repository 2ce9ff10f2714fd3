import { CANCELLATION_EFFECT } from "@contour/core";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import type { AppServices } from "../../services.js";
import { escapeHtml } from "../mail/templates.js";
import { longDate } from "./billing-dates.js";
import { announceSubscriptionChange } from "./billing-mails.js";
import { type SandboxPageOwner, sandboxAccess } from "./sandbox-access.js";
import { pendingLinesCents, sandboxInvoicePdf } from "./sandbox-invoices.js";
import {
  details,
  dollars,
  EXPIRED_LINK,
  SANDBOX_PATH,
  sandboxPage,
  sendHtml,
} from "./sandbox-page.js";
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
} from "./sandbox-subscription.js";
import { saveSubscription } from "./save-subscription.js";
import { billingPageUrl } from "./upgrade-urls.js";

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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

const portalOwner = (portal: { organization_id: string }): SandboxPageOwner => ({
  kind: "portal",
  organizationId: portal.organization_id,
});

/**
 * The sandbox's management portal (card, cancellation at the period's end, its test clock) and
 * its invoices' PDFs, for the workspace's admins; and the hourly end of due periods. Registered
 * by sandboxRoutes, in its scope.
 */
export async function sandboxPortalRoutes(app: FastifyInstance, services: AppServices) {
  const { config, db } = services;

  app.get<{ Params: { id: string } }>(`${SANDBOX_PATH}/portal/:id`, async (request, reply) => {
    const portal = await findPortal(db, request.params.id);
    if (!portal) return sendHtml(reply, EXPIRED_LINK, 404);
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
      if (!portal) return sendHtml(reply, EXPIRED_LINK, 404);
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
        if (!portal) return sendHtml(reply, EXPIRED_LINK, 404);
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
      if (!invoice) return sendHtml(reply, EXPIRED_LINK, 404);
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
