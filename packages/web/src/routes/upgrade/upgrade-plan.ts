import { isPurchasablePlan, type PurchasablePlan } from "@contour/core";

/** The plan of the upgrade flow's ?plan= parameter; null when missing or not one to buy. */
export function planFromSearch(search: URLSearchParams): PurchasablePlan | null {
  const plan = search.get("plan")?.toUpperCase() ?? "";
  return isPurchasablePlan(plan) ? plan : null;
}

export const upgradePath = {
  select: (plan: PurchasablePlan) => `/upgrade/select-organization?plan=${plan}`,
  review: (organizationId: string, plan: PurchasablePlan) =>
    `/upgrade/${organizationId}/review-editors?plan=${plan}`,
};

/** Texts of the upgrade flow (workspace-admin §2, §5, §8), verbatim. */
export const UPGRADE_TEXTS = {
  selectTitle: "Which workspace would you like to upgrade?",
  noWorkspace:
    "You're not an admin of any workspace. Either create a new workspace or ask the admin of you workspace to subscribe to a paid plan.",
  reviewTitle: "Adjust your editors",
  successTitle: "Thank you for your purchase",
  redirectError: "Error while redirecting to payment: ",
} as const;
