import {
  API_TOKEN_MESSAGES,
  API_TOKEN_SCOPES,
  apiTokenStatus,
  canManageWorkspaceApiTokens,
} from "@contour/core";
import { builder } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { fail } from "../../graphql/errors.js";
import { getMembership } from "../organizations/membership.js";
import { createApiToken, revokeApiToken } from "./api-token-commands.js";
import {
  type ApiTokenRow,
  listUserApiTokens,
  listWorkspaceApiTokens,
} from "./api-token-queries.js";

const ApiTokenScopeEnum = builder.enumType("ApiTokenScope", {
  description: "READ runs queries only; READ_WRITE runs mutations too, within the owner's role.",
  values: API_TOKEN_SCOPES,
});

const ApiTokenStatusEnum = builder.enumType("ApiTokenStatus", {
  values: ["ACTIVE", "EXPIRED", "REVOKED"] as const,
});

const ApiTokenRef = builder.objectRef<ApiTokenRow>("ApiToken").implement({
  description:
    "A personal access token for the GraphQL API; its secret is shown once, at creation.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    scope: t.field({ type: ApiTokenScopeEnum, resolve: (token) => token.scope }),
    prefix: t.exposeString("prefix", {
      description:
        "The secret's first characters (`ctr_pat_` and four more), to tell tokens apart.",
    }),
    organizationId: t.exposeID("organization_id"),
    organizationName: t.exposeString("organization_name"),
    ownerId: t.exposeID("user_id"),
    ownerName: t.exposeString("owner_name"),
    ownerEmail: t.exposeString("owner_email"),
    createdAt: t.expose("created_at", { type: "DateTime" }),
    expiresAt: t.expose("expires_at", { type: "DateTime" }),
    lastUsedAt: t.expose("last_used_at", {
      type: "DateTime",
      nullable: true,
      description: "When a request last used it, to the minute; null until then.",
    }),
    status: t.field({
      type: ApiTokenStatusEnum,
      resolve: (token) =>
        apiTokenStatus(
          { expiresAt: token.expires_at, revokedAt: token.revoked_at },
          new Date(),
        ).toUpperCase() as "ACTIVE" | "EXPIRED" | "REVOKED",
    }),
  }),
});

const CreatedApiToken = builder.simpleObject("CreatedApiToken", {
  fields: (t) => ({
    token: t.field({ type: ApiTokenRef }),
    secret: t.string({
      description: "The token itself, `ctr_pat_…`: shown this once, never stored in clear.",
    }),
  }),
});

const CreateApiTokenInput = builder.inputType("CreateApiTokenInput", {
  fields: (t) => ({
    organizationId: t.id({ description: "The one workspace the token reaches." }),
    name: t.string({ description: "1 to 60 characters." }),
    scope: t.field({ type: ApiTokenScopeEnum }),
    expiresInDays: t.int({ description: "7, 30, 90 or 365: a token always expires." }),
  }),
});

const ApiTokenIdInput = builder.inputType("ApiTokenIdInput", {
  fields: (t) => ({ id: t.id() }),
});

builder.queryFields((t) => ({
  apiTokens: t.field({
    type: [ApiTokenRef],
    authScopes: { signedIn: true },
    description:
      "The caller's own personal access tokens in every workspace, newest first, revoked ones left out (100 at most).",
    resolve: (_root, _args, context) => listUserApiTokens(context.db, viewerOf(context).userId),
  }),
  workspaceApiTokens: t.field({
    type: [ApiTokenRef],
    authScopes: { signedIn: true },
    description:
      "Every member's tokens in a workspace, newest first, revoked ones left out (100 at most); its Admins only.",
    args: { organizationId: t.arg.id() },
    resolve: async (_root, { organizationId }, context) => {
      const membership = await getMembership(context.db, viewerOf(context).userId, organizationId);
      if (!canManageWorkspaceApiTokens(membership))
        fail("FORBIDDEN", API_TOKEN_MESSAGES.adminsOnly);
      return listWorkspaceApiTokens(context.db, organizationId);
    },
  }),
}));

builder.mutationFields((t) => ({
  createApiToken: t.field({
    type: CreatedApiToken,
    authScopes: { signedIn: true },
    description:
      "Makes a personal access token for one workspace the caller is a member of; the answer holds its secret, shown this once.",
    args: { input: t.arg({ type: CreateApiTokenInput }) },
    resolve: async (_root, { input }, context) => {
      const { userId } = viewerOf(context);
      await context.services.rateLimits.consume("apiTokenCreationsPerUser", userId);
      return createApiToken(context.db, userId, input);
    },
  }),
  revokeApiToken: t.field({
    type: ApiTokenRef,
    authScopes: { signedIn: true },
    description:
      "Revokes a token at once: its owner, or an Admin of its workspace. The next request with it answers UNAUTHENTICATED.",
    args: { input: t.arg({ type: ApiTokenIdInput }) },
    resolve: (_root, { input }, context) =>
      revokeApiToken(context.db, viewerOf(context).userId, input.id),
  }),
}));
