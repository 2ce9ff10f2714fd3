import { can, isWorkspaceAdmin, type Membership } from "./roles.js";

/** Where a folder or a file lives, as far as who may see and change it is concerned. */
export type ItemPlace =
  | { kind: "team"; archived: boolean; publicInOrganization: boolean; isTeamMember: boolean }
  | { kind: "drafts"; isOwner: boolean };

export interface ItemAccess {
  canView: boolean;
  canEdit: boolean;
}

/**
 * The one rule for folders and files (spec files-and-auth §6, workspace-admin §2 and §6):
 * drafts belong to their owner alone; a private team's content is invisible to non-members;
 * archived teams stay readable but nobody edits them; Viewers edit nothing; an Editor edits the
 * teams they joined, an Admin every team they can see.
 */
export function itemAccess(membership: Membership, place: ItemPlace): ItemAccess {
  const mayEdit = can(membership, "editContent");
  if (place.kind === "drafts") {
    return { canView: place.isOwner, canEdit: place.isOwner && mayEdit };
  }
  const canView = place.publicInOrganization || place.isTeamMember;
  const joinedOrAdmin = place.isTeamMember || isWorkspaceAdmin(membership);
  return { canView, canEdit: canView && mayEdit && !place.archived && joinedOrAdmin };
}
