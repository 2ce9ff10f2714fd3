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
} as const;

/** What went to the root of `place` instead of its folder, which is in the trash. */
export function restoredToRootText(names: readonly string[], place: string): string {
  const [only] = names;
  return names.length === 1 && only !== undefined
    ? `"${only}" was restored to ${place}: the folder it was in is in the trash.`
    : `${names.length} items were restored to ${place}: the folders they were in are in the trash.`;
}

export function deleteForeverConfirmText(names: readonly string[]): string {
  const [only] = names;
  return names.length === 1 && only !== undefined
    ? `"${only}" and all its content will be deleted forever. This cannot be undone.`
    : `These ${names.length} items and all their content will be deleted forever. This cannot be undone.`;
}

export function daysLeftText(days: number): string {
  if (days <= 0) return "Deleted soon";
  return days === 1 ? "1 day left" : `${days} days left`;
}
