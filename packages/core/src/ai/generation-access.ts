import type { ErrorCode } from "../errors.js";
import { type FeatureFlags, hasFeature } from "../feature-flags.js";
import { PLAN_FEATURES, type SubscriptionPlan } from "../plans.js";
import { can, type Membership } from "../roles.js";
import { AI_MESSAGES } from "./ai-messages.js";

/** A workspace as far as AI requests are concerned. */
export interface AiWorkspace {
  plan: SubscriptionPlan;
  featureFlags: FeatureFlags | null;
  /** The workspace Admins' own switch (Settings › AI). */
  aiEnabled: boolean;
  /** Requests made since the start of this calendar month (UTC). */
  requestsThisMonth: number;
}

export interface AiRefusal {
  /** A switch is off (FORBIDDEN), or the plan's monthly quota is spent. */
  code: Extract<ErrorCode, "FORBIDDEN" | "PLAN_LIMITATION_ERROR">;
  message: string;
}

/** Why the workspace cannot make another AI request now, or null when it can. */
export function aiRefusal(workspace: AiWorkspace): AiRefusal | null {
  if (!hasFeature(workspace.plan, workspace.featureFlags, "aiRendering"))
    return { code: "FORBIDDEN", message: AI_MESSAGES.switchedOffByStaff };
  if (!workspace.aiEnabled) return { code: "FORBIDDEN", message: AI_MESSAGES.switchedOffByAdmin };
  const quota = PLAN_FEATURES[workspace.plan].monthlyGenerations;
  if (quota !== null && workspace.requestsThisMonth >= quota)
    return { code: "PLAN_LIMITATION_ERROR", message: AI_MESSAGES.quotaReached(quota) };
  return null;
}

/** A request in a workbench's history as the one asking relates to it. */
export interface GenerationOwnership {
  /** The one asking made the request. */
  isOwn: boolean;
}

/**
 * Cancelling a request and deleting it (with its images) belong to whoever asked for it while
 * they may still edit, and to a workspace Admin, who looks after what the workspace keeps.
 */
export function canManageGeneration(
  membership: Membership,
  generation: GenerationOwnership,
): boolean {
  if (can(membership, "manageOrganization")) return true;
  return generation.isOwn && can(membership, "editContent");
}

/** Requests of one workspace that may wait at once; more are refused until some finish. */
export const WAITING_GENERATIONS_MAX = 40;
