import { type ItemAccess, MAX_BULK_ITEMS, MESSAGES } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { fail } from "../../graphql/errors.js";
import { type FolderNode, findFolders } from "./folder-queries.js";

export const FOLDER_NOT_FOUND = "This folder does not exist or you cannot see it.";

/** The folder, if the viewer can see it; NOT_FOUND otherwise, whether it exists or not. */
export async function requireFolder(db: Db, viewerId: string, id: string): Promise<FolderNode> {
  const [folder] = await findFolders(db, viewerId, [id]);
  return folder ?? fail("NOT_FOUND", FOLDER_NOT_FOUND);
}

/** Every id found, or NOT_FOUND: one invisible item fails the whole call. */
export function requireAllFound<T extends { id: string }>(
  found: readonly T[],
  ids: readonly string[],
  message: string,
): readonly T[] {
  if (found.length !== new Set(ids).size) fail("NOT_FOUND", message);
  return found;
}

/** The ids of a bulk call, each once; refuses more than MAX_BULK_ITEMS. */
export function uniqueIds(ids: readonly string[]): string[] {
  const unique = [...new Set(ids)];
  if (unique.length > MAX_BULK_ITEMS) {
    fail("BAD_USER_INPUT", `At most ${MAX_BULK_ITEMS} files and folders at once.`);
  }
  return unique;
}

/** Visible but not editable is FORBIDDEN: the viewer already knows the item is there. */
export function requireEditable(...items: { access: ItemAccess }[]): void {
  if (!items.every((item) => item.access.canEdit)) fail("FORBIDDEN", MESSAGES.noPermission);
}

/** A team's root folder or a drafts root: the trees hang from them, so they stay put. */
export function isRootFolder(folder: { parent_id: string | null }): boolean {
  return folder.parent_id === null;
}
