export const ORGANIZATION_ROLES = ["ADMIN", "EDITOR", "VIEWER"] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

/** How a role is named to people. */
export const ROLE_LABELS: Readonly<Record<OrganizationRole, string>> = {
  ADMIN: "Admin",
  EDITOR: "Editor",
  VIEWER: "Viewer",
};

export type Capability =
  | "editContent"
  | "manageOrganization"
  | "inviteMembers"
  | "changeRoles"
  | "removeMembers"
  | "manageTeams"
  | "viewBilling"
  | "viewLogs"
  | "deleteOrganization"
  | "useEditorSeat";

/** The one table of who may do what in a workspace (spec workspace-admin §1 and §6). */
const CAPABILITIES: Record<OrganizationRole, ReadonlySet<Capability>> = {
  ADMIN: new Set<Capability>([
    "editContent",
    "manageOrganization",
    "inviteMembers",
    "changeRoles",
    "removeMembers",
    "manageTeams",
    "viewBilling",
    "viewLogs",
    "deleteOrganization",
    "useEditorSeat",
  ]),
  EDITOR: new Set<Capability>(["editContent", "useEditorSeat"]),
  VIEWER: new Set<Capability>(),
};

export interface Membership {
  role: OrganizationRole;
  /** The user's global isAdmin flag: it counts as workspace admin everywhere. */
  isAdmin: boolean;
}

export function isOrganizationRole(value: string): value is OrganizationRole {
  return (ORGANIZATION_ROLES as readonly string[]).includes(value);
}

/** "Admin" in the spec means the global isAdmin flag or the workspace role ADMIN. */
export function effectiveRole(membership: Membership): OrganizationRole {
  return membership.isAdmin ? "ADMIN" : membership.role;
}

export function can(membership: Membership, capability: Capability): boolean {
  return CAPABILITIES[effectiveRole(membership)].has(capability);
}

export function isWorkspaceAdmin(membership: Membership): boolean {
  return effectiveRole(membership) === "ADMIN";
}
