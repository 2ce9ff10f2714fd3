import { MESSAGES } from "@contour/core";

/** The Teams texts of spec workspace-admin §8, verbatim: toasts and error prefixes. */
export const TEAMS_TEXT = {
  created: "Team created successfully",
  deleted: "Team deleted",
  archived: "Team archived",
  restored: "Team restored",
  unarchived: "Team un-archived",
  joined: "Successfully joined team",
  left: "Successfully left team",
  invitesSent: "Invites sent",
  userRemoved: "User removed from team",
  inviteDeleted: "Invite deleted",
  renamed: "Name successfully changed",
  visibilityChanged: "Team visibility successfully changed",
  alreadyJoined: "You already joined this team",
  noEmails: "You need to add emails to send the invites",
  inviteToMissingTeam: MESSAGES.inviteToMissingTeam,
  removeFromMissingTeam: MESSAGES.removeFromMissingTeam,
  errorDeleting: "There was an error while deleting the team: ",
  errorArchiving: "There was an error while archiving the team: ",
  errorRestoring: "There was an error while un-archiving the team: ",
  errorJoining: "Error while joining team: ",
  errorLeaving: "Error while leaving team: ",
  errorCreating: "Error while creating team: ",
  errorInviting: "Error while inviting users: ",
  errorRemovingUser: "Error while removing user from team: ",
  errorDeletingInvite: "Error while deleting invite: ",
  errorRenaming: "Error while changing team name: ",
  errorVisibility: "Error while changing team visibility: ",
  errorArchivalState: "Error while changing team archival state: ",
} as const;

/** The visibility labels of §2. */
export const VISIBILITY_LABEL = { public: "All Workspace", private: "Invite Only" } as const;

/** The team member search's debounce (§9). */
export const MEMBER_SEARCH_DEBOUNCE_MS = 200;

/** What each visibility means, under its control. */
export const VISIBILITY_HINT = {
  public: "Every member of the workspace can find and join this team.",
  private: "Only members and invited people can see this team and its files.",
} as const;
