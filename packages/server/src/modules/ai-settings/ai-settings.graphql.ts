import { type AiWorkspace, hasFeature, PLAN_FEATURES } from "@contour/core";
import { builder } from "../../graphql/builder.js";
import type { Context } from "../../graphql/context.js";
import { fail } from "../../graphql/errors.js";
import { readAiWorkspace } from "../generations/ai-workspace.js";
import { seal } from "../sso/sso-key.js";
import { type AiSettingsRow, readAiSettings, writeAiSettings } from "./ai-settings-queries.js";
import {
  BACKEND_URL_INVALID,
  backendAddressRefusal,
  normaliseBackendUrl,
} from "./backend-address.js";
import { checkBackend } from "./check-backend.js";
import { requireAiAdmin } from "./require-ai-admin.js";

const BackendKindEnum = builder.enumType("AiBackendKind", {
  values: { COMFYUI: { value: "comfyui" }, AUTOMATIC1111: { value: "automatic1111" } } as const,
});

type AiSettingsShape = AiSettingsRow & {
  organizationId: string;
  deploymentBackend: boolean;
  /** The plan, staff's switch and the month's count, read once for the fields below. */
  workspace: AiWorkspace;
};

/** The settings as a workspace's Admin sees them, with its AI standing. */
async function settingsShape(
  context: Context,
  organizationId: string,
  settings: AiSettingsRow,
): Promise<AiSettingsShape> {
  return {
    ...settings,
    organizationId,
    deploymentBackend: context.services.config.ai.backend !== null,
    workspace: await readAiWorkspace(context.db, organizationId, new Date()),
  };
}

const AiSettingsRef = builder.objectRef<AiSettingsShape>("OrganizationAiSettings").implement({
  description: "A workspace's AI switch and its own render backend (Settings › AI; issue 18).",
  fields: (t) => ({
    organizationId: t.exposeID("organizationId"),
    enabled: t.exposeBoolean("enabled"),
    backendKind: t.field({ type: BackendKindEnum, nullable: true, resolve: (s) => s.backendKind }),
    backendUrl: t.exposeString("backendUrl", { nullable: true }),
    hasBackendToken: t.boolean({ resolve: (s) => s.backendTokenSealed !== null }),
    deploymentBackend: t.exposeBoolean("deploymentBackend", {
      description: "The server has a backend of its own, used when the workspace sets none.",
    }),
    requestsThisMonth: t.int({
      description: "AI requests made this calendar month (UTC).",
      resolve: (s) => s.workspace.requestsThisMonth,
    }),
    monthlyQuota: t.int({
      nullable: true,
      description: "The plan's AI requests a month; null: unlimited.",
      resolve: (s) => PLAN_FEATURES[s.workspace.plan].monthlyGenerations,
    }),
    switchedOffByStaff: t.boolean({
      resolve: (s) => !hasFeature(s.workspace.plan, s.workspace.featureFlags, "aiRendering"),
    }),
  }),
});

const UpdateAiSettingsInput = builder.inputType("UpdateOrganizationAiSettingsInput", {
  fields: (t) => ({
    organizationId: t.id(),
    enabled: t.boolean(),
    backendKind: t.field({ type: BackendKindEnum, required: false }),
    backendUrl: t.string({
      required: false,
      description: "Empty or left out: no backend of its own.",
    }),
    backendToken: t.string({
      required: false,
      description: "Left out: the stored token stays; empty: no token.",
    }),
  }),
});

const BackendCheckRef = builder.simpleObject("AiBackendCheck", {
  description: "Whether the workspace's render backend answered a test.",
  fields: (t) => ({
    ok: t.boolean(),
    message: t.string({ description: "What an Admin reads: that it answered, or why not." }),
  }),
});

const OrganizationIdInput = builder.inputType("CheckOrganizationAiBackendInput", {
  fields: (t) => ({ organizationId: t.id() }),
});

builder.queryFields((t) => ({
  organizationAiSettings: t.field({
    type: AiSettingsRef,
    authScopes: { signedIn: true },
    args: { organizationId: t.arg.id() },
    resolve: async (_root, { organizationId }, context) => {
      await requireAiAdmin(context, organizationId);
      return settingsShape(
        context,
        organizationId,
        await readAiSettings(context.db, organizationId),
      );
    },
  }),
}));

builder.mutationFields((t) => ({
  checkOrganizationAiBackend: t.field({
    type: BackendCheckRef,
    authScopes: { signedIn: true },
    description:
      "Tests the saved backend the workspace's requests go to (its own, else the server's): whether it answers, in 10 s at most; Admins, 20 an hour a workspace.",
    args: { input: t.arg({ type: OrganizationIdInput }) },
    resolve: async (_root, { input }, context) => {
      const { config, rateLimits, ai } = context.services;
      await requireAiAdmin(context, input.organizationId);
      await rateLimits.consume("aiBackendChecksPerOrganization", input.organizationId);
      return checkBackend(
        { db: context.db, config: config.ai, backendFor: ai.backendFor },
        input.organizationId,
      );
    },
  }),
  updateOrganizationAiSettings: t.field({
    type: AiSettingsRef,
    authScopes: { signedIn: true },
    description:
      "Switches AI on or off for the workspace and sets its own backend (URL and token, stored sealed); Admins.",
    args: { input: t.arg({ type: UpdateAiSettingsInput }) },
    resolve: async (_root, { input }, context) => {
      const { config, ssoKey } = context.services;
      await requireAiAdmin(context, input.organizationId);
      const current = await readAiSettings(context.db, input.organizationId);
      const urlText = input.backendUrl?.trim() ?? "";
      let next: AiSettingsRow = {
        enabled: input.enabled,
        backendKind: null,
        backendUrl: null,
        backendTokenSealed: null,
      };
      if (urlText !== "") {
        const url = normaliseBackendUrl(urlText) ?? fail("BAD_USER_INPUT", BACKEND_URL_INVALID);
        const refusal = await backendAddressRefusal(url, config.ai.allowPrivateBackends);
        if (refusal) fail("BAD_USER_INPUT", refusal);
        if (input.backendToken != null && input.backendToken.length > 1000)
          fail("BAD_USER_INPUT", "A token can be at most 1,000 characters.");
        const token =
          input.backendToken == null
            ? current.backendTokenSealed
            : input.backendToken === ""
              ? null
              : await seal(ssoKey, "organization-ai-token", { token: input.backendToken });
        next = {
          enabled: input.enabled,
          backendKind: input.backendKind ?? "comfyui",
          backendUrl: url,
          backendTokenSealed: token,
        };
      }
      await writeAiSettings(context.db, input.organizationId, next);
      return settingsShape(context, input.organizationId, next);
    },
  }),
}));
