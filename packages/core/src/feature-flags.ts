import type { PlanSwitch } from "./plan-gate.js";
import { PLAN_FEATURES, type SubscriptionPlan } from "./plans.js";

/** The plan table's on/off features that staff can turn on or off for one workspace. */
export const FEATURE_SWITCHES = [
  "accessLogs",
  "activityLogs",
  "teamCreation",
  "teamArchival",
  "highDefinitionExport",
  "aiRendering",
] as const satisfies readonly PlanSwitch[];

/** Staff's overrides, per workspace; a switch left out follows the plan. */
export type FeatureFlags = Partial<Record<PlanSwitch, boolean>>;

/** How /admin names each switch. */
export const FEATURE_SWITCH_LABELS: Record<(typeof FEATURE_SWITCHES)[number], string> = {
  accessLogs: "Access logs",
  activityLogs: "Activity logs",
  teamCreation: "Team creation",
  teamArchival: "Team archival",
  highDefinitionExport: "High-definition export",
  aiRendering: "AI rendering",
};

/** Whether a workspace has a feature: staff's override when there is one, else its plan's. */
export function hasFeature(
  plan: SubscriptionPlan,
  flags: FeatureFlags | null | undefined,
  feature: PlanSwitch,
): boolean {
  return flags?.[feature] ?? PLAN_FEATURES[plan][feature];
}

/** Only known switches with boolean values: what a stored or sent value is read as. */
export function parseFeatureFlags(value: unknown): FeatureFlags {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const flags: FeatureFlags = {};
  for (const feature of FEATURE_SWITCHES) {
    const flag = (value as Record<string, unknown>)[feature];
    if (typeof flag === "boolean") flags[feature] = flag;
  }
  return flags;
}
