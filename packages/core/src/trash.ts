import type { ItemAccess, ItemPlace } from "./access.js";
import { isWorkspaceAdmin, type Membership } from "./roles.js";

/** How long a deleted file or folder waits in its Trash before it is purged for good. */
export const TRASH_RETENTION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an item trashed at `trashedAt` is purged. */
export function trashPurgeAt(trashedAt: Date): Date {
  return new Date(trashedAt.getTime() + TRASH_RETENTION_DAYS * DAY_MS);
}

/**
 * Whole days until the purge, counted up: 30 just after the deletion, 1 on its last day, 0 once
 * it is due (the purge job takes it on its next pass).
 */
export function trashDaysLeft(trashedAt: Date, now: Date): number {
  const left = trashPurgeAt(trashedAt).getTime() - now.getTime();
  return left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}

/** Whether the item's time in the Trash is over. */
export function isTrashExpired(trashedAt: Date, now: Date): boolean {
  return trashPurgeAt(trashedAt).getTime() <= now.getTime();
}

/** Anyone who could edit an item may restore it: the same rights that deleted it. */
export function canRestoreFromTrash(access: ItemAccess): boolean {
  return access.canEdit;
}

/**
 * Who may delete forever, one item or the whole Trash: in a team, a workspace Admin who can see
 * the team; in drafts, their owner, who alone ever sees them.
 */
export function canPurgeTrash(membership: Membership, place: ItemPlace): boolean {
  if (place.kind === "drafts") return place.isOwner;
  const canView = place.publicInOrganization || place.isTeamMember;
  return canView && isWorkspaceAdmin(membership);
}
