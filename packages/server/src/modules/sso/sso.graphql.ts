import { domainVerificationRecord, SSO_AUTO_JOIN_MODES } from "@contour/core";
import type { OrganizationDomainRow, OrganizationSsoRow } from "../../db/types.js";
import { builder } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { DeletePayload } from "../folders/folder.type.js";
import { requireCapability } from "../organizations/membership.js";
import {
  addOrganizationDomain,
  deleteOrganizationDomain,
  listOrganizationDomains,
  ONLY_ADMIN_SSO,
  verifyOrganizationDomain,
} from "./organization-domains.js";
import { findOrganizationSso, updateOrganizationSso } from "./organization-sso.js";
import { workspaceSsoCallbackUrl } from "./sso.routes.js";

const SsoAutoJoinEnum = builder.enumType("SsoAutoJoin", {
  description:
    "Whether a new person of the workspace's verified domains joins it on their first sign-in, and as what.",
  values: SSO_AUTO_JOIN_MODES,
});

export const OrganizationDomainRef = builder
  .objectRef<OrganizationDomainRow>("OrganizationDomain")
  .implement({
    description:
      "An email domain a workspace claims; its emails sign in through the workspace's issuer once verified.",
    fields: (t) => ({
      id: t.exposeID("id"),
      domain: t.exposeString("domain"),
      verificationRecord: t.string({
        description: "The TXT record to add to the domain's DNS.",
        resolve: (row) => domainVerificationRecord(row.verification_token),
      }),
      verified: t.boolean({ resolve: (row) => row.verified_at !== null }),
      verifiedAt: t.expose("verified_at", { type: "DateTime", nullable: true }),
      verifiedBy: t.exposeString("verified_by", {
        nullable: true,
        description: "DNS, or STAFF when Contour verified it by hand.",
      }),
    }),
  });

interface OrganizationSsoShape {
  organizationId: string;
  row: OrganizationSsoRow | undefined;
}

const OrganizationSsoRef = builder.objectRef<OrganizationSsoShape>("OrganizationSso").implement({
  description:
    "A workspace's own OpenID Connect issuer (Okta, Google Workspace, Keycloak…); the client secret is never read back.",
  fields: (t) => ({
    organizationId: t.id({ resolve: (sso) => sso.organizationId }),
    redirectUri: t.string({
      description: "What to register at the issuer as the redirect URI.",
      resolve: (sso, _args, context) =>
        workspaceSsoCallbackUrl(context.services.config.publicUrl, sso.organizationId),
    }),
    configured: t.boolean({ resolve: (sso) => sso.row !== undefined }),
    issuer: t.string({ nullable: true, resolve: (sso) => sso.row?.issuer ?? null }),
    clientId: t.string({ nullable: true, resolve: (sso) => sso.row?.client_id ?? null }),
    enabled: t.boolean({ resolve: (sso) => sso.row?.enabled ?? false }),
    autoJoin: t.field({ type: SsoAutoJoinEnum, resolve: (sso) => sso.row?.auto_join ?? "OFF" }),
    domains: t.field({
      type: [OrganizationDomainRef],
      resolve: (sso, _args, context) => listOrganizationDomains(context.db, sso.organizationId),
    }),
  }),
});

const OrganizationSsoPatchInput = builder.inputType("OrganizationSsoPatch", {
  description: "A field left out stays as it is.",
  fields: (t) => ({
    issuer: t.string({ required: false }),
    clientId: t.string({ required: false }),
    clientSecret: t.string({ required: false }),
    enabled: t.boolean({ required: false }),
    autoJoin: t.field({ type: SsoAutoJoinEnum, required: false }),
  }),
});

const UpdateOrganizationSsoInput = builder.inputType("UpdateOrganizationSsoInput", {
  fields: (t) => ({
    organizationId: t.id(),
    patch: t.field({ type: OrganizationSsoPatchInput }),
  }),
});

const AddOrganizationDomainInput = builder.inputType("AddOrganizationDomainInput", {
  fields: (t) => ({ organizationId: t.id(), domain: t.string() }),
});

const OrganizationDomainIdInput = builder.inputType("OrganizationDomainIdInput", {
  fields: (t) => ({ id: t.id() }),
});

builder.queryFields((t) => ({
  organizationSso: t.field({
    type: OrganizationSsoRef,
    authScopes: { signedIn: true },
    description: "The workspace's single sign-on settings and domains; its admins only.",
    args: { organizationId: t.arg.id() },
    resolve: async (_root, { organizationId }, context) => {
      const { userId } = viewerOf(context);
      await requireCapability(
        context.db,
        userId,
        organizationId,
        "manageOrganization",
        ONLY_ADMIN_SSO,
      );
      return { organizationId, row: await findOrganizationSso(context.db, organizationId) };
    },
  }),
}));

builder.mutationFields((t) => ({
  updateOrganizationSso: t.field({
    type: OrganizationSsoRef,
    authScopes: { signedIn: true },
    description: "Sets the workspace's issuer, client, on/off and auto-join; its admins only.",
    args: { input: t.arg({ type: UpdateOrganizationSsoInput }) },
    resolve: async (_root, { input }, context) => {
      const { config, ssoKey } = context.services;
      const { issuer, clientId, clientSecret, enabled, autoJoin } = input.patch;
      const row = await updateOrganizationSso(
        context.db,
        ssoKey,
        config.sso.allowHttpIssuers,
        viewerOf(context).userId,
        input.organizationId,
        {
          issuer: issuer ?? undefined,
          clientId: clientId ?? undefined,
          clientSecret: clientSecret ?? undefined,
          enabled: enabled ?? undefined,
          autoJoin: autoJoin ?? undefined,
        },
      );
      return { organizationId: input.organizationId, row };
    },
  }),

  addOrganizationDomain: t.field({
    type: OrganizationDomainRef,
    authScopes: { signedIn: true },
    description: "Claims an email domain for the workspace (at most 10); its admins only.",
    args: { input: t.arg({ type: AddOrganizationDomainInput }) },
    resolve: (_root, { input }, context) =>
      addOrganizationDomain(
        context.db,
        viewerOf(context).userId,
        input.organizationId,
        input.domain,
      ),
  }),

  verifyOrganizationDomain: t.field({
    type: OrganizationDomainRef,
    authScopes: { signedIn: true },
    description:
      "Looks for the domain's TXT record and marks it verified when found; its admins only, 20 checks an hour per workspace.",
    args: { input: t.arg({ type: OrganizationDomainIdInput }) },
    resolve: (_root, { input }, context) =>
      verifyOrganizationDomain(context.db, context.services, viewerOf(context).userId, input.id),
  }),

  deleteOrganizationDomain: t.field({
    type: DeletePayload,
    authScopes: { signedIn: true },
    description: "Removes a claimed domain; its admins only.",
    args: { input: t.arg({ type: OrganizationDomainIdInput }) },
    resolve: async (_root, { input }, context) => {
      const row = await deleteOrganizationDomain(context.db, viewerOf(context).userId, input.id);
      return { deletedIds: [row.id] };
    },
  }),
}));
