export const SUBSCRIPTION_PLANS = ["FREE", "PRO", "ORGANIZATION", "ENTERPRISE"] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

export interface PlanFeatures {
  /** null means unlimited. */
  editorsCountInOrganization: number | null;
  teamCreation: boolean;
  teamArchival: boolean;
  accessLogs: boolean;
  activityLogs: boolean;
  highDefinitionExport: boolean;
  multiParallelInference: number;
  /** AI rendering (issue 18): on for every plan; staff may switch it off for a workspace. */
  aiRendering: boolean;
  /** AI requests a workspace may make in a calendar month (UTC); null means unlimited. */
  monthlyGenerations: number | null;
  /** Days the server's own snapshots of a workbench are kept (issue 19, version history). */
  versionRetentionDays: number;
  /** Days a version someone named is kept; null means for as long as the file exists. */
  namedVersionRetentionDays: number | null;
  /** Monthly price in dollars (spec workspace-admin §9). */
  price: number;
}

/** The plan table of spec workspace-admin §6, as data. */
export const PLAN_FEATURES: Record<SubscriptionPlan, PlanFeatures> = {
  FREE: {
    editorsCountInOrganization: 2,
    teamCreation: false,
    teamArchival: false,
    accessLogs: false,
    activityLogs: false,
    highDefinitionExport: false,
    multiParallelInference: 1,
    aiRendering: true,
    monthlyGenerations: 50,
    versionRetentionDays: 30,
    namedVersionRetentionDays: 365,
    price: 0,
  },
  PRO: {
    editorsCountInOrganization: null,
    teamCreation: false,
    teamArchival: false,
    accessLogs: false,
    activityLogs: false,
    highDefinitionExport: true,
    multiParallelInference: 4,
    aiRendering: true,
    monthlyGenerations: 2_000,
    versionRetentionDays: 90,
    namedVersionRetentionDays: null,
    price: 49,
  },
  ORGANIZATION: {
    editorsCountInOrganization: null,
    teamCreation: true,
    teamArchival: true,
    accessLogs: true,
    activityLogs: true,
    highDefinitionExport: true,
    multiParallelInference: 4,
    aiRendering: true,
    monthlyGenerations: 10_000,
    versionRetentionDays: 365,
    namedVersionRetentionDays: null,
    price: 250,
  },
  ENTERPRISE: {
    editorsCountInOrganization: null,
    teamCreation: true,
    teamArchival: true,
    accessLogs: true,
    activityLogs: true,
    highDefinitionExport: true,
    multiParallelInference: 4,
    aiRendering: true,
    monthlyGenerations: null,
    versionRetentionDays: 1_095,
    namedVersionRetentionDays: null,
    price: 0,
  },
};

export interface SeatInput {
  plan: SubscriptionPlan;
  manualEditorCountLimit: number | null;
  /** Admins and Editors among members and pending invites. */
  editorSeatsUsed: number;
}

/** The editor limit: manualEditorCountLimit when set, else the plan's; null is unlimited. */
export function editorLimit(
  plan: SubscriptionPlan,
  manualEditorCountLimit: number | null,
): number | null {
  return manualEditorCountLimit ?? PLAN_FEATURES[plan].editorsCountInOrganization;
}

/** Seats left = limit − (Admins + Editors among members and invites), never below 0; null is unlimited. */
export function editorSeatsLeft(input: SeatInput): number | null {
  const limit = editorLimit(input.plan, input.manualEditorCountLimit);
  return limit === null ? null : Math.max(0, limit - input.editorSeatsUsed);
}
