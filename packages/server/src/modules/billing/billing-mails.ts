import { CANCELLATION_EFFECT, PRODUCT_NAME } from "@contour/core";
import type { AppServices } from "../../services.js";
import { actionMail } from "../mail/templates.js";
import type { AppliedDowngrade } from "./apply-plan-downgrade.js";
import { longDate } from "./billing-dates.js";
import type { SubscriptionChange } from "./save-subscription.js";
import { billingPageUrl } from "./upgrade-urls.js";

const list = (items: readonly string[]) => (items.length === 0 ? "nobody" : items.join(", "));

function downgradeSummary(downgrade: AppliedDowngrade): string {
  const parts = [
    downgrade.viewers.length > 0
      ? `These members are Viewers now: ${list(downgrade.viewers)}.`
      : "",
    downgrade.viewerInvites.length > 0
      ? `These invitations now make Viewers: ${list(downgrade.viewerInvites)}.`
      : "",
    downgrade.archivedTeams.length > 0
      ? `These teams are archived: ${list(downgrade.archivedTeams)}.`
      : "",
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : "Nobody's role changed and no team was archived.";
}

/**
 * Tells every admin of the workspace what a subscription change means for them: a plan that will
 * end (and the rule that will apply then), or a plan that ended (and what the rule changed).
 * Sent once the change is committed.
 */
export async function announceSubscriptionChange(
  services: AppServices,
  organizationId: string,
  change: SubscriptionChange,
): Promise<void> {
  const { downgrade, endsOn } = change;
  if (!downgrade && !endsOn) return;
  const { db, mailer, config } = services;
  const [organization, admins] = await Promise.all([
    db
      .selectFrom("organizations")
      .select(["name", "subscription_plan"])
      .where("id", "=", organizationId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("organization_members")
      .innerJoin("users", "users.id", "organization_members.user_id")
      .select("users.email")
      .where("organization_members.organization_id", "=", organizationId)
      .where("organization_members.role", "=", "ADMIN")
      .execute(),
  ]);
  const url = billingPageUrl(config, organizationId);
  const plan = organization.subscription_plan;
  const mail = downgrade
    ? {
        subject: `${organization.name} is on the ${downgrade.to} plan now`,
        heading: `${organization.name}'s ${downgrade.from} plan has ended`,
        intro: `${organization.name} is on the ${downgrade.to} plan now. ${downgradeSummary(downgrade)}`,
      }
    : {
        subject: `${organization.name}'s ${plan} plan ends on ${longDate(endsOn ?? new Date())}`,
        heading: `${organization.name}'s plan will end`,
        intro: `The ${plan} plan of ${organization.name} was cancelled and ends on ${longDate(endsOn ?? new Date())}. Then ${CANCELLATION_EFFECT}`,
      };
  for (const admin of admins) {
    await mailer.send(
      actionMail({
        to: admin.email,
        ...mail,
        actionLabel: "Open Plans & Billing",
        url,
        footer: `You get this mail as an admin of ${organization.name} on ${PRODUCT_NAME}.`,
      }),
    );
  }
}
