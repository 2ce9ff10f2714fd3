import type { OrganizationRole } from "@contour/core";
import type { Db } from "../../db/connection.js";
import type { OrganizationInviteRow } from "../invites/organization-invite.type.js";

/** A member of a workspace: the account's public fields, the role and when they joined. */
export interface MemberRow {
  id: string;
  name: string;
  email: string;
  created_at: Date;
  last_active_at: Date | null;
  role: OrganizationRole;
  joined_at: Date;
}

/** Every member of the workspace, longest standing first. */
export function listMembers(db: Db, organizationId: string): Promise<MemberRow[]> {
  return db
    .selectFrom("organization_members")
    .innerJoin("users", "users.id", "organization_members.user_id")
    .select([
      "users.id",
      "users.name",
      "users.email",
      "users.created_at",
      "users.last_active_at",
      "organization_members.role",
      "organization_members.created_at as joined_at",
    ])
    .where("organization_members.organization_id", "=", organizationId)
    .orderBy("organization_members.created_at")
    .orderBy("users.id")
    .execute();
}

/** The workspace's pending invites, oldest first. */
export function listInvites(db: Db, organizationId: string): Promise<OrganizationInviteRow[]> {
  return db
    .selectFrom("organization_invites")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .orderBy("created_at")
    .orderBy("email")
    .execute();
}
