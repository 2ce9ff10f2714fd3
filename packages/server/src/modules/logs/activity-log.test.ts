import { describe, expect, test } from "vitest";
import { buildOrganization, buildUser } from "../../test/factories.js";
import { useTestServer } from "../../test/server.js";
import { recordActivity } from "./activity-log.js";

const server = useTestServer();

describe("recordActivity", () => {
  test("writes the actor's email with the action, target and metadata", async () => {
    const { user } = await buildUser(server.db, { email: "mira@example.com" });
    const organization = await buildOrganization(server.db, user);

    await recordActivity(server.db, {
      organizationId: organization.id,
      actorId: user.id,
      action: "RENAME",
      targetTable: "organization",
      targetId: organization.id,
      metadata: { new_name: "Studio Süd" },
    });

    const rows = await server.db
      .selectFrom("activity_logs")
      .selectAll()
      .where("organization_id", "=", organization.id)
      .where("action_type", "=", "RENAME")
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({
        user_id: user.id,
        user_email: "mira@example.com",
        action_type: "RENAME",
        target_table: "organization",
        target_id: organization.id,
        metadata: { new_name: "Studio Süd" },
      }),
    ]);
  });
});
