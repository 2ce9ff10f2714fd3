import { MESSAGES } from "@contour/core";
import type { CombinedError } from "urql";
import { errorCode } from "../../../lib/error-message";

/** The two logs of the plan table (spec workspace-admin §6), with what the paywall says of them. */
export const LOG_FEATURES = {
  accessLogs: {
    title: "Access logs",
    notInPlan: MESSAGES.accessLogsNotInPlan,
    benefits: ["Every sign-in of your members", "The date and IP address of each one"],
  },
  activityLogs: {
    title: "Activity logs",
    notInPlan: MESSAGES.activityLogsNotInPlan,
    benefits: [
      "Who created, renamed, moved or deleted which file or folder",
      "Changes to members, invites and teams",
    ],
  },
} as const;

export type LogFeature = keyof typeof LOG_FEATURES;

/** Whether the server refused a log for the workspace's plan: the paywall's cue. */
export function isPlanRefusal(error: CombinedError | undefined): boolean {
  const code = errorCode(error);
  return code === "PLAN_LIMITATION_ERROR" || code === "MANUAL_LIMITATION_ERROR";
}
