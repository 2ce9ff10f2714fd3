import type { ActivityAction, ActivityTarget } from "@contour/core";
import { type QueryCreator, sql } from "kysely";
import type { Db } from "../../db/connection.js";
import type { ActivityMetadata, Database } from "../../db/types.js";
import type { LoggedItem } from "./item-activities.js";

/** A row of the VALUES list that recordActivities inserts from. */
interface EntryRow {
  organization_id: string;
  user_id: string;
  action_type: string;
  target_table: string;
  target_id: string;
  metadata: string;
}

export interface ActivityEntry {
  organizationId: string;
  actorId: string;
  action: ActivityAction;
  targetTable: ActivityTarget;
  targetId: string;
  metadata?: ActivityMetadata;
}

/**
 * One activity row (spec workspace-admin §2). Call it inside the command's transaction, so that
 * a change and its log row land or fail together.
 */
export async function recordActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await recordActivities(db, [entry]);
}

/** What every activity row is written with, in the order the SELECTs below give them. */
const ACTIVITY_COLUMNS = [
  "organization_id",
  "user_id",
  "user_email",
  "action_type",
  "target_table",
  "target_id",
  "metadata",
] as const;

/**
 * Many activity rows in one statement, whatever their number: a bulk move or delete must not
 * cost a statement per item. The actors' emails are copied in the same statement: the log keeps
 * them after the accounts are gone.
 */
export async function recordActivities(db: Db, entries: readonly ActivityEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map(
    (entry) =>
      sql`(${entry.organizationId}::uuid, ${entry.actorId}::uuid, ${entry.action}::text, ${entry.targetTable}::text, ${entry.targetId}::text, ${JSON.stringify(entry.metadata ?? {})}::jsonb)`,
  );
  await db
    .insertInto("activity_logs")
    .columns(ACTIVITY_COLUMNS)
    .expression((eb) =>
      eb
        .selectFrom(
          sql<EntryRow>`(VALUES ${sql.join(rows)})`.as<"entry">(
            sql`entry(organization_id, user_id, action_type, target_table, target_id, metadata)`,
          ),
        )
        .innerJoin("users", "users.id", "entry.user_id")
        .select([
          "entry.organization_id",
          "users.id",
          "users.email",
          "entry.action_type",
          "entry.target_table",
          "entry.target_id",
          "entry.metadata",
        ]),
    )
    .execute();
}

/** A query whose WITH clause names "changed": the rows a data-modifying statement returned. */
export type WithChangedItems = QueryCreator<Database & { changed: LoggedItem }>;

/**
 * The activity rows of the items a data-modifying CTE changed, in the statement that changes
 * them: `recordChangedItems(trx.with("changed", (db) => db.updateTable(...).returning(...)))`.
 * A bulk move costs no statement more for its log than without one.
 */
export async function recordChangedItems(
  db: WithChangedItems,
  entry: { actorId: string; action: ActivityAction; targetTable: ActivityTarget },
): Promise<void> {
  await db
    .insertInto("activity_logs")
    .columns(ACTIVITY_COLUMNS)
    .expression((eb) =>
      eb
        .selectFrom(["changed", "users"])
        .select([
          "changed.organization_id",
          "users.id",
          "users.email",
          sql<string>`${entry.action}::text`.as("action_type"),
          sql<string>`${entry.targetTable}::text`.as("target_table"),
          sql<string>`changed.id::text`.as("target_id"),
          sql<string>`jsonb_build_object('new_name', changed.name)`.as("metadata"),
        ])
        .where("users.id", "=", entry.actorId),
    )
    .execute();
}
