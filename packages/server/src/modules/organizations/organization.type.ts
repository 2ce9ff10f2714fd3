import { ORGANIZATION_ROLES, SUBSCRIPTION_PLANS } from "@contour/core";
import { builder } from "../../graphql/builder.js";
import { TeamRef } from "../teams/team.type.js";
import type { ViewerOrganization } from "./organization-queries.js";

export const OrganizationRoleEnum = builder.enumType("OrganizationRole", {
  values: ORGANIZATION_ROLES,
});

export const SubscriptionPlanEnum = builder.enumType("SubscriptionPlan", {
  values: SUBSCRIPTION_PLANS,
});

/** Only ever built from a membership row, so every organization returned is one the viewer is in. */
export const OrganizationRef = builder.objectRef<ViewerOrganization>("Organization");

OrganizationRef.implement({
  description: "A workspace, as seen by one of its members.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    logoPath: t.exposeString("logo_path", { nullable: true }),
    currentUserRole: t.field({
      type: OrganizationRoleEnum,
      resolve: (organization) => organization.current_user_role,
    }),
    poc: t.exposeBoolean("poc"),
    pocEndDate: t.expose("poc_end_date", { type: "DateTime", nullable: true }),
    subscriptionPlan: t.field({
      type: SubscriptionPlanEnum,
      resolve: (organization) => organization.subscription_plan,
    }),
    manualSubscription: t.exposeBoolean("manual_subscription"),
    createdAt: t.expose("created_at", { type: "DateTime" }),
    globalTeam: t.field({
      type: TeamRef,
      resolve: (organization, _args, context) =>
        context.services.db
          .selectFrom("teams")
          .selectAll()
          .where("organization_id", "=", organization.id)
          .where("is_global", "=", true)
          .executeTakeFirstOrThrow(),
    }),
  }),
});
