import { builder, StatusPayload } from "../../graphql/builder.js";
import { viewerOf } from "../../graphql/context.js";
import { fail } from "../../graphql/errors.js";
import { DeletePayload } from "../folders/folder.type.js";
import { imagesFolder } from "../workbench-images/image-key.js";
import { deleteOrganizationWithToken } from "./delete-organization.js";
import { OrganizationRef } from "./organization.type.js";
import { parseOrganizationName } from "./organizations.graphql.js";
import { requestOrganizationDeletion } from "./request-organization-deletion.js";
import { type OrganizationPatch, updateOrganization } from "./update-organization.js";

const UPLOAD_LOGO =
  "Upload a logo with POST /api/v1/organizations/{id}/logo; logoPath only takes null.";

const OrganizationPatchInput = builder.inputType("OrganizationPatch", {
  fields: (t) => ({
    name: t.string({ required: false }),
    logoPath: t.string({
      required: false,
      description: "Only null, to remove the logo; a logo is set by uploading it (docs/api.md).",
    }),
    viewersMayComment: t.boolean({
      required: false,
      description: "Lets the workspace's Viewers comment on the files they see.",
    }),
  }),
});

const UpdateOrganizationInput = builder.inputType("UpdateOrganizationInput", {
  fields: (t) => ({ id: t.id(), patch: t.field({ type: OrganizationPatchInput }) }),
});

const RequestOrganizationDeletionEmailInput = builder.inputType(
  "RequestOrganizationDeletionEmailInput",
  { fields: (t) => ({ organizationId: t.id() }) },
);

const ConfirmOrganizationDeletionInput = builder.inputType("ConfirmOrganizationDeletionInput", {
  fields: (t) => ({ deleteConfirmationToken: t.string() }),
});

builder.mutationFields((t) => ({
  updateOrganization: t.field({
    type: OrganizationRef,
    authScopes: { signedIn: true },
    description:
      "Renames a workspace, removes its logo or lets its Viewers comment; its admins only.",
    args: { input: t.arg({ type: UpdateOrganizationInput }) },
    resolve: async (_root, { input }, context) => {
      const { name, logoPath, viewersMayComment } = input.patch;
      if (typeof logoPath === "string") fail("BAD_USER_INPUT", UPLOAD_LOGO);
      const patch: OrganizationPatch = {
        name: name == null ? undefined : parseOrganizationName(name),
        logoPath: logoPath === null ? null : undefined,
        viewersMayComment: viewersMayComment ?? undefined,
      };
      const { organization, unusedLogoPath } = await updateOrganization(
        context.db,
        viewerOf(context).userId,
        input.id,
        patch,
      );
      if (unusedLogoPath !== null) {
        context.afterCommit.push(() => context.services.blobs.remove([unusedLogoPath]));
      }
      return organization;
    },
  }),

  requestOrganizationDeletionEmail: t.field({
    type: StatusPayload,
    authScopes: { signedIn: true },
    description: "Mails the admin who asks a link to confirm the workspace's deletion.",
    args: { input: t.arg({ type: RequestOrganizationDeletionEmailInput }) },
    resolve: async (_root, { input }, context) => {
      await requestOrganizationDeletion(
        context.services,
        viewerOf(context).userId,
        input.organizationId,
      );
      return { status: "sent" };
    },
  }),

  confirmOrganizationDeletion: t.field({
    type: DeletePayload,
    authScopes: { signedIn: true },
    description:
      "Deletes the workspace named by a deletion link, with everything in it; its admins only.",
    args: { input: t.arg({ type: ConfirmOrganizationDeletionInput }) },
    resolve: async (_root, { input }, context) => {
      const { organizationId, blobPaths } = await deleteOrganizationWithToken(
        context.db,
        context.services.linkTokens,
        viewerOf(context).userId,
        input.deleteConfirmationToken,
      );
      context.afterCommit.push(async () => {
        await context.services.blobs.remove(blobPaths);
        await context.services.blobs.removeFolder(imagesFolder(organizationId));
      });
      // The id lets the web's cache drop the workspace.
      return { deletedIds: [organizationId] };
    },
  }),
}));
