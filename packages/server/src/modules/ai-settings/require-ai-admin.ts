import { MESSAGES } from "@contour/core";
import { type Context, viewerOf } from "../../graphql/context.js";
import { requireCapability } from "../organizations/membership.js";

/** Settings › AI (the switch, the backend, the styles) is for the workspace's Admins. */
export async function requireAiAdmin(context: Context, organizationId: string): Promise<string> {
  const { userId } = viewerOf(context);
  await requireCapability(
    context.db,
    userId,
    organizationId,
    "manageOrganization",
    MESSAGES.noPermission,
  );
  return userId;
}
