import type { MemberListRow } from "@contour/core";
import type { OrganizationMembers } from "../../../graphql/documents/members";

/** A list row with the key that tells a member from an invite for the same address. */
export type MemberRow = MemberListRow & { key: string };

/** Members and pending invites as one list (workspace-admin §2, Members page). */
export function toMemberRows(organization: OrganizationMembers): MemberRow[] {
  const members: MemberRow[] = organization.members.edges.map((edge) => ({
    key: `member:${edge.node.id}`,
    status: "joined",
    userId: edge.node.id,
    email: edge.node.email,
    name: edge.node.name,
    role: edge.role,
    dateAdded: edge.joinedAt,
    lastActive: edge.node.lastActive ?? null,
  }));
  const invites: MemberRow[] = organization.invites.nodes.map((invite) => ({
    key: `invite:${invite.email}`,
    status: "pending",
    userId: null,
    email: invite.email,
    name: "",
    role: invite.role,
    dateAdded: invite.createdAt,
    lastActive: null,
  }));
  return [...members, ...invites];
}
