import type { PurchasablePlan } from "@contour/core";
import type { Config } from "../../config.js";

/** Where a provider sends the browser back: the upgrade flow's pages (spec §2, Upgrade routes). */
export function upgradeUrls(config: Config, organizationId: string, plan: PurchasablePlan) {
  const base = `${config.publicUrl}/upgrade/${organizationId}`;
  return {
    successUrl: `${base}/success?plan=${plan}`,
    cancelUrl: `${base}/review-editors?plan=${plan}`,
  };
}

/** Plans & Billing, where the management portal returns. */
export function billingPageUrl(config: Config, organizationId: string): string {
  return `${config.publicUrl}/settings/organization/${organizationId}/subscription`;
}
