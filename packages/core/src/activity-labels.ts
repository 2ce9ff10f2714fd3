import type { ActivityAction } from "./activity.js";
import { type OrganizationRole, ROLE_LABELS } from "./roles.js";

/**
 * How the Activity logs page names a row's target table (spec workspace-admin §2). The spec's
 * six names come first: "Drawing" is the older name of a workbench, and both are what people
 * call a file. Our own targets follow; any other table shows its raw name.
 */
const TARGET_LABELS: Readonly<Record<string, string>> = {
  Drawing: "File",
  workbench: "File",
  folder: "Folder",
  organization_invite: "Workspace invite",
  UsersOnTeam: "Team member",
  organization: "Workspace",
  team: "Team",
  team_invite: "Team invite",
  organization_member: "Workspace member",
};

const ACTION_LABELS: Record<ActivityAction, string> = {
  CREATE: "Created",
  UPDATE: "Updated",
  RENAME: "Renamed",
  MOVE: "Moved",
  DUPLICATE: "Duplicated",
  DELETE: "Deleted",
  ARCHIVE: "Archived",
  RESTORE: "Restored",
  PURGE: "Deleted forever",
  INVITE: "Invited",
  ACCEPT_INVITE: "Accepted invite",
  CHANGE_ROLE: "Changed role",
  JOIN: "Joined",
  LEAVE: "Left",
  REMOVE: "Removed",
  SUBSCRIBE: "Subscribed",
};

export function activityTargetLabel(targetTable: string): string {
  return Object.hasOwn(TARGET_LABELS, targetTable)
    ? (TARGET_LABELS[targetTable] as string)
    : targetTable;
}

/** An action the server no longer writes (or not yet) shows as stored. */
export function activityActionLabel(actionType: string): string {
  return Object.hasOwn(ACTION_LABELS, actionType)
    ? ACTION_LABELS[actionType as ActivityAction]
    : actionType;
}

/** A role change's roles, as an activity row carries them (older rows have none). */
export interface ActivityRoles {
  role: OrganizationRole | null;
  previousRole: OrganizationRole | null;
}

/** "Viewer → Editor": which role a role change gave, and from which; null for other rows. */
export function activityRoleChangeText({ role, previousRole }: ActivityRoles): string | null {
  if (role === null) return null;
  return previousRole ? `${ROLE_LABELS[previousRole]} → ${ROLE_LABELS[role]}` : ROLE_LABELS[role];
}
