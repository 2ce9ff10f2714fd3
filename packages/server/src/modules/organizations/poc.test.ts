import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { buildOrganization, buildUser } from "../../test/factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";

const server = useTestServer();

const setPoc = (token: string, organizationId: string, poc: boolean, pocEndDate?: string) =>
  server.gql<{ updateOrganizationPoc: { id: string; poc: boolean; pocEndDate: string | null } }>(
    `mutation Poc($input: UpdateOrganizationPocInput!) {
      updateOrganizationPoc(input: $input) { id poc pocEndDate }
    }`,
    { input: { organizationId, poc, pocEndDate } },
    { token },
  );

const storedPoc = (organizationId: string) =>
  server.db
    .selectFrom("organizations")
    .select(["poc", "poc_end_date"])
    .where("id", "=", organizationId)
    .executeTakeFirstOrThrow();

describe("updateOrganizationPoc", () => {
  test("lets staff start, date and end a proof of concept, shown on the workspace", async () => {
    const owner = await buildUser(server.db);
    const organization = await buildOrganization(server.db, owner.user);
    const staff = await buildUser(server.db, { isAdmin: true });

    const end = "2027-01-15T00:00:00.000Z";
    expect(dataOf(await setPoc(staff.token, organization.id, true, end))).toEqual({
      updateOrganizationPoc: { id: organization.id, poc: true, pocEndDate: end },
    });
    const seen = await server.gql<{ organization: { poc: boolean; pocEndDate: string } }>(
      "query($id: ID!) { organization(id: $id) { poc pocEndDate } }",
      { id: organization.id },
      { token: owner.token },
    );
    expect(dataOf(seen).organization).toEqual({ poc: true, pocEndDate: end });

    dataOf(await setPoc(staff.token, organization.id, false));
    expect(await storedPoc(organization.id)).toEqual({ poc: false, poc_end_date: null });
  });

  test("refuses a workspace admin who is not staff, and changes nothing", async () => {
    const owner = await buildUser(server.db);
    const organization = await buildOrganization(server.db, owner.user);
    expect(errorOf(await setPoc(owner.token, organization.id, true))).toEqual({
      code: "FORBIDDEN",
      message: "Only Contour staff can change a workspace's proof of concept.",
    });
    expect(await storedPoc(organization.id)).toEqual({ poc: false, poc_end_date: null });
  });

  test("refuses an end date without a proof of concept, and an unknown workspace", async () => {
    const owner = await buildUser(server.db);
    const organization = await buildOrganization(server.db, owner.user);
    const staff = await buildUser(server.db, { isAdmin: true });
    expect(
      errorOf(await setPoc(staff.token, organization.id, false, "2027-01-01T00:00:00Z")).code,
    ).toBe("BAD_USER_INPUT");
    expect(await storedPoc(organization.id)).toEqual({ poc: false, poc_end_date: null });
    expect(errorOf(await setPoc(staff.token, randomUUID(), true)).code).toBe("NOT_FOUND");
    expect(errorOf(await setPoc(staff.token, "nope", true)).code).toBe("NOT_FOUND");
  });
});
