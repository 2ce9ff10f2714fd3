/** The teams module's own error texts; the web shows them after the spec's prefixes (§8). */
export const TEAM_NOT_FOUND = "This team does not exist or you cannot see it.";
export const ONLY_ADMINS_MANAGE_TEAMS = "Only an admin of this workspace can manage its teams.";
export const TEAM_CREATION_NOT_IN_PLAN =
  "Your workspace's plan does not include creating teams. Upgrade to the Organization plan.";
export const TEAM_ARCHIVAL_NOT_IN_PLAN =
  "Your workspace's plan does not include archiving teams. Upgrade to the Organization plan.";
export const GLOBAL_TEAM_LOCKED =
  "Everyone in the workspace belongs to its global team: it cannot be deleted, archived, made private, or left.";
export const NO_TEAM_INVITE_EMAILS = "You need to add emails to send the invites";
export const ALREADY_JOINED = "Conflict: you already joined this team.";
export const NOT_A_TEAM_MEMBER = "This user is not a member of this team.";
export const NO_SUCH_TEAM_INVITE = "There is no pending invite for this email in this team.";
export const TEAM_ARCHIVED =
  "This team is archived: its name, members and files stay as they are until an admin restores it.";
