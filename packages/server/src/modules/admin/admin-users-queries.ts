import type { OrganizationRole, SubscriptionPlan } from "@contour/core";
import { type ExpressionBuilder, sql } from "kysely";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import type { Database, UserRow } from "../../db/types.js";
import { fail } from "../../graphql/errors.js";
import { containsPattern } from "../logs/log-queries.js";
import { type Cursor, decodeCursor } from "../workbenches/cursor.js";
import { pageSize } from "../workbenches/workbench-page.js";
import { type AdminPage, adminPage } from "./admin-page.js";

export const NO_USER = "This user does not exist.";

/** The most sessions /admin lists for one account: the newest; revoking takes them all. */
export const ADMIN_SESSION_LIST_LIMIT = 100;

type Eb = ExpressionBuilder<Database, "users">;

/** A name or an email containing the text, whatever the case. */
function matching(search: string) {
  const pattern = containsPattern(search);
  return (eb: Eb) =>
    eb.or([eb("users.name", "ilike", pattern), eb("users.email", "ilike", pattern)]);
}

/** Every account, newest first, a keyset page on (created_at, id), searched by name or email. */
export async function findAdminUsers(
  db: Db,
  args: { search: string; first?: number | null; after?: string | null },
  defaultSize: number,
): Promise<AdminPage<UserRow>> {
  const first = pageSize(args.first, defaultSize);
  const search = args.search.trim();
  const cursor: Cursor | null = args.after ? decodeCursor("CREATED_AT", args.after) : null;
  let query = db
    .selectFrom("users")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(first + 1);
  let count = db.selectFrom("users").select((eb) => eb.fn.countAll<string>().as("count"));
  if (search) {
    query = query.where(matching(search));
    count = count.where(matching(search));
  }
  if (cursor) {
    query = query.where((eb) =>
      eb(eb.refTuple("created_at", "id"), "<", eb.tuple(cursor.at, cursor.id)),
    );
  }
  const [rows, total] = await Promise.all([query.execute(), count.executeTakeFirstOrThrow()]);
  return adminPage(rows, first, Number(total.count));
}

export async function getAdminUser(db: Db, id: string): Promise<UserRow> {
  if (!isUuid(id)) fail("NOT_FOUND", NO_USER);
  const row = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  return row ?? fail("NOT_FOUND", NO_USER);
}

export interface AdminUserWorkspaceRow {
  id: string;
  name: string;
  role: OrganizationRole;
  subscription_plan: SubscriptionPlan;
}

/** The workspaces the account is a member of, by name. */
export function findAdminUserWorkspaces(db: Db, userId: string): Promise<AdminUserWorkspaceRow[]> {
  return db
    .selectFrom("organization_members as m")
    .innerJoin("organizations as o", "o.id", "m.organization_id")
    .select(["o.id", "o.name", "m.role", "o.subscription_plan"])
    .where("m.user_id", "=", userId)
    .orderBy(sql`lower(o.name)`)
    .orderBy("o.id")
    .execute();
}

export interface AdminSessionRow {
  id: string;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Date;
  last_used_at: Date;
  expires_at: Date;
}

/** The account's live sessions (neither revoked nor expired), the most recently used first. */
export function findLiveSessions(db: Db, userId: string): Promise<AdminSessionRow[]> {
  return db
    .selectFrom("sessions")
    .select(["id", "ip_address", "user_agent", "created_at", "last_used_at", "expires_at"])
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", new Date())
    .orderBy("last_used_at", "desc")
    .orderBy("id")
    .limit(ADMIN_SESSION_LIST_LIMIT)
    .execute();
}
