import { MAX_PAGE_SIZE } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { fail } from "../../graphql/errors.js";
import { placedFoldersInTrash } from "../folders/place.js";
import { pageSize } from "../workbenches/workbench-page.js";
import { placedWorkbenchesInTrash } from "../workbenches/workbench-queries.js";
import {
  type DescribedTrashEntry,
  describeEntries,
  type TrashEntry,
  toEntry,
} from "./trash-entries.js";

/** A Trash: a team's, or the viewer's drafts' in a workspace. */
export type TrashScope = { teamId: string } | { draftsOf: string };

export interface TrashPage {
  nodes: DescribedTrashEntry[];
  totalCount: number;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

interface TrashCursor {
  at: Date;
  id: string;
}

const CURSOR_PATTERN = /^t\|(\d{1,15})\|([0-9a-f-]{36})$/;
const INVALID_CURSOR = "This cursor is not valid for this list. Load the list again.";

function encodeTrashCursor(cursor: TrashCursor): string {
  return Buffer.from(`t|${cursor.at.getTime()}|${cursor.id}`).toString("base64url");
}

function decodeTrashCursor(encoded: string): TrashCursor {
  const match = CURSOR_PATTERN.exec(Buffer.from(encoded, "base64url").toString("utf8"));
  if (!match) fail("BAD_USER_INPUT", INVALID_CURSOR);
  return { at: new Date(Number(match[1])), id: match[2] ?? "" };
}

/** Newest first; the id breaks ties, files and folders alike. */
function isBefore(a: TrashEntry, b: TrashEntry): boolean {
  const at = b.trashed_at.getTime() - a.trashed_at.getTime();
  return at !== 0 ? at < 0 : a.id > b.id;
}

/**
 * A page of a Trash, newest deletion first, keyset-paged: the folders' and the files' entries are
 * each read a page deep through their partial index (migration 0021) and merged. Only what the
 * viewer could see where it was; the caller checked the scope itself.
 */
export async function findTrashPage(
  db: Db,
  viewerId: string,
  scope: TrashScope,
  args: { first?: number | null; after?: string | null },
): Promise<TrashPage> {
  const first = pageSize(args.first, MAX_PAGE_SIZE);
  const cursor = args.after ? decodeTrashCursor(args.after) : null;

  let folders = placedFoldersInTrash(db, viewerId).where("folders.trashed_with", "is", null);
  let workbenches = placedWorkbenchesInTrash(db, viewerId).where(
    "workbenches.trashed_with",
    "is",
    null,
  );
  if ("teamId" in scope) {
    folders = folders.where("folders.team_id", "=", scope.teamId);
    workbenches = workbenches.where("place.team_id", "=", scope.teamId);
  } else {
    folders = folders
      .where("folders.organization_id", "=", scope.draftsOf)
      .where("folders.owner_id", "=", viewerId);
    workbenches = workbenches
      .where("workbenches.organization_id", "=", scope.draftsOf)
      .where("place.owner_id", "=", viewerId);
  }
  const [folderCount, workbenchCount] = await Promise.all([
    folders
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirst(),
    workbenches
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirst(),
  ]);
  if (cursor) {
    folders = folders.where((eb) =>
      eb(eb.refTuple("folders.trashed_at", "folders.id"), "<", eb.tuple(cursor.at, cursor.id)),
    );
    workbenches = workbenches.where((eb) =>
      eb(
        eb.refTuple("workbenches.trashed_at", "workbenches.id"),
        "<",
        eb.tuple(cursor.at, cursor.id),
      ),
    );
  }
  const [folderRows, workbenchRows] = await Promise.all([
    folders
      .orderBy("folders.trashed_at", "desc")
      .orderBy("folders.id", "desc")
      .limit(first + 1)
      .execute(),
    workbenches
      .orderBy("workbenches.trashed_at", "desc")
      .orderBy("workbenches.id", "desc")
      .limit(first + 1)
      .execute(),
  ]);
  const merged = [
    ...folderRows.map((row) => toEntry("FOLDER", row, row.parent_id ?? row.id, viewerId)),
    ...workbenchRows.map((row) => toEntry("WORKBENCH", row, row.folder_id, viewerId)),
  ].sort((a, b) => (isBefore(a, b) ? -1 : 1));
  const nodes = await describeEntries(db, merged.slice(0, first));
  const last = nodes.at(-1);
  return {
    nodes,
    totalCount: Number(folderCount?.count ?? 0) + Number(workbenchCount?.count ?? 0),
    pageInfo: {
      endCursor: last ? encodeTrashCursor({ at: last.trashed_at, id: last.id }) : null,
      hasNextPage: merged.length > first,
    },
  };
}
