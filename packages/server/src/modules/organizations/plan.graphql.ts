import { isUuid } from "../../db/ids.js";
import { builder } from "../../graphql/builder.js";
import { fail } from "../../graphql/errors.js";
import { staffOnly } from "../admin/staff.js";
import { SubscriptionPlanEnum } from "./organization.type.js";

const STAFF_ONLY = "Only Contour staff can set a workspace's plan by hand.";
const NO_WORKSPACE = "This workspace does not exist.";

const OrganizationPlan = builder.simpleObject("OrganizationPlan", {
  description: "A workspace's plan, as staff set it by hand.",
  fields: (t) => ({
    id: t.id(),
    subscriptionPlan: t.field({ type: SubscriptionPlanEnum }),
    manualSubscription: t.boolean(),
  }),
});

const UpdateOrganizationPlanInput = builder.inputType("UpdateOrganizationPlanInput", {
  fields: (t) => ({
    organizationId: t.id(),
    subscriptionPlan: t.field({ type: SubscriptionPlanEnum }),
    manualSubscription: t.boolean({
      required: false,
      description:
        "A plan agreed by hand (a contract): the provider's pages are hidden. Unchanged when left out.",
    }),
  }),
});

builder.mutationFields((t) => ({
  updateOrganizationPlan: t.field({
    type: OrganizationPlan,
    ...staffOnly(STAFF_ONLY),
    description:
      "Staff only (isAdmin): puts a workspace on a plan without the billing provider (agreements made by hand, tests).",
    args: { input: t.arg({ type: UpdateOrganizationPlanInput }) },
    resolve: async (_root, { input }, context) => {
      if (!isUuid(input.organizationId)) fail("NOT_FOUND", NO_WORKSPACE);
      const row = await context.db
        .updateTable("organizations")
        .set({
          subscription_plan: input.subscriptionPlan,
          manual_subscription: input.manualSubscription ?? undefined,
          updated_at: new Date(),
        })
        .where("id", "=", input.organizationId)
        .returning(["id", "subscription_plan", "manual_subscription"])
        .executeTakeFirst();
      if (!row) fail("NOT_FOUND", NO_WORKSPACE);
      return {
        id: row.id,
        subscriptionPlan: row.subscription_plan,
        manualSubscription: row.manual_subscription,
      };
    },
  }),
}));
