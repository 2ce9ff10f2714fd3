import type { Selectable } from "kysely";
import type { OrganizationInvitesTable } from "../../db/types.js";
import { builder } from "../../graphql/builder.js";
import { OrganizationRoleEnum } from "../organizations/organization.type.js";

export type OrganizationInviteRow = Selectable<OrganizationInvitesTable>;

/** A pending invite to a workspace, as its members see it on the Members page. */
export const OrganizationInviteRef = builder.objectRef<OrganizationInviteRow>("OrganizationInvite");
OrganizationInviteRef.implement({
  fields: (t) => ({
    organizationId: t.exposeID("organization_id"),
    email: t.exposeString("email"),
    role: t.field({ type: OrganizationRoleEnum, resolve: (invite) => invite.role }),
    createdAt: t.expose("created_at", { type: "DateTime" }),
  }),
});
