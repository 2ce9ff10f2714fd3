import { MESSAGES } from "@contour/core";
import { builder } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { fail } from "../../graphql/errors.js";
import { deploymentSettings } from "../admin/deployment-settings.js";
import { createOrganization } from "./create-organization.js";
import { OrganizationRef } from "./organization.type.js";
import { getViewerOrganization } from "./organization-queries.js";

const MAX_ORGANIZATION_NAME_LENGTH = 80;

const CreateOrganizationInput = builder.inputType("CreateOrganizationInput", {
  fields: (t) => ({ name: t.string() }),
});

/** The workspace name rule of the creation wizard (spec workspace-admin §4 and §5). */
export function parseOrganizationName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === "") fail("BAD_USER_INPUT", MESSAGES.workspaceNameRequired);
  if (trimmed.length > MAX_ORGANIZATION_NAME_LENGTH) {
    fail(
      "BAD_USER_INPUT",
      `A workspace name has at most ${MAX_ORGANIZATION_NAME_LENGTH} characters.`,
    );
  }
  return trimmed;
}

builder.queryFields((t) => ({
  organization: t.field({
    type: OrganizationRef,
    authScopes: { signedIn: true },
    args: { id: t.arg.id() },
    resolve: (_root, { id }, context) =>
      getViewerOrganization(context.db, viewerOf(context).userId, id),
  }),
}));

builder.mutationFields((t) => ({
  createOrganization: t.field({
    type: OrganizationRef,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CreateOrganizationInput }) },
    resolve: async (_root, { input }, context) => {
      const settings = await deploymentSettings(context.db, context.services.config);
      if (settings.blockCreateOrganization) {
        fail("FORBIDDEN", "Creating workspaces is turned off here. Ask an admin for an invite.");
      }
      return createOrganization(
        context.db,
        viewerOf(context).userId,
        parseOrganizationName(input.name),
      );
    },
  }),
}));
