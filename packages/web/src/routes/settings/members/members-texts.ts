/** The Members page's texts (workspace-admin §8, Members), verbatim. */
export const MEMBERS_TEXT = {
  roleChanged: "Role changed",
  memberRoleChanged: "Member role changed",
  roleChangeError: "Error changing role: ",
  invitationDeleted: "Invitation deleted",
  invitationDeleteError: "Error while deleting invitation: ",
  userRemoved: "User removed from workspace",
  userRemoveError: "Error while removing user: ",
  bulkDeleted: "The chosen invitations and members have been deleted.",
  bulkDeleteError: "Error deleting invitations or members: ",
  emailCopied: "Email copied to clipboard",
  selectionCopied: "Your selection has been copied to the clipboard",
  invitesSent: "Invites sent!",
  inviteError: (email: string) => `Error while inviting ${email}: `,
  left: "You left the workspace",
} as const;
