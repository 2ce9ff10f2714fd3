import type { ItemAccess } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import {
  accessOf,
  type PlaceColumns,
  placedFoldersInTrash,
  placeOf,
  teamOf,
  teamPlace,
} from "../folders/place.js";
import { requireAllFound } from "../folders/require-access.js";
import { placedWorkbenchesInTrash } from "../workbenches/workbench-queries.js";

/** What a Trash lists and acts on: a file or a folder deleted on its own, not with a folder. */
export interface TrashEntry {
  kind: "WORKBENCH" | "FOLDER";
  id: string;
  organization_id: string;
  name: string;
  /** Where it was: a file's folder, a folder's parent. */
  place_folder_id: string;
  team_id: string | null;
  owner_id: string | null;
  trashed_at: Date;
  trashed_by: string | null;
  /** What the viewer may do with it where it was. */
  access: ItemAccess;
  place: PlaceColumns;
}

/** An entry as a Trash page shows it: who deleted it and the folder it was in. */
export interface DescribedTrashEntry extends TrashEntry {
  trasher: { id: string; name: string; email: string } | null;
  origin_name: string;
}

type EntryRow = PlaceColumns & {
  id: string;
  name: string;
  trashed_at: Date | null;
  trashed_by: string | null;
};

export function toEntry(
  kind: TrashEntry["kind"],
  row: EntryRow,
  placeFolderId: string,
  viewerId: string,
) {
  return {
    kind,
    id: row.id,
    organization_id: row.organization_id,
    name: row.name,
    place_folder_id: placeFolderId,
    team_id: row.team_id,
    owner_id: row.owner_id,
    trashed_at: row.trashed_at ?? new Date(0),
    trashed_by: row.trashed_by,
    access: accessOf(row, viewerId),
    place: placeOf(row),
  } satisfies TrashEntry;
}

/** Trash entries among the ids that the viewer can see; the others are left out. */
export async function findTrashEntries(
  db: Db,
  viewerId: string,
  ids: { workbenchIds: readonly string[]; folderIds: readonly string[] },
): Promise<{ folders: TrashEntry[]; workbenches: TrashEntry[] }> {
  const folderIds = ids.folderIds.filter(isUuid);
  const workbenchIds = ids.workbenchIds.filter(isUuid);
  const folders =
    folderIds.length === 0
      ? []
      : await placedFoldersInTrash(db, viewerId)
          .where("folders.id", "in", folderIds)
          .where("folders.trashed_with", "is", null)
          .execute();
  const workbenches =
    workbenchIds.length === 0
      ? []
      : await placedWorkbenchesInTrash(db, viewerId)
          .where("workbenches.id", "in", workbenchIds)
          .where("workbenches.trashed_with", "is", null)
          .execute();
  return {
    // A root folder is never trashed, so a trashed folder always has a parent.
    folders: folders.map((row) => toEntry("FOLDER", row, row.parent_id ?? row.id, viewerId)),
    workbenches: workbenches.map((row) => toEntry("WORKBENCH", row, row.folder_id, viewerId)),
  };
}

export const NOT_IN_TRASH = "This item is not in the Trash or you cannot see it.";

/** Every id an entry of a Trash the viewer sees, or NOT_FOUND: one missing fails the call. */
export async function requireTrashEntries(
  db: Db,
  viewerId: string,
  ids: { workbenchIds: readonly string[]; folderIds: readonly string[] },
): Promise<TrashEntry[]> {
  const found = await findTrashEntries(db, viewerId, ids);
  requireAllFound(found.folders, ids.folderIds, NOT_IN_TRASH);
  requireAllFound(found.workbenches, ids.workbenchIds, NOT_IN_TRASH);
  return [...found.folders, ...found.workbenches];
}

/** Adds who deleted each entry and the name of the folder it was in, in two look-ups. */
export async function describeEntries(
  db: Db,
  entries: readonly TrashEntry[],
): Promise<DescribedTrashEntry[]> {
  if (entries.length === 0) return [];
  const userIds = [...new Set(entries.flatMap((entry) => entry.trashed_by ?? []))];
  const folderIds = [...new Set(entries.map((entry) => entry.place_folder_id))];
  const [users, origins] = await Promise.all([
    userIds.length === 0
      ? []
      : db.selectFrom("users").select(["id", "name", "email"]).where("id", "in", userIds).execute(),
    db.selectFrom("folders").select(["id", "name"]).where("id", "in", folderIds).execute(),
  ]);
  const userById = new Map(users.map((user) => [user.id, user]));
  const originById = new Map(origins.map((folder) => [folder.id, folder.name]));
  return entries.map((entry) => ({
    ...entry,
    trasher: entry.trashed_by === null ? null : (userById.get(entry.trashed_by) ?? null),
    origin_name: originById.get(entry.place_folder_id) ?? "",
  }));
}

/** The ItemPlace core's rules take, for an entry or a root folder. */
export function corePlaceOf(place: PlaceColumns, viewerId: string) {
  const team = teamOf(place);
  return team
    ? teamPlace(team)
    : ({ kind: "drafts", isOwner: place.owner_id === viewerId } as const);
}
