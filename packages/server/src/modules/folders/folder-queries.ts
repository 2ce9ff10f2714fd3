import type { ItemAccess } from "@contour/core";
import { sql } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import type { FolderRow } from "../../db/types.js";
import { groupInKeyOrder } from "../../graphql/loaders.js";
import {
  accessOf,
  type PlaceColumns,
  placedFolders,
  placeOf,
  type TeamNode,
  teamOf,
} from "./place.js";

/** A folder the viewer can see, with what they may do there and its team (null in drafts). */
export type FolderNode = FolderRow & { access: ItemAccess; team: TeamNode | null };

export interface Breadcrumb {
  id: string;
  name: string;
  parent_id: string | null;
  root_folder_of_draft_organization_id: string | null;
}

export function toFolderNode(row: FolderRow & PlaceColumns, viewerId: string): FolderNode {
  return { ...row, access: accessOf(row, viewerId), team: teamOf(row) };
}

/** A drafts root answers to its workspace's id: the web routes it to /organization/{id}/drafts. */
export function draftsRootOf(
  folder: Pick<FolderRow, "parent_id" | "owner_id" | "organization_id">,
) {
  return folder.parent_id === null && folder.owner_id !== null ? folder.organization_id : null;
}

/** The visible ones among the ids, in no particular order; unknown and invisible ids are left out. */
export async function findFolders(db: Db, viewerId: string, ids: readonly string[]) {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const rows = await placedFolders(db, viewerId).where("folders.id", "in", valid).execute();
  return rows.map((row) => toFolderNode(row, viewerId));
}

/** Children of each parent, by name as people read it (case-insensitive), then by id. */
export async function findChildFolders(db: Db, viewerId: string, parentIds: readonly string[]) {
  const rows = await placedFolders(db, viewerId)
    .where("folders.parent_id", "in", parentIds)
    .orderBy(sql`lower(folders.name)`)
    .orderBy("folders.id")
    .execute();
  const nodes = rows.map((row) => toFolderNode(row, viewerId));
  return groupInKeyOrder(parentIds, nodes, (node) => node.parent_id);
}

/**
 * The ancestors of each folder, each row tagged with the folder it is an ancestor of, nearest
 * last, in one recursive walk up the tree. Ancestors share their folder's team or drafts, so they
 * are as visible as the folder the caller already checked.
 */
function ancestorsQuery(db: Db, folderIds: readonly string[]) {
  return db
    .withRecursive("chain(start_id, ancestor_id, depth)", (qb) =>
      qb
        .selectFrom("folders")
        .select([
          "folders.id as start_id",
          "folders.parent_id as ancestor_id",
          sql<number>`1`.as("depth"),
        ])
        .where("folders.id", "in", folderIds)
        .where("folders.parent_id", "is not", null)
        .unionAll((union) =>
          union
            .selectFrom("chain")
            .innerJoin("folders", "folders.id", "chain.ancestor_id")
            .select([
              "chain.start_id",
              "folders.parent_id as ancestor_id",
              sql<number>`chain.depth + 1`.as("depth"),
            ])
            .where("folders.parent_id", "is not", null),
        ),
    )
    .selectFrom("chain")
    .innerJoin("folders", "folders.id", "chain.ancestor_id")
    .select([
      "chain.start_id",
      "folders.id",
      "folders.name",
      "folders.parent_id",
      "folders.owner_id",
      "folders.organization_id",
    ])
    .orderBy("chain.depth", "desc");
}

type Ancestor = Awaited<ReturnType<ReturnType<typeof ancestorsQuery>["executeTakeFirstOrThrow"]>>;

function toBreadcrumb(row: Ancestor): Breadcrumb {
  return {
    id: row.id,
    name: row.name,
    parent_id: row.parent_id,
    root_folder_of_draft_organization_id: draftsRootOf(row),
  };
}

/** The ancestors of each folder, root first. */
export async function findBreadcrumbs(
  db: Db,
  folderIds: readonly string[],
): Promise<Breadcrumb[][]> {
  const rows = await ancestorsQuery(db, folderIds).execute();
  return groupInKeyOrder(folderIds, rows, (row) => row.start_id).map((ancestors) =>
    ancestors.map(toBreadcrumb),
  );
}

/** A folder row as json_agg writes it: Postgres gives its dates as text. */
export type FolderJson = Omit<FolderRow, "created_at" | "updated_at" | "trashed_at"> & {
  created_at: string;
  updated_at: string;
  trashed_at: string | null;
};

export function folderFromJson(json: FolderJson): FolderRow {
  return {
    ...json,
    created_at: new Date(json.created_at),
    updated_at: new Date(json.updated_at),
    trashed_at: json.trashed_at === null ? null : new Date(json.trashed_at),
  };
}

export interface FolderWithContents {
  folder: FolderNode;
  /** Null when not asked for. */
  breadcrumbs: Breadcrumb[] | null;
  children: FolderNode[] | null;
}

/**
 * A folder the viewer can see, with its breadcrumbs and its subfolders when asked, in one
 * statement: the folder page's query. Subfolders share their parent's team or drafts, so the
 * parent's place decides what the viewer may do with them. Null when the viewer cannot see it.
 */
export async function findFolderWithContents(
  db: Db,
  viewerId: string,
  id: string,
  wants: { breadcrumbs: boolean; children: boolean },
): Promise<FolderWithContents | null> {
  if (!isUuid(id)) return null;
  const row = await placedFolders(db, viewerId)
    .where("folders.id", "=", id)
    .select((eb) => [
      wants.breadcrumbs
        ? jsonArrayFrom(ancestorsQuery(db, [id])).as("breadcrumbs")
        : sql<null>`null`.as("breadcrumbs"),
      wants.children
        ? jsonArrayFrom(
            eb
              .selectFrom("folders as child")
              .selectAll("child")
              .where("child.parent_id", "=", id)
              .where("child.trashed_at", "is", null)
              .orderBy(sql`lower(child.name)`)
              .orderBy("child.id"),
          )
            .$castTo<FolderJson[]>()
            .as("children")
        : sql<null>`null`.as("children"),
    ])
    .executeTakeFirst();
  if (!row) return null;
  const { breadcrumbs, children, ...folder } = row;
  const place = placeOf(folder);
  return {
    folder: toFolderNode(folder, viewerId),
    breadcrumbs: breadcrumbs?.map(toBreadcrumb) ?? null,
    children:
      children?.map((child) => toFolderNode({ ...place, ...folderFromJson(child) }, viewerId)) ??
      null,
  };
}

/** Every folder of a workspace the viewer can see: the move and duplicate picker builds its tree. */
export async function findFolderTree(db: Db, viewerId: string, organizationId: string) {
  const rows = await placedFolders(db, viewerId)
    .where("folders.organization_id", "=", organizationId)
    .orderBy(sql`lower(folders.name)`)
    .orderBy("folders.id")
    .execute();
  return rows.map((row) => toFolderNode(row, viewerId));
}

/** The viewer's drafts root in a workspace they are in, once made; null otherwise. */
export async function findDraftsRoot(
  db: Db,
  viewerId: string,
  organizationId: string,
): Promise<FolderNode | null> {
  if (!isUuid(organizationId)) return null;
  const row = await placedFolders(db, viewerId)
    .where("folders.organization_id", "=", organizationId)
    .where("folders.owner_id", "=", viewerId)
    .where("folders.parent_id", "is", null)
    .executeTakeFirst();
  return row ? toFolderNode(row, viewerId) : null;
}
