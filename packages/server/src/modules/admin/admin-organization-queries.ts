import type { OrganizationRole } from "@contour/core";
import { type ExpressionBuilder, sql } from "kysely";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import type { Database, OrganizationRow, SubscriptionsTable } from "../../db/types.js";
import { fail } from "../../graphql/errors.js";
import { containsPattern } from "../logs/log-queries.js";
import { type Cursor, decodeCursor } from "../workbenches/cursor.js";
import { pageSize } from "../workbenches/workbench-page.js";
import { type AdminPage, adminPage } from "./admin-page.js";

export const NO_WORKSPACE = "This workspace does not exist.";

/** A workspace as /admin lists it: the row, its head counts and when someone last worked in it. */
export type AdminOrganizationRow = OrganizationRow & {
  member_count: number;
  editor_count: number;
  last_activity_at: Date | null;
};

type Eb = ExpressionBuilder<Database & { o: Database["organizations"] }, "o">;

const memberCount = (eb: Eb) =>
  eb
    .selectFrom("organization_members as m")
    .whereRef("m.organization_id", "=", "o.id")
    .select((sub) => sub.fn.countAll<string>().as("count"));

/**
 * One statement for a page: the counts and the last activity are subqueries per row (a page has
 * at most 100). Last activity: the latest of a member's last request and a file's last change.
 */
function summaries(db: Db) {
  return db
    .selectFrom("organizations as o")
    .selectAll("o")
    .select((eb) => [
      memberCount(eb).as("member_count"),
      memberCount(eb)
        .where("m.role", "in", ["ADMIN", "EDITOR"] satisfies OrganizationRole[])
        .as("editor_count"),
      sql<Date | null>`greatest(
        (SELECT max(u.last_active_at) FROM organization_members m2
           JOIN users u ON u.id = m2.user_id WHERE m2.organization_id = o.id),
        (SELECT max(w.updated_at) FROM workbenches w WHERE w.organization_id = o.id)
      )`.as("last_activity_at"),
    ]);
}

function toRow(row: Awaited<ReturnType<ReturnType<typeof summaries>["executeTakeFirstOrThrow"]>>) {
  return {
    ...row,
    member_count: Number(row.member_count ?? 0),
    editor_count: Number(row.editor_count ?? 0),
    last_activity_at: row.last_activity_at === null ? null : new Date(row.last_activity_at),
  } satisfies AdminOrganizationRow;
}

/** A name containing the text, or a member whose email contains it. */
function matching(search: string) {
  const pattern = containsPattern(search);
  return (eb: Eb) =>
    eb.or([
      eb(sql`o.name`, "ilike", pattern),
      eb.exists(
        eb
          .selectFrom("organization_members as sm")
          .innerJoin("users as su", "su.id", "sm.user_id")
          .whereRef("sm.organization_id", "=", "o.id")
          .where("su.email", "ilike", pattern)
          .select(sql`1`.as("one")),
      ),
    ]);
}

/** Newest first, a keyset page on (created_at, id), the search applied to the page and the total. */
export async function findAdminOrganizations(
  db: Db,
  args: { search: string; first?: number | null; after?: string | null },
  defaultSize: number,
): Promise<AdminPage<AdminOrganizationRow>> {
  const first = pageSize(args.first, defaultSize);
  const search = args.search.trim();
  const cursor: Cursor | null = args.after ? decodeCursor("CREATED_AT", args.after) : null;
  let query = summaries(db)
    .orderBy("o.created_at", "desc")
    .orderBy("o.id", "desc")
    .limit(first + 1);
  let count = db
    .selectFrom("organizations as o")
    .select((eb) => eb.fn.countAll<string>().as("count"));
  if (search) {
    query = query.where(matching(search));
    count = count.where(matching(search));
  }
  if (cursor) {
    query = query.where((eb) =>
      eb(eb.refTuple("o.created_at", "o.id"), "<", eb.tuple(cursor.at, cursor.id)),
    );
  }
  const [rows, total] = await Promise.all([query.execute(), count.executeTakeFirstOrThrow()]);
  return adminPage(rows.map(toRow), first, Number(total.count));
}

export async function getAdminOrganization(db: Db, id: string): Promise<AdminOrganizationRow> {
  if (!isUuid(id)) fail("NOT_FOUND", NO_WORKSPACE);
  const row = await summaries(db).where("o.id", "=", id).executeTakeFirst();
  return row ? toRow(row) : fail("NOT_FOUND", NO_WORKSPACE);
}

export interface AdminMemberRow {
  user_id: string;
  name: string;
  email: string;
  role: OrganizationRole;
  last_active_at: Date | null;
  joined_at: Date;
}

/** Every member of one workspace, admins first, then by name. */
export function findAdminMembers(db: Db, organizationId: string): Promise<AdminMemberRow[]> {
  return db
    .selectFrom("organization_members as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select([
      "m.user_id",
      "u.name",
      "u.email",
      "m.role",
      "u.last_active_at",
      "m.created_at as joined_at",
    ])
    .where("m.organization_id", "=", organizationId)
    .orderBy(sql`CASE m.role WHEN 'ADMIN' THEN 0 WHEN 'EDITOR' THEN 1 ELSE 2 END`)
    .orderBy("u.name")
    .orderBy("u.id")
    .execute();
}

export type BillingRow = Pick<
  SubscriptionsTable,
  "provider" | "status" | "billing_email" | "next_invoice_amount_cents"
> & { seats: number; next_invoice_billing_date: Date | null };

/** The billing provider's view of the workspace's subscription, null when it never had one. */
export async function findBilling(db: Db, organizationId: string): Promise<BillingRow | null> {
  const row = await db
    .selectFrom("subscriptions")
    .select([
      "provider",
      "status",
      "seats",
      "billing_email",
      "next_invoice_amount_cents",
      "next_invoice_billing_date",
    ])
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  return row ?? null;
}
