import type { ActivityAction, ActivityTarget } from "@contour/core";
import { sql } from "kysely";
import type { Db } from "../../db/connection.js";
import type { ActivityMetadata } from "../../db/types.js";

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
 * a change and its log row land or fail together. The actor's email is copied in the same
 * statement: the log keeps it after the account is gone.
 */
export async function recordActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await db
    .insertInto("activity_logs")
    .columns([
      "organization_id",
      "user_id",
      "user_email",
      "action_type",
      "target_table",
      "target_id",
      "metadata",
    ])
    .expression((eb) =>
      eb
        .selectFrom("users")
        .select([
          sql<string>`${entry.organizationId}::uuid`.as("organization_id"),
          "users.id",
          "users.email",
          sql<string>`${entry.action}::text`.as("action_type"),
          sql<string>`${entry.targetTable}::text`.as("target_table"),
          sql<string>`${entry.targetId}::text`.as("target_id"),
          sql<string>`${JSON.stringify(entry.metadata ?? {})}::jsonb`.as("metadata"),
        ])
        .where("users.id", "=", entry.actorId),
    )
    .execute();
}
