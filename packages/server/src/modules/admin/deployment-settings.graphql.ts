import { builder } from "../../graphql/builder.js";
import { type Context, viewerOf } from "../../graphql/context.js";
import { StaffAuditEntryRef } from "./admin-users.graphql.js";
import { deploymentSettings, updateDeploymentSettings } from "./deployment-settings.js";
import { findStaffActions } from "./staff-audit.js";

const DeploymentSettingsRef = builder.simpleObject("DeploymentSettings", {
  description: "Settings of the whole deployment that staff edit in /admin.",
  fields: (t) => ({
    blockCreateOrganization: t.boolean({
      description: "Users cannot create workspaces; they join by invitation.",
    }),
    shareLinksEnabled: t.boolean({
      description: "Share links work in the deployment; off, no link of any workspace opens.",
    }),
    blockCreateOrganizationDefault: t.boolean({
      description: "The environment's value (BLOCK_CREATE_ORGANIZATION), used until staff set one.",
    }),
    history: t.field({
      type: [StaffAuditEntryRef],
      description: "Staff's changes to these settings, newest first (the latest 50).",
    }),
  }),
});

const UpdateDeploymentSettingsInput = builder.inputType("UpdateDeploymentSettingsInput", {
  fields: (t) => ({
    blockCreateOrganization: t.boolean({ required: false }),
    shareLinksEnabled: t.boolean({ required: false }),
  }),
});

async function settingsOf(context: Context) {
  const { config } = context.services;
  return {
    ...(await deploymentSettings(context.db, config)),
    blockCreateOrganizationDefault: config.blockCreateOrganization,
    history: await findStaffActions(context.db, null),
  };
}

builder.queryFields((t) => ({
  deploymentSettings: t.field({
    type: DeploymentSettingsRef,
    authScopes: { staff: true },
    description: "Staff: the deployment's settings.",
    resolve: (_root, _args, context) => settingsOf(context),
  }),
}));

builder.mutationFields((t) => ({
  updateDeploymentSettings: t.field({
    type: DeploymentSettingsRef,
    authScopes: { staff: true },
    description: "Staff: change the deployment's settings; written to the staff audit trail.",
    args: { input: t.arg({ type: UpdateDeploymentSettingsInput }) },
    resolve: async (_root, { input }, context) => {
      await updateDeploymentSettings(
        context.db,
        context.services.config,
        viewerOf(context).userId,
        {
          blockCreateOrganization: input.blockCreateOrganization ?? undefined,
          shareLinksEnabled: input.shareLinksEnabled ?? undefined,
        },
      );
      return settingsOf(context);
    },
  }),
}));
