import { beforeAll, describe, expect, test } from "vitest";
import { activityOf } from "../../test/activity.js";
import { addMember, type BuiltUser, buildOrganization, buildUser } from "../../test/factories.js";
import { decoded, solidImage } from "../../test/images.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";

const server = useTestServer();
let staff: BuiltUser;
let owner: BuiltUser;
let PNG: Buffer;

beforeAll(async () => {
  staff = await buildUser(server.db, { isAdmin: true, name: "Sam Staff" });
  owner = await buildUser(server.db, { name: "Olga Owner" });
  PNG = await solidImage("png", { width: 32, height: 32 });
});

const DETAIL = `id name subscriptionPlan manualSubscription manualEditorCountLimit poc pocStartDate
  pocEndDate memberCount editorCount whiteLabelIconUrl
  features { feature planDefault override enabled }
  members { email role } billing { status seats }`;

interface Detail {
  id: string;
  subscriptionPlan: string;
  manualSubscription: boolean;
  manualEditorCountLimit: number | null;
  poc: boolean;
  pocStartDate: string | null;
  pocEndDate: string | null;
  memberCount: number;
  editorCount: number;
  whiteLabelIconUrl: string | null;
  features: { feature: string; planDefault: boolean; override: boolean | null; enabled: boolean }[];
  members: { email: string; role: string }[];
}

const update = (id: string, patch: Record<string, unknown>, token = staff.token) =>
  server.gql<{ updateAdminOrganization: Detail }>(
    `mutation U($input: UpdateAdminOrganizationInput!) { updateAdminOrganization(input: $input) { ${DETAIL} } }`,
    { input: { id, patch } },
    { token },
  );

function uploadIcon(organizationId: string, token: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "icon.png");
  return server.fetch(`/api/v1/admin/organizations/${organizationId}/white-label-icon`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

describe("adminOrganizations", () => {
  test("lists workspaces newest first with their counts, searches, and pages by cursor", async () => {
    const marker = `Search${Date.now()}`;
    const first = await buildOrganization(server.db, owner.user, { name: `${marker} One` });
    const editor = await buildUser(server.db);
    await addMember(server.db, first.id, editor.user.id, "EDITOR");
    await addMember(server.db, first.id, (await buildUser(server.db)).user.id, "VIEWER");
    await buildOrganization(server.db, owner.user, { name: `${marker} Two` });

    const list = async (after?: string) =>
      dataOf(
        await server.gql<{
          adminOrganizations: {
            totalCount: number;
            nodes: {
              name: string;
              memberCount: number;
              editorCount: number;
              lastActivityAt: string | null;
            }[];
            pageInfo: { endCursor: string; hasNextPage: boolean };
          };
        }>(
          `query L($search: String, $after: String) { adminOrganizations(search: $search, first: 1, after: $after) {
            totalCount nodes { name memberCount editorCount lastActivityAt } pageInfo { endCursor hasNextPage } } }`,
          { search: marker.toLowerCase(), after },
          { token: staff.token },
        ),
      ).adminOrganizations;
    const page1 = await list();
    expect(page1.totalCount).toBe(2);
    expect(page1.nodes.map((node) => node.name)).toEqual([`${marker} Two`]);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = await list(page1.pageInfo.endCursor);
    expect(page2.nodes).toEqual([
      { name: `${marker} One`, memberCount: 3, editorCount: 2, lastActivityAt: null },
    ]);
    expect(page2.pageInfo.hasNextPage).toBe(false);
  });

  test("finds a workspace by a member's email, and refuses anyone but staff", async () => {
    const workspace = await buildOrganization(server.db, owner.user, { name: "By email" });
    const found = await server.gql<{ adminOrganizations: { nodes: { id: string }[] } }>(
      "query L($search: String) { adminOrganizations(search: $search) { nodes { id } } }",
      { search: owner.user.email.toUpperCase() },
      { token: staff.token },
    );
    expect(dataOf(found).adminOrganizations.nodes.map((node) => node.id)).toContain(workspace.id);
    const refused = await server.gql(
      "query { adminOrganizations { totalCount } }",
      {},
      {
        token: owner.token,
      },
    );
    expect(errorOf(refused).code).toBe("FORBIDDEN");
  });
});

describe("updateAdminOrganization", () => {
  test("sets POC dates, a manual plan, an editor limit and flags, each logged with staff's name", async () => {
    const workspace = await buildOrganization(server.db, owner.user, { name: "Terms" });
    const result = await update(workspace.id, {
      poc: true,
      pocStartDate: "2026-12-01T00:00:00.000Z",
      pocEndDate: "2027-01-31T00:00:00.000Z",
      subscriptionPlan: "ENTERPRISE",
      manualSubscription: true,
      manualEditorCountLimit: 12,
      featureFlags: [{ feature: "highDefinitionExport", enabled: false }],
    });
    const detail = dataOf(result).updateAdminOrganization;
    expect(detail).toMatchObject({
      subscriptionPlan: "ENTERPRISE",
      manualSubscription: true,
      manualEditorCountLimit: 12,
      poc: true,
      pocStartDate: "2026-12-01T00:00:00.000Z",
      pocEndDate: "2027-01-31T00:00:00.000Z",
      members: [{ email: owner.user.email, role: "ADMIN" }],
    });
    expect(detail.features.find((f) => f.feature === "highDefinitionExport")).toEqual({
      feature: "highDefinitionExport",
      planDefault: true,
      override: false,
      enabled: false,
    });
    const changes = (await activityOf(server, workspace.id)).map((row) => row.metadata);
    expect(changes).toEqual(
      expect.arrayContaining([
        { staff_name: "Sam Staff", change: "POC: on" },
        { staff_name: "Sam Staff", change: "POC start date: 2026-12-01" },
        { staff_name: "Sam Staff", change: "POC end date: 2027-01-31" },
        { staff_name: "Sam Staff", change: "Plan: ENTERPRISE" },
        { staff_name: "Sam Staff", change: "Manual subscription: on" },
        { staff_name: "Sam Staff", change: "Editor limit: 12" },
        { staff_name: "Sam Staff", change: "High-definition export: off" },
      ]),
    );
    expect(changes).toHaveLength(7);

    // The workspace's members see the terms.
    const seen = await server.gql<{ organization: Record<string, unknown> }>(
      "query($id: ID!) { organization(id: $id) { poc pocEndDate subscriptionPlan manualSubscription } }",
      { id: workspace.id },
      { token: owner.token },
    );
    expect(dataOf(seen).organization).toEqual({
      poc: true,
      pocEndDate: "2027-01-31T00:00:00.000Z",
      subscriptionPlan: "ENTERPRISE",
      manualSubscription: true,
    });
  });

  test("a flag opens a feature the plan lacks: activity logs on FREE", async () => {
    const workspace = await buildOrganization(server.db, owner.user, { name: "Flagged" });
    const logs = () =>
      server.gql(
        "query($id: ID!) { activityLogs(organizationId: $id) { totalCount } }",
        { id: workspace.id },
        { token: owner.token },
      );
    expect(errorOf(await logs()).code).toBe("PLAN_LIMITATION_ERROR");
    dataOf(
      await update(workspace.id, { featureFlags: [{ feature: "activityLogs", enabled: true }] }),
    );
    expect((await logs()).errors).toBeUndefined();
    dataOf(
      await update(workspace.id, { featureFlags: [{ feature: "activityLogs", enabled: null }] }),
    );
    expect(errorOf(await logs()).code).toBe("PLAN_LIMITATION_ERROR");
  });

  test("refuses an end before the start, dates without a POC, a negative limit, and non-staff", async () => {
    const workspace = await buildOrganization(server.db, owner.user, { name: "Refusals" });
    const bad = [
      {
        poc: true,
        pocStartDate: "2027-02-01T00:00:00.000Z",
        pocEndDate: "2027-01-01T00:00:00.000Z",
      },
      { pocEndDate: "2027-01-01T00:00:00.000Z" },
      { manualEditorCountLimit: -1 },
    ];
    for (const patch of bad)
      expect(errorOf(await update(workspace.id, patch)).code).toBe("BAD_USER_INPUT");
    expect(errorOf(await update(workspace.id, { poc: true }, owner.token)).code).toBe("FORBIDDEN");
    expect(await activityOf(server, workspace.id)).toEqual([]);
  });
});

describe("white-label icon", () => {
  test("staff upload it; members and invite-link holders get its URL; it is served re-encoded", async () => {
    const workspace = await buildOrganization(server.db, owner.user, { name: "Branded" });
    expect((await uploadIcon(workspace.id, owner.token)).status).toBe(403);
    const response = await uploadIcon(workspace.id, staff.token);
    expect(response.status).toBe(200);
    const { whiteLabelIconUrl } = (await response.json()) as { whiteLabelIconUrl: string };
    expect(whiteLabelIconUrl).toMatch(
      /^\/api\/v1\/organizations\/[\w-]+\/white-label-icon\?v=[0-9a-f]{16}&sig=[\w-]+$/,
    );
    const seen = await server.gql<{ organization: { whiteLabelIconUrl: string } }>(
      "query($id: ID!) { organization(id: $id) { whiteLabelIconUrl } }",
      { id: workspace.id },
      { token: owner.token },
    );
    expect(dataOf(seen).organization.whiteLabelIconUrl).toBe(whiteLabelIconUrl);

    const token = await server.services.linkTokens.sign(
      { purpose: "organization_invite", organizationId: workspace.id, email: "new@example.com" },
      60,
    );
    const byInvite = (value: string) =>
      server.gql<{ inviteWhiteLabelIconUrl: string | null }>(
        "query($token: String!) { inviteWhiteLabelIconUrl(token: $token) }",
        { token: value },
      );
    expect(dataOf(await byInvite(token)).inviteWhiteLabelIconUrl).toBe(whiteLabelIconUrl);
    expect(dataOf(await byInvite(`${token}x`)).inviteWhiteLabelIconUrl).toBeNull();

    const image = await server.fetch(whiteLabelIconUrl);
    expect(image.status).toBe(200);
    expect(await decoded(Buffer.from(await image.arrayBuffer()))).toEqual(await decoded(PNG));
    expect((await server.fetch(whiteLabelIconUrl.replace(/sig=[\w-]+/, "sig=forged"))).status).toBe(
      404,
    );

    const removed = await server.gql(
      "mutation R($input: RemoveWhiteLabelIconInput!) { removeWhiteLabelIcon(input: $input) { ok } }",
      { input: { organizationId: workspace.id } },
      { token: staff.token },
    );
    expect(dataOf(removed)).toEqual({ removeWhiteLabelIcon: { ok: true } });
    expect((await server.fetch(whiteLabelIconUrl)).status).toBe(404);
    expect((await activityOf(server, workspace.id)).map((row) => row.metadata)).toEqual([
      { staff_name: "Sam Staff", change: "White-label icon: uploaded" },
      { staff_name: "Sam Staff", change: "White-label icon: removed" },
    ]);
  });
});
