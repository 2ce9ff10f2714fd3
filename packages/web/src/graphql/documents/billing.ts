import { graphql, type ResultOf } from "../graphql";

/** Plans & Billing (workspace-admin §2): the plan and, for admins, the subscription. */
export const BillingPageQuery = graphql(`
  query BillingPage($id: ID!) {
    organization(id: $id) {
      id
      name
      subscriptionPlan
      manualSubscription
      subscription {
        subscriptionBaseAmount
        seats
        nextInvoiceAmount
        nextInvoiceBillingDate
        paymentMethodType
        paymentMethodCardBrand
        paymentMethodCardLast4
        paymentMethodCardExpires
        billingEmail
        cancelAtPeriodEnd
        invoices {
          id
          number
          createdAt
          amount
          status
          pdfUrl
        }
      }
    }
  }
`);

export type BillingSubscription = NonNullable<
  NonNullable<ResultOf<typeof BillingPageQuery>["organization"]>["subscription"]
>;

export type BillingInvoice = BillingSubscription["invoices"][number];

export const UpdateBillingEmailMutation = graphql(`
  mutation UpdateBillingEmail($input: UpdateBillingEmailInput!) {
    updateBillingEmail(input: $input) {
      billingEmail
    }
  }
`);

export const CreateSubscriptionManagementPortalMutation = graphql(`
  mutation CreateSubscriptionManagementPortal($input: CreateSubscriptionManagementPortalInput!) {
    createSubscriptionManagementPortal(input: $input) {
      url
    }
  }
`);

export const UpgradeableOrganizationsQuery = graphql(`
  query UpgradeableOrganizations($plan: SubscriptionPlan!) {
    upgradeableOrganizations(plan: $plan) {
      id
      name
      logoUrl
      subscriptionPlan
    }
  }
`);

export const ReviewEditorsQuery = graphql(`
  query ReviewEditors($id: ID!) {
    organization(id: $id) {
      id
      name
      members {
        edges {
          role
          node {
            id
            name
            email
          }
        }
      }
    }
  }
`);

export const SubscribeToPlanMutation = graphql(`
  mutation SubscribeToPlan($input: SubscribeToPlanInput!) {
    subscribeToPlan(input: $input) {
      url
    }
  }
`);

export const UpgradedOrganizationQuery = graphql(`
  query UpgradedOrganization($id: ID!) {
    organization(id: $id) {
      id
      name
      globalTeam {
        id
      }
    }
  }
`);
