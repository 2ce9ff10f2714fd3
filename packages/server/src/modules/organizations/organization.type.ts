import {
  FEATURE_SWITCHES,
  hasFeature,
  ORGANIZATION_ROLES,
  parseFeatureFlags,
  SUBSCRIPTION_PLANS,
} from "@contour/core";
import { builder } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { apiError } from "../../graphql/errors.js";
import { inKeyOrder } from "../../graphql/loaders.js";
import { whiteLabelIconUrl } from "../admin/white-label-icon.js";
import { logoUrl } from "./organization-logo.js";
import {
  findViewerOrganizations,
  ORGANIZATION_NOT_FOUND,
  type ViewerOrganization,
} from "./organization-queries.js";

export const OrganizationRoleEnum = builder.enumType("OrganizationRole", {
  values: ORGANIZATION_ROLES,
});

export const SubscriptionPlanEnum = builder.enumType("SubscriptionPlan", {
  values: SUBSCRIPTION_PLANS,
});

type FeatureSwitch = (typeof FEATURE_SWITCHES)[number];

/**
 * What the workspace has of the plan table's switches: its plan's, with staff's overrides
 * (/admin). The web app reads these rather than the plan table, so that its hints follow what
 * the server enforces.
 */
const OrganizationFeatureFlags = builder.simpleObject("OrganizationFeatureFlags", {
  fields: (t) =>
    Object.fromEntries(FEATURE_SWITCHES.map((feature) => [feature, t.boolean()])) as Record<
      FeatureSwitch,
      ReturnType<typeof t.boolean>
    >,
});

/** Only ever built from a membership row, so every organization returned is one the viewer is in. */
export const OrganizationRef = builder.loadableObjectRef<ViewerOrganization, string>(
  "Organization",
  {
    load: async (ids, context) =>
      inKeyOrder(
        ids,
        await findViewerOrganizations(context.db, viewerOf(context).userId, ids),
        (organization) => organization.id,
        () => apiError("NOT_FOUND", ORGANIZATION_NOT_FOUND),
      ),
    cacheResolved: (organization) => organization.id,
  },
);

OrganizationRef.implement({
  description: "A workspace, as seen by one of its members.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    logoPath: t.exposeString("logo_path", { nullable: true }),
    logoUrl: t.string({
      nullable: true,
      description: "Where members' browsers load the logo from (a signed URL); null with no logo.",
      resolve: (organization, _args, context) =>
        organization.logo_path === null
          ? null
          : logoUrl(context.services.thumbnailSigner, organization.id, organization.logo_path),
    }),
    whiteLabelIconUrl: t.string({
      nullable: true,
      description:
        "The icon staff set to replace the Contour logo for this workspace (a signed URL); null for none.",
      resolve: (organization, _args, context) =>
        organization.white_label_icon_path === null
          ? null
          : whiteLabelIconUrl(
              context.services.thumbnailSigner,
              organization.id,
              organization.white_label_icon_path,
            ),
    }),
    currentUserRole: t.field({
      type: OrganizationRoleEnum,
      resolve: (organization) => organization.current_user_role,
    }),
    poc: t.exposeBoolean("poc", {
      description: "A proof-of-concept workspace shows the POC banner.",
    }),
    pocEndDate: t.expose("poc_end_date", {
      type: "DateTime",
      nullable: true,
      description: "When the proof of concept ends; null while it has no end date.",
    }),
    subscriptionPlan: t.field({
      type: SubscriptionPlanEnum,
      resolve: (organization) => organization.subscription_plan,
    }),
    manualSubscription: t.exposeBoolean("manual_subscription"),
    viewersMayComment: t.exposeBoolean("viewers_may_comment", {
      description: "Viewers may comment on the files they see (issue 19); off by default.",
    }),
    featureFlags: t.field({
      type: OrganizationFeatureFlags,
      description: "The plan table's switches as this workspace has them, staff's flags included.",
      resolve: (organization) => {
        const flags = parseFeatureFlags(organization.feature_flags);
        return Object.fromEntries(
          FEATURE_SWITCHES.map((feature) => [
            feature,
            hasFeature(organization.subscription_plan, flags, feature),
          ]),
        ) as Record<FeatureSwitch, boolean>;
      },
    }),
    createdAt: t.expose("created_at", { type: "DateTime" }),
  }),
});
