import type { TestServer } from "./server.js";

/**
 * A workspace's activity rows since it was made, oldest first: its own creation row is left out,
 * so that a test compares only what it did.
 */
export function activityOf(server: TestServer, organizationId: string) {
  return server.db
    .selectFrom("activity_logs")
    .select(["user_email", "action_type", "target_table", "target_id", "metadata"])
    .where("organization_id", "=", organizationId)
    .where((eb) =>
      eb.not(eb.and([eb("action_type", "=", "CREATE"), eb("target_table", "=", "organization")])),
    )
    .orderBy("event_date")
    .orderBy("target_id")
    .execute();
}
