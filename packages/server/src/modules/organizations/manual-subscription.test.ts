import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { buildOrganization, buildUser } from "../../test/factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";

const server = useTestServer();

const setPlan = (token: string, organizationId: string, subscriptionPlan: string) =>
  server.gql<{ setManualSubscription: Record<string, unknown> }>(
    `mutation Manual($input: SetManualSubscriptionInput!) {
      setManualSubscription(input: $input) { id subscriptionPlan manualSubscription }
    }`,
    { input: { organizationId, subscriptionPlan } },
    { token },
  );

const storedPlan = (organizationId: string) =>
  server.db
    .selectFrom("organizations")
    .select(["subscription_plan", "manual_subscription"])
    .where("id", "=", organizationId)
    .executeTakeFirstOrThrow();

describe("setManualSubscription", () => {
  test("lets staff put a workspace on a plan managed by hand", async () => {
    const owner = await buildUser(server.db);
    const organization = await buildOrganization(server.db, owner.user);
    const staff = await buildUser(server.db, { isAdmin: true });
    expect(dataOf(await setPlan(staff.token, organization.id, "ORGANIZATION"))).toEqual({
      setManualSubscription: {
        id: organization.id,
        subscriptionPlan: "ORGANIZATION",
        manualSubscription: true,
      },
    });
    expect(await storedPlan(organization.id)).toEqual({
      subscription_plan: "ORGANIZATION",
      manual_subscription: true,
    });
  });

  test("refuses a workspace admin who is not staff, and changes nothing", async () => {
    const owner = await buildUser(server.db);
    const organization = await buildOrganization(server.db, owner.user);
    expect(errorOf(await setPlan(owner.token, organization.id, "ENTERPRISE"))).toEqual({
      code: "FORBIDDEN",
      message: "Only Contour staff can set a workspace's manual subscription.",
    });
    expect(await storedPlan(organization.id)).toEqual({
      subscription_plan: "FREE",
      manual_subscription: false,
    });
  });

  test("says NOT_FOUND for a workspace that does not exist", async () => {
    const staff = await buildUser(server.db, { isAdmin: true });
    expect(errorOf(await setPlan(staff.token, randomUUID(), "PRO")).code).toBe("NOT_FOUND");
    expect(errorOf(await setPlan(staff.token, "nope", "PRO")).code).toBe("NOT_FOUND");
  });
});
