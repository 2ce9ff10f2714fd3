import { PRODUCT_NAME, WORKSPACE_DELETION_LINK_TTL_SECONDS } from "@contour/core";
import type { AppServices } from "../../services.js";
import { actionMail } from "../mail/templates.js";
import { getUser } from "../users/user-queries.js";
import { requireDeletableOrganization } from "./delete-organization.js";

/**
 * Step one of workspace deletion (spec workspace-admin §4): mails the admin who asks a signed,
 * single-use link to the confirmation page. The token rides in the URL hash, so it never reaches
 * a server log, and the page can read its organizationId and exp.
 */
export async function requestOrganizationDeletion(
  services: AppServices,
  viewerId: string,
  organizationId: string,
): Promise<void> {
  const { db, mailer, config, linkTokens } = services;
  const organization = await requireDeletableOrganization(db, viewerId, organizationId);
  const user = await getUser(db, viewerId);
  const token = await linkTokens.sign(
    { purpose: "organization_deletion", organizationId },
    WORKSPACE_DELETION_LINK_TTL_SECONDS,
  );
  const minutes = WORKSPACE_DELETION_LINK_TTL_SECONDS / 60;
  await mailer.send(
    actionMail({
      to: user.email,
      subject: `Confirm the deletion of the workspace ${organization.name}`,
      heading: "Delete your workspace",
      intro: `You asked to delete the ${PRODUCT_NAME} workspace "${organization.name}". Open this link to confirm. Its teams, folders and files will be deleted for every member; this cannot be undone.`,
      actionLabel: "Delete the workspace",
      url: `${config.publicUrl}/settings/organization/${organizationId}/confirm_delete#token=${token}`,
      footer: `This link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this email: nothing will be deleted.`,
    }),
  );
}
