/**
 * What the activity log records (spec workspace-admin §2, Activity logs). The server writes these
 * names; the Activity logs page labels them. A target table outside this list (an older row, a
 * new kind) is shown by its raw name, as the spec asks.
 */
export const ACTIVITY_ACTIONS = [
  "CREATE",
  "UPDATE",
  "RENAME",
  "MOVE",
  "DUPLICATE",
  "DELETE",
  "ARCHIVE",
  "RESTORE",
  /** Deleted for good from the Trash (one entry, or emptying it); DELETE moves to the Trash. */
  "PURGE",
  "INVITE",
  "ACCEPT_INVITE",
  "CHANGE_ROLE",
  "JOIN",
  "LEAVE",
  "REMOVE",
  "SUBSCRIBE",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** The target tables the server writes; "Drawing" is the spec's older name for a workbench. */
export const ACTIVITY_TARGETS = [
  "organization",
  "team",
  "organization_invite",
  "team_invite",
  "UsersOnTeam",
  "organization_member",
  "folder",
  "workbench",
] as const;
export type ActivityTarget = (typeof ACTIVITY_TARGETS)[number];
