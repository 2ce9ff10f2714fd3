import type { Context } from "../../graphql/context.js";

/** Gives back invites that were taken from the allowance and not sent. */
export type GiveBackInvites = (unsent: number) => Promise<void>;

/**
 * Takes `count` invite mails from today's allowance of the inviting user and of the workspace
 * (by its plan: rate-limit-rules.ts), or refuses the whole call with RATE_LIMITED. Counted
 * before anything is written, atomically: invites sent at once cannot all pass one check.
 */
export async function takeInviteAllowance(
  context: Context,
  inviterId: string,
  organizationId: string,
  count: number,
): Promise<GiveBackInvites> {
  const { rateLimits } = context.services;
  if (count === 0) return async () => {};
  const organization = await context.db
    .selectFrom("organizations")
    .select("subscription_plan")
    .where("id", "=", organizationId)
    .executeTakeFirstOrThrow();
  const perWorkspace =
    organization.subscription_plan === "FREE"
      ? "invitesPerFreeWorkspace"
      : "invitesPerPaidWorkspace";
  await rateLimits.consume("invitesPerUser", inviterId, count);
  try {
    await rateLimits.consume(perWorkspace, organizationId, count);
  } catch (error) {
    await rateLimits.refund("invitesPerUser", inviterId, count);
    throw error;
  }
  return async (unsent) => {
    await rateLimits.refund("invitesPerUser", inviterId, unsent);
    await rateLimits.refund(perWorkspace, organizationId, unsent);
  };
}
