/** Plans & Billing's texts (workspace-admin §2 and §8), verbatim where the spec gives them. */
export const BILLING_TEXTS = {
  adminOnly: "You need to be an administrator of this workspace to access this page.",
  fetchError: "There was an error fetching this page. Please check the link and retry.",
  paymentMethodError: "Error while changing payment method: ",
  invoicesError: "Error while accessing invoices: ",
  /** The spec gives no prefix for Manage plan; this one follows its pattern. */
  managePlanError: "Error while managing plan: ",
  /** The spec gives no texts for the billing email; these follow its patterns. */
  billingEmailError: "Error while changing billing email: ",
  billingEmailSaved: "Billing email saved. Invoices go there from now on.",
} as const;
