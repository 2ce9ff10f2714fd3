/** The Trash's texts (the spec has no Trash; docs/decisions.md, The Trash). */
export const TRASH_TEXT = {
  title: "Trash",
  trashOf: "Trash of",
  intro: "Deleted files and folders stay here for 30 days. Then they are deleted forever.",
  empty: "The trash is empty",
  restore: "Restore",
  deleteForever: "Delete forever",
  emptyTrash: "Empty trash",
  restored: "Restored",
  deletedForever: "Deleted forever",
  emptied: "Trash emptied",
  restoreFailed: "Error while restoring: ",
  deleteForeverFailed: "Error while deleting forever: ",
  emptyFailed: "Error while emptying the trash: ",
  emptyConfirm: "Everything in this trash will be deleted forever. This cannot be undone.",
  noPermission: "Only workspace admins can delete forever.",
} as const;

export function restoredToRootText(name: string, place: string): string {
  return `"${name}" was restored to ${place}: the folder it was in is in the trash.`;
}

export function deleteForeverConfirmText(name: string): string {
  return `"${name}" and all its content will be deleted forever. This cannot be undone.`;
}

export function daysLeftText(days: number): string {
  if (days <= 0) return "Deleted soon";
  return days === 1 ? "1 day left" : `${days} days left`;
}

export function shownOfText(shown: number, total: number): string {
  return `The ${shown} most recently deleted of ${total} are shown. Restore or delete them to see the others.`;
}
