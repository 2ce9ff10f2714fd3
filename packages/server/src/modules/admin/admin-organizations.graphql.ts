import {
  ADMIN_PAGE_SIZE,
  FEATURE_SWITCH_LABELS,
  FEATURE_SWITCHES,
  hasFeature,
  PLAN_FEATURES,
  parseFeatureFlags,
} from "@contour/core";
import { builder, OkPayload } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { fail } from "../../graphql/errors.js";
import { OrganizationRoleEnum, SubscriptionPlanEnum } from "../organizations/organization.type.js";
import { listOrganizationDomains } from "../sso/organization-domains.js";
import { OrganizationDomainRef } from "../sso/sso.graphql.js";
import { PageInfo } from "../workbenches/workbench.type.js";
import {
  type AdminMemberRow,
  type AdminOrganizationRow,
  type BillingRow,
  findAdminMembers,
  findAdminOrganizations,
  findBilling,
  getAdminOrganization,
} from "./admin-organization-queries.js";
import { updateAdminOrganization } from "./update-admin-organization.js";
import { setWhiteLabelIcon, whiteLabelIconUrl } from "./white-label-icon.js";

export const FeatureSwitchEnum = builder.enumType("FeatureSwitch", {
  description: "A switch of the plan table that staff can turn on or off for one workspace.",
  values: FEATURE_SWITCHES,
});

const AdminFeatureRef = builder.simpleObject("AdminFeature", {
  fields: (t) => ({
    feature: t.field({ type: FeatureSwitchEnum }),
    label: t.string(),
    planDefault: t.boolean({ description: "What the workspace's plan gives." }),
    override: t.boolean({ nullable: true, description: "Staff's flag; null follows the plan." }),
    enabled: t.boolean({ description: "What the workspace has." }),
  }),
});

const AdminMemberRef = builder.objectRef<AdminMemberRow>("AdminMember").implement({
  fields: (t) => ({
    userId: t.exposeID("user_id"),
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    role: t.field({ type: OrganizationRoleEnum, resolve: (row) => row.role }),
    lastActive: t.expose("last_active_at", { type: "DateTime", nullable: true }),
    joinedAt: t.expose("joined_at", { type: "DateTime" }),
  }),
});

const AdminBillingRef = builder.objectRef<BillingRow>("AdminBilling").implement({
  description: "The billing provider's view of the workspace's subscription.",
  fields: (t) => ({
    provider: t.exposeString("provider"),
    status: t.exposeString("status"),
    seats: t.exposeInt("seats"),
    billingEmail: t.exposeString("billing_email", { nullable: true }),
    nextInvoiceAmountCents: t.exposeInt("next_invoice_amount_cents", { nullable: true }),
    nextInvoiceBillingDate: t.expose("next_invoice_billing_date", {
      type: "DateTime",
      nullable: true,
    }),
  }),
});

const AdminOrganizationRef = builder
  .objectRef<AdminOrganizationRow>("AdminOrganization")
  .implement({
    description: "A workspace as Contour staff see it in /admin.",
    fields: (t) => ({
      id: t.exposeID("id"),
      name: t.exposeString("name"),
      subscriptionPlan: t.field({
        type: SubscriptionPlanEnum,
        resolve: (row) => row.subscription_plan,
      }),
      manualSubscription: t.exposeBoolean("manual_subscription"),
      manualEditorCountLimit: t.exposeInt("manual_editor_count_limit", {
        nullable: true,
        description: "Overrides the plan's editor limit; null when the plan's applies.",
      }),
      planEditorLimit: t.int({
        nullable: true,
        description: "The plan's own editor limit; null is unlimited.",
        resolve: (row) => PLAN_FEATURES[row.subscription_plan].editorsCountInOrganization,
      }),
      poc: t.exposeBoolean("poc"),
      pocStartDate: t.expose("poc_start_date", { type: "DateTime", nullable: true }),
      pocEndDate: t.expose("poc_end_date", { type: "DateTime", nullable: true }),
      memberCount: t.exposeInt("member_count"),
      editorCount: t.exposeInt("editor_count", { description: "Admins and Editors." }),
      createdAt: t.expose("created_at", { type: "DateTime" }),
      lastActivityAt: t.expose("last_activity_at", {
        type: "DateTime",
        nullable: true,
        description: "The latest of a member's last request and a file's last change.",
      }),
      whiteLabelIconUrl: t.string({
        nullable: true,
        resolve: (row, _args, context) =>
          row.white_label_icon_path === null
            ? null
            : whiteLabelIconUrl(
                context.services.thumbnailSigner,
                row.id,
                row.white_label_icon_path,
              ),
      }),
      features: t.field({
        type: [AdminFeatureRef],
        resolve: (row) => {
          const flags = parseFeatureFlags(row.feature_flags);
          return FEATURE_SWITCHES.map((feature) => ({
            feature,
            label: FEATURE_SWITCH_LABELS[feature],
            planDefault: PLAN_FEATURES[row.subscription_plan][feature],
            override: flags[feature] ?? null,
            enabled: hasFeature(row.subscription_plan, flags, feature),
          }));
        },
      }),
      domains: t.field({
        type: [OrganizationDomainRef],
        description: "The email domains it claims for single sign-on, verified or not.",
        resolve: (row, _args, context) => listOrganizationDomains(context.db, row.id),
      }),
      members: t.field({
        type: [AdminMemberRef],
        resolve: (row, _args, context) => findAdminMembers(context.db, row.id),
      }),
      billing: t.field({
        type: AdminBillingRef,
        nullable: true,
        description: "null when the workspace never went through the billing provider.",
        resolve: (row, _args, context) => findBilling(context.db, row.id),
      }),
    }),
  });

const AdminOrganizationConnection = builder.simpleObject("AdminOrganizationConnection", {
  fields: (t) => ({
    nodes: t.field({ type: [AdminOrganizationRef] }),
    totalCount: t.int(),
    pageInfo: t.field({ type: PageInfo }),
  }),
});

const FeatureFlagInput = builder.inputType("FeatureFlagInput", {
  fields: (t) => ({
    feature: t.field({ type: FeatureSwitchEnum }),
    enabled: t.boolean({ required: false, description: "null: the plan decides again." }),
  }),
});

const AdminOrganizationPatch = builder.inputType("AdminOrganizationPatch", {
  description:
    "A field left out stays as it is; a date or the editor limit sent as null is cleared.",
  fields: (t) => ({
    poc: t.boolean({ required: false }),
    pocStartDate: t.field({ type: "DateTime", required: false }),
    pocEndDate: t.field({ type: "DateTime", required: false }),
    subscriptionPlan: t.field({ type: SubscriptionPlanEnum, required: false }),
    manualSubscription: t.boolean({ required: false }),
    manualEditorCountLimit: t.int({ required: false }),
    featureFlags: t.field({ type: [FeatureFlagInput], required: false }),
    verifyDomain: t.string({
      required: false,
      description:
        "An email domain to mark verified without its DNS record (claimed for the workspace if it had not).",
    }),
  }),
});

const UpdateAdminOrganizationInput = builder.inputType("UpdateAdminOrganizationInput", {
  fields: (t) => ({ id: t.id(), patch: t.field({ type: AdminOrganizationPatch }) }),
});

const RemoveWhiteLabelIconInput = builder.inputType("RemoveWhiteLabelIconInput", {
  fields: (t) => ({ organizationId: t.id() }),
});

builder.queryFields((t) => ({
  adminOrganizations: t.field({
    type: AdminOrganizationConnection,
    authScopes: { staff: true },
    description:
      "Staff: every workspace, newest first; `search` keeps those whose name or a member's email contains it.",
    args: {
      search: t.arg.string({ required: false, defaultValue: "" }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: (_root, args, context) =>
      findAdminOrganizations(
        context.db,
        { search: args.search ?? "", first: args.first, after: args.after },
        ADMIN_PAGE_SIZE,
      ),
  }),
  adminOrganization: t.field({
    type: AdminOrganizationRef,
    authScopes: { staff: true },
    description: "Staff: one workspace, whoever its members are.",
    args: { id: t.arg.id() },
    resolve: (_root, args, context) => getAdminOrganization(context.db, args.id),
  }),
}));

builder.mutationFields((t) => ({
  updateAdminOrganization: t.field({
    type: AdminOrganizationRef,
    authScopes: { staff: true },
    description:
      "Staff: a workspace's POC dates, plan, manual subscription, editor limit and feature flags; each change is written to its activity log with the staff member's name.",
    args: { input: t.arg({ type: UpdateAdminOrganizationInput }) },
    resolve: async (_root, { input }, context) => {
      await updateAdminOrganization(context.db, viewerOf(context).userId, input.id, input.patch);
      return getAdminOrganization(context.db, input.id);
    },
  }),
  removeWhiteLabelIcon: t.field({
    type: OkPayload,
    authScopes: { staff: true },
    description: "Staff: the workspace shows the Contour logo again.",
    args: { input: t.arg({ type: RemoveWhiteLabelIconInput }) },
    resolve: async (_root, { input }, context) => {
      const organization = await getAdminOrganization(context.db, input.organizationId);
      if (organization.white_label_icon_path === null) {
        fail("BAD_USER_INPUT", "This workspace has no white-label icon.");
      }
      const { blobs } = context.services;
      await setWhiteLabelIcon(context.db, blobs, viewerOf(context).userId, organization.id, null);
      return { ok: true };
    },
  }),
}));
