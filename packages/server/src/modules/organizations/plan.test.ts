import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { buildOrganization, buildUser } from "../../test/factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";

const server = useTestServer();

const setPlan = (
  token: string,
  organizationId: string,
  subscriptionPlan: string,
  manualSubscription?: boolean,
) =>
  server.gql<{ updateOrganizationPlan: { id: string; subscriptionPlan: string } }>(
    `mutation Plan($input: UpdateOrganizationPlanInput!) {
      updateOrganizationPlan(input: $input) { id subscriptionPlan manualSubscription }
    }`,
    { input: { organizationId, subscriptionPlan, manualSubscription } },
    { token },
  );

const storedPlan = async (organizationId: string) =>
  (
    await server.db
      .selectFrom("organizations")
      .select("subscription_plan")
      .where("id", "=", organizationId)
      .executeTakeFirstOrThrow()
  ).subscription_plan;

describe("updateOrganizationPlan", () => {
  test("lets staff put a workspace on a plan", async () => {
    const owner = await buildUser(server.db);
    const organization = await buildOrganization(server.db, owner.user);
    const staff = await buildUser(server.db, { isAdmin: true });
    expect(dataOf(await setPlan(staff.token, organization.id, "ORGANIZATION"))).toEqual({
      updateOrganizationPlan: {
        id: organization.id,
        subscriptionPlan: "ORGANIZATION",
        manualSubscription: false,
      },
    });
    expect(await storedPlan(organization.id)).toBe("ORGANIZATION");
  });

  test("marks the plan as agreed by hand when asked, and leaves that mark alone otherwise", async () => {
    const owner = await buildUser(server.db);
    const organization = await buildOrganization(server.db, owner.user);
    const staff = await buildUser(server.db, { isAdmin: true });
    expect(dataOf(await setPlan(staff.token, organization.id, "ENTERPRISE", true))).toEqual({
      updateOrganizationPlan: {
        id: organization.id,
        subscriptionPlan: "ENTERPRISE",
        manualSubscription: true,
      },
    });
    expect(dataOf(await setPlan(staff.token, organization.id, "ORGANIZATION"))).toMatchObject({
      updateOrganizationPlan: { manualSubscription: true },
    });
  });

  test("refuses the workspace's own admin, and an unknown workspace", async () => {
    const owner = await buildUser(server.db);
    const organization = await buildOrganization(server.db, owner.user);
    expect(errorOf(await setPlan(owner.token, organization.id, "ENTERPRISE"))).toEqual({
      code: "FORBIDDEN",
      message: "Only Contour staff can set a workspace's plan by hand.",
    });
    expect(await storedPlan(organization.id)).toBe("FREE");
    const staff = await buildUser(server.db, { isAdmin: true });
    expect(errorOf(await setPlan(staff.token, randomUUID(), "PRO")).code).toBe("NOT_FOUND");
  });
});
