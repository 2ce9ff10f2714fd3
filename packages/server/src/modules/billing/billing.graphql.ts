import {
  canUpgradeTo,
  isPurchasablePlan,
  isValidEmail,
  isWorkspaceAdmin,
  MESSAGES,
  type Membership,
  normalizeEmail,
} from "@contour/core";
import type { Selectable } from "kysely";
import type { SubscriptionsTable } from "../../db/types.js";
import { builder } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { fail } from "../../graphql/errors.js";
import { getMembership } from "../organizations/membership.js";
import {
  OrganizationRef,
  OrganizationRoleEnum,
  SubscriptionPlanEnum,
} from "../organizations/organization.type.js";
import {
  getViewerOrganization,
  listViewerOrganizations,
} from "../organizations/organization-queries.js";
import { getUser } from "../users/user-queries.js";
import { announceSubscriptionChange } from "./billing-mails.js";
import type { BillingInvoice } from "./billing-provider.js";
import { LIVE_STATUSES, saveSubscription } from "./save-subscription.js";
import { assertCanUpgrade, startCheckout } from "./start-checkout.js";
import { billingPageUrl } from "./upgrade-urls.js";

const ADMIN_ONLY = "Only an admin of this workspace can manage its plan and billing.";
const MANUALLY_MANAGED =
  "This workspace's subscription is managed manually. Contact support to change it.";

const dollars = (cents: number) => cents / 100;

/** Plans & Billing lists this many invoices, newest first: two years of monthly ones. */
export const INVOICES_LISTED = 24;

/** Stripe's own limit for a customer's email. */
const MAX_BILLING_EMAIL_LENGTH = 512;

const InvoiceRef = builder.objectRef<BillingInvoice>("BillingInvoice");
InvoiceRef.implement({
  description: "An invoice of the workspace's subscription, from the payment provider.",
  fields: (t) => ({
    id: t.exposeID("id"),
    number: t.exposeString("number"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    amount: t.float({
      description: "Dollars.",
      resolve: (invoice) => dollars(invoice.amountCents),
    }),
    status: t.exposeString("status", { description: "paid, open, void or uncollectible." }),
    pdfUrl: t.exposeString("pdfUrl", { nullable: true }),
  }),
});

const SubscriptionRef = builder.objectRef<Selectable<SubscriptionsTable>>(
  "OrganizationSubscription",
);
SubscriptionRef.implement({
  description:
    "A workspace's paid subscription, as Plans & Billing shows it. Amounts are dollars per month.",
  fields: (t) => ({
    subscriptionBaseAmount: t.float({ resolve: (row) => dollars(row.base_amount_cents) }),
    seats: t.exposeInt("seats", { description: "Paid editor seats." }),
    nextInvoiceAmount: t.float({
      nullable: true,
      resolve: (row) =>
        row.next_invoice_amount_cents === null ? null : dollars(row.next_invoice_amount_cents),
    }),
    nextInvoiceBillingDate: t.expose("next_invoice_billing_date", {
      type: "DateTime",
      nullable: true,
    }),
    paymentMethodType: t.exposeString("payment_method_type", { nullable: true }),
    paymentMethodCardBrand: t.exposeString("payment_method_card_brand", { nullable: true }),
    paymentMethodCardLast4: t.exposeString("payment_method_card_last4", { nullable: true }),
    paymentMethodCardExpires: t.exposeString("payment_method_card_expires", {
      nullable: true,
      description: "MM/YYYY",
    }),
    billingEmail: t.exposeString("billing_email", { nullable: true }),
    cancelAtPeriodEnd: t.exposeBoolean("cancel_at_period_end", {
      description: "The plan ends at nextInvoiceBillingDate instead of renewing.",
    }),
    invoices: t.field({
      type: [InvoiceRef],
      description: `The provider's invoices, newest first, at most ${INVOICES_LISTED}.`,
      resolve: (row, _args, context) =>
        row.subscription_id === null
          ? []
          : context.services.billing.listInvoices(
              {
                organizationId: row.organization_id,
                customerId: row.customer_id,
                subscriptionId: row.subscription_id,
              },
              INVOICES_LISTED,
            ),
    }),
  }),
});

async function viewerMembership(
  context: Parameters<typeof viewerOf>[0],
  organizationId: string,
): Promise<Membership> {
  return getMembership(context.db, viewerOf(context).userId, organizationId);
}

/** The viewer's workspace whose billing they manage: its admin, and not a plan staff set by hand. */
async function selfBilledOrganization(
  context: Parameters<typeof viewerOf>[0],
  organizationId: string,
) {
  const organization = await getViewerOrganization(
    context.db,
    viewerOf(context).userId,
    organizationId,
  );
  if (!isWorkspaceAdmin(await viewerMembership(context, organization.id))) {
    fail("FORBIDDEN", ADMIN_ONLY);
  }
  if (organization.manual_subscription) fail("MANUAL_LIMITATION_ERROR", MANUALLY_MANAGED);
  return organization;
}

builder.objectFields(OrganizationRef, (t) => ({
  subscription: t.field({
    type: SubscriptionRef,
    nullable: true,
    description:
      "The live paid subscription; null without one, and null for members who are not admins.",
    resolve: async (organization, _args, context) => {
      if (!isWorkspaceAdmin(await viewerMembership(context, organization.id))) return null;
      const row = await context.db
        .selectFrom("subscriptions")
        .selectAll()
        .where("organization_id", "=", organization.id)
        .executeTakeFirst();
      return row && LIVE_STATUSES.has(row.status) ? row : null;
    },
  }),
}));

builder.queryFields((t) => ({
  upgradeableOrganizations: t.field({
    type: [OrganizationRef],
    authScopes: { signedIn: true },
    description:
      "The viewer's workspaces that may be upgraded to the plan (spec workspace-admin §5).",
    args: { plan: t.arg({ type: SubscriptionPlanEnum }) },
    resolve: async (_root, { plan }, context) => {
      const userId = viewerOf(context).userId;
      const [user, organizations] = await Promise.all([
        getUser(context.db, userId),
        listViewerOrganizations(context.db, userId),
      ]);
      return organizations.filter((organization) =>
        canUpgradeTo(
          {
            membership: { role: organization.current_user_role, isAdmin: user.is_admin },
            subscriptionPlan: organization.subscription_plan,
            manualSubscription: organization.manual_subscription,
          },
          plan,
        ),
      );
    },
  }),
}));

const RoleChangeInput = builder.inputType("RoleChangeInput", {
  fields: (t) => ({ userId: t.id(), newRole: t.field({ type: OrganizationRoleEnum }) }),
});

const SubscribeToPlanInput = builder.inputType("SubscribeToPlanInput", {
  fields: (t) => ({
    organizationId: t.id(),
    plan: t.field({ type: SubscriptionPlanEnum }),
    rolesToChange: t.field({ type: [RoleChangeInput], required: false }),
  }),
});

const CreateSubscriptionManagementPortalInput = builder.inputType(
  "CreateSubscriptionManagementPortalInput",
  { fields: (t) => ({ organizationId: t.id() }) },
);

const UpdateBillingEmailInput = builder.inputType("UpdateBillingEmailInput", {
  fields: (t) => ({ organizationId: t.id(), billingEmail: t.string() }),
});

const BillingRedirect = builder.simpleObject("BillingRedirect", {
  description: "A page of the payment provider to send the browser to.",
  fields: (t) => ({ url: t.string() }),
});

builder.mutationFields((t) => ({
  subscribeToPlan: t.field({
    type: BillingRedirect,
    authScopes: { signedIn: true },
    description:
      "Starts paying for a plan; the role changes apply once the payment completes. Returns the checkout page.",
    args: { input: t.arg({ type: SubscribeToPlanInput }) },
    resolve: async (_root, { input }, context) => {
      const buyerId = viewerOf(context).userId;
      const organization = await getViewerOrganization(context.db, buyerId, input.organizationId);
      const membership = await viewerMembership(context, organization.id);
      if (!isWorkspaceAdmin(membership)) fail("FORBIDDEN", ADMIN_ONLY);
      const { plan } = input;
      if (!isPurchasablePlan(plan)) {
        fail("BAD_USER_INPUT", `The ${plan} plan cannot be bought here.`);
      }
      assertCanUpgrade(organization, membership, plan);
      return startCheckout(context.services, {
        buyerId,
        organizationId: organization.id,
        plan,
        rolesToChange: (input.rolesToChange ?? []).map((change) => ({
          userId: String(change.userId),
          newRole: change.newRole,
        })),
      });
    },
  }),
  createSubscriptionManagementPortal: t.field({
    type: BillingRedirect,
    authScopes: { signedIn: true },
    description: "The provider's page to manage the plan, the payment method and the invoices.",
    args: { input: t.arg({ type: CreateSubscriptionManagementPortalInput }) },
    resolve: async (_root, { input }, context) => {
      const organization = await selfBilledOrganization(context, input.organizationId);
      const { billing, config } = context.services;
      const subscription = await context.db
        .selectFrom("subscriptions")
        .select("customer_id")
        .where("organization_id", "=", organization.id)
        .where("provider", "=", billing.kind)
        .executeTakeFirst();
      if (!subscription) fail("NOT_FOUND", "This workspace has no subscription to manage.");
      return billing.createPortal({
        organizationId: organization.id,
        customerId: subscription.customer_id,
        returnUrl: billingPageUrl(config, organization.id),
      });
    },
  }),
  updateBillingEmail: t.field({
    type: SubscriptionRef,
    authScopes: { signedIn: true },
    description: "Where the provider sends the workspace's invoices; admins only.",
    args: { input: t.arg({ type: UpdateBillingEmailInput }) },
    resolve: async (_root, { input }, context) => {
      const organization = await selfBilledOrganization(context, input.organizationId);
      const email = normalizeEmail(input.billingEmail);
      if (email.length > MAX_BILLING_EMAIL_LENGTH || !isValidEmail(email)) {
        fail("BAD_USER_INPUT", MESSAGES.emailInvalid);
      }
      const { billing } = context.services;
      const row = await context.db
        .selectFrom("subscriptions")
        .selectAll()
        .where("organization_id", "=", organization.id)
        .where("provider", "=", billing.kind)
        .executeTakeFirst();
      if (!row?.subscription_id || !LIVE_STATUSES.has(row.status)) {
        fail("NOT_FOUND", "This workspace has no subscription to manage.");
      }
      // The provider first, outside any transaction: a network call must not hold the database.
      const snapshot = await billing.updateBillingEmail(
        {
          organizationId: organization.id,
          customerId: row.customer_id,
          subscriptionId: row.subscription_id,
        },
        email,
      );
      const change = await context.services.db
        .transaction()
        .execute((trx) => saveSubscription(trx, organization.id, snapshot));
      await announceSubscriptionChange(context.services, organization.id, change);
      return context.services.db
        .selectFrom("subscriptions")
        .selectAll()
        .where("organization_id", "=", organization.id)
        .executeTakeFirstOrThrow();
    },
  }),
}));
