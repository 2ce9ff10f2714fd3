import { can, type Membership } from "./roles.js";

/** What can be done to a team itself (spec workspace-admin §6 and §7); its files are access.ts's. */
export const TEAM_ACTIONS = [
  "rename",
  "changeVisibility",
  "archive",
  "restore",
  "delete",
  "invite",
  "removeMember",
  "deleteInvite",
  "join",
  "leave",
] as const;
export type TeamAction = (typeof TEAM_ACTIONS)[number];

/** A team as the one asking relates to it. */
export interface TeamState {
  archived: boolean;
  isGlobal: boolean;
  /** The one asking has joined it. */
  isMember: boolean;
}

/**
 * Why an action is refused: not a workspace admin; the global team, which everyone belongs to
 * and which stays public and active; an archived team, read only until restored; a team
 * already joined, or one to leave that was never joined.
 */
export type TeamRefusal = "notAdmin" | "globalTeam" | "archived" | "joined" | "notJoined";

/** Actions only workspace admins take (§6); the others are any member's. */
const ADMIN_ACTIONS: ReadonlySet<TeamAction> = new Set([
  "rename",
  "changeVisibility",
  "archive",
  "restore",
  "delete",
  "invite",
  "removeMember",
  "deleteInvite",
]);

/** Never on the global team (§3: all members belong to it and cannot be added or removed). */
const NOT_ON_GLOBAL: ReadonlySet<TeamAction> = new Set([
  "changeVisibility",
  "archive",
  "delete",
  "invite",
  "removeMember",
  "leave",
]);

/**
 * What an archived team still allows: restoring it, and deleting it with its files (the end of
 * an archive's life). Everything else, its name, visibility and members included, waits for a
 * restore, as its folders and files do (access.ts).
 */
const ON_ARCHIVED: ReadonlySet<TeamAction> = new Set(["restore", "delete"]);

/**
 * The one rule for team actions: null when allowed, else why not. The server refuses with it
 * and the web app hides what it refuses. Whether the plan includes archival is the plan's rule
 * (plan-gate.ts), checked after this one.
 */
export function teamActionRefusal(
  membership: Membership,
  team: TeamState,
  action: TeamAction,
): TeamRefusal | null {
  if (ADMIN_ACTIONS.has(action) && !can(membership, "manageTeams")) return "notAdmin";
  if (team.isGlobal && NOT_ON_GLOBAL.has(action)) return "globalTeam";
  if (team.archived && !ON_ARCHIVED.has(action)) return "archived";
  if (action === "join" && team.isMember) return "joined";
  if (action === "leave" && !team.isMember) return "notJoined";
  return null;
}

export function canActOnTeam(membership: Membership, team: TeamState, action: TeamAction): boolean {
  return teamActionRefusal(membership, team, action) === null;
}

/** Every team action with whether it is allowed: what the web app shows or hides. */
export type TeamAbilities = Record<TeamAction, boolean>;

export function teamAbilities(membership: Membership, team: TeamState): TeamAbilities {
  const entries = TEAM_ACTIONS.map((action) => [action, canActOnTeam(membership, team, action)]);
  return Object.fromEntries(entries) as TeamAbilities;
}
