import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import type { ShareLinkRow } from "../../db/types.js";
import type { Cursor } from "../workbenches/cursor.js";

/** A link as its lists show it: with its file's name and its creator's name. */
export type ShareLinkNode = ShareLinkRow & {
  workbench_name: string;
  creator_name: string | null;
  creator_email: string | null;
};

function links(db: Db) {
  return db
    .selectFrom("share_links")
    .innerJoin("workbenches", "workbenches.id", "share_links.workbench_id")
    .leftJoin("users", "users.id", "share_links.created_by")
    .selectAll("share_links")
    .select([
      "workbenches.name as workbench_name",
      "users.name as creator_name",
      "users.email as creator_email",
    ]);
}

/**
 * Links that open now: not revoked, not expired, with link sharing on in their workspace and in
 * the deployment. The one rule of every way in (openShareLink, the socket, the images).
 */
function openableLinks(db: Db) {
  return db
    .selectFrom("share_links")
    .innerJoin("organizations", "organizations.id", "share_links.organization_id")
    .innerJoin("deployment_settings", (join) => join.onTrue())
    .selectAll("share_links")
    .where("share_links.revoked_at", "is", null)
    .where((eb) =>
      eb.or([
        eb("share_links.expires_at", "is", null),
        eb("share_links.expires_at", ">", new Date()),
      ]),
    )
    .where("organizations.share_links_enabled", "=", true)
    .where("deployment_settings.share_links_enabled", "=", true);
}

/** The link of this token's hash, if it opens now. */
export async function findOpenableLinkByToken(
  db: Db,
  tokenHash: string,
): Promise<ShareLinkRow | null> {
  return (
    (await openableLinks(db).where("share_links.token_hash", "=", tokenHash).executeTakeFirst()) ??
    null
  );
}

/** The link, if it opens now. */
export async function findOpenableLink(db: Db, id: string): Promise<ShareLinkRow | null> {
  if (!isUuid(id)) return null;
  return (await openableLinks(db).where("share_links.id", "=", id).executeTakeFirst()) ?? null;
}

/** Those of the ids whose links open now (the socket's re-check). */
export async function openableLinkIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return new Set();
  const rows = await openableLinks(db)
    .select("share_links.id as link_id")
    .where("share_links.id", "in", valid)
    .execute();
  return new Set(rows.map((row) => row.link_id));
}

/** A workbench's links that have not been revoked, newest first (the Share dialog). */
export function findWorkbenchLinks(db: Db, workbenchId: string): Promise<ShareLinkNode[]> {
  return links(db)
    .where("share_links.workbench_id", "=", workbenchId)
    .where("share_links.revoked_at", "is", null)
    .orderBy("share_links.created_at", "desc")
    .orderBy("share_links.id", "desc")
    .execute();
}

/**
 * Every link of a workspace, revoked ones too, newest first (its Admins' list), `limit` of them
 * after the cursor's link (keyset: created_at, then id).
 */
export function findOrganizationLinks(
  db: Db,
  organizationId: string,
  { limit, after }: { limit: number; after: Cursor | null },
): Promise<ShareLinkNode[]> {
  let query = links(db).where("share_links.organization_id", "=", organizationId);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb("share_links.created_at", "<", after.at),
        eb.and([eb("share_links.created_at", "=", after.at), eb("share_links.id", "<", after.id)]),
      ]),
    );
  }
  return query
    .orderBy("share_links.created_at", "desc")
    .orderBy("share_links.id", "desc")
    .limit(limit)
    .execute();
}

/** How many links a workspace has, revoked ones too. */
export async function countOrganizationLinks(db: Db, organizationId: string): Promise<number> {
  const { count } = await db
    .selectFrom("share_links")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("organization_id", "=", organizationId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** One link of a workspace, whatever its state; null when it is not there. */
export async function findLink(db: Db, id: string): Promise<ShareLinkNode | null> {
  if (!isUuid(id)) return null;
  return (await links(db).where("share_links.id", "=", id).executeTakeFirst()) ?? null;
}

/** The two switches of link sharing as they stand for this workspace. */
export async function sharingSwitches(
  db: Db,
  organizationId: string,
): Promise<{ workspace: boolean; deployment: boolean }> {
  const row = await db
    .selectFrom("organizations")
    .innerJoin("deployment_settings", (join) => join.onTrue())
    .select([
      "organizations.share_links_enabled as workspace",
      "deployment_settings.share_links_enabled as deployment",
    ])
    .where("organizations.id", "=", organizationId)
    .executeTakeFirst();
  return { workspace: row?.workspace === true, deployment: row?.deployment === true };
}
