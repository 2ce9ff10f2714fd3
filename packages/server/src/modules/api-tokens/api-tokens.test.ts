import { API_TOKEN_MESSAGES, API_TOKENS_PER_USER } from "@contour/core";
import { describe, expect, test } from "vitest";
import { buildApiToken } from "../../test/api-token-factories.js";
import { addMember, type BuiltUser, buildOrganization, buildUser } from "../../test/factories.js";
import { buildWorkbench, globalRootFolder } from "../../test/file-factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";

const server = useTestServer();

interface Workspace {
  id: string;
  admin: BuiltUser;
  editor: BuiltUser;
  viewer: BuiltUser;
  rootFolderId: string;
  workbenchId: string;
}

async function buildWorkspace(name: string): Promise<Workspace> {
  const admin = await buildUser(server.db);
  const organization = await buildOrganization(server.db, admin.user, { name });
  const editor = await buildUser(server.db, { name: "Eve Editor" });
  const viewer = await buildUser(server.db);
  await addMember(server.db, organization.id, editor.user.id, "EDITOR");
  await addMember(server.db, organization.id, viewer.user.id, "VIEWER");
  const root = await globalRootFolder(server.db, organization.id);
  const workbench = await buildWorkbench(server.db, root, { name: `${name} sketch` });
  return {
    id: organization.id,
    admin,
    editor,
    viewer,
    rootFolderId: root.id,
    workbenchId: workbench.id,
  };
}

const TOKEN_FIELDS = "id name scope prefix organizationId ownerEmail status lastUsedAt expiresAt";

const createToken = (
  user: BuiltUser,
  input: { organizationId: string; name?: string; scope?: string; expiresInDays?: number },
) =>
  server.gql<{ createApiToken: { secret: string; token: { id: string; prefix: string } } }>(
    `mutation Create($input: CreateApiTokenInput!) {
      createApiToken(input: $input) { secret token { ${TOKEN_FIELDS} } }
    }`,
    { input: { name: "CI export", scope: "READ", expiresInDays: 30, ...input } },
    { token: user.token },
  );

const filesOf = (token: string, organizationId: string) =>
  server.gql<{ organizationWorkbenches: { nodes: { name: string }[] } }>(
    `query Files($organizationId: ID!) {
      organizationWorkbenches(organizationId: $organizationId) { nodes { name } }
    }`,
    { organizationId },
    { token },
  );

const renameFile = (token: string, id: string, name: string) =>
  server.gql(
    `mutation Rename($input: UpdateWorkbenchInput!) {
      updateWorkbench(input: $input) { id name }
    }`,
    { input: { id, patch: { name } } },
    { token },
  );

const revoke = (user: BuiltUser | string, id: string) =>
  server.gql<{ revokeApiToken: { status: string } }>(
    `mutation Revoke($input: ApiTokenIdInput!) { revokeApiToken(input: $input) { status } }`,
    { input: { id } },
    { token: typeof user === "string" ? user : user.token },
  );

const workspaceTokens = (user: BuiltUser, organizationId: string) =>
  server.gql<{ workspaceApiTokens: { id: string; ownerEmail: string; name: string }[] }>(
    `query Tokens($organizationId: ID!) {
      workspaceApiTokens(organizationId: $organizationId) { ${TOKEN_FIELDS} }
    }`,
    { organizationId },
    { token: user.token },
  );

describe("personal access tokens", () => {
  test("a member creates a token, sees it listed without its secret, and reads the workspace with it", async () => {
    const home = await buildWorkspace("Home studio");
    const created = dataOf(await createToken(home.editor, { organizationId: home.id }));
    expect(created.createApiToken.secret).toMatch(/^ctr_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.createApiToken.secret.startsWith(created.createApiToken.token.prefix)).toBe(
      true,
    );

    const listed = await server.gql<{ apiTokens: Record<string, unknown>[] }>(
      `{ apiTokens { ${TOKEN_FIELDS} } }`,
      {},
      { token: home.editor.token },
    );
    expect(dataOf(listed).apiTokens).toEqual([
      expect.objectContaining({
        name: "CI export",
        scope: "READ",
        organizationId: home.id,
        status: "ACTIVE",
        lastUsedAt: null,
      }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.createApiToken.secret);

    const files = await filesOf(created.createApiToken.secret, home.id);
    expect(dataOf(files).organizationWorkbenches.nodes).toEqual([{ name: "Home studio sketch" }]);
    const after = await server.gql<{ apiTokens: { lastUsedAt: string | null }[] }>(
      "{ apiTokens { lastUsedAt } }",
      {},
      { token: home.editor.token },
    );
    expect(dataOf(after).apiTokens[0]?.lastUsedAt).not.toBeNull();

    const stored = await server.db.selectFrom("api_tokens").selectAll().executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(created.createApiToken.secret);
  });

  test("a read token runs queries but every mutation answers FORBIDDEN; a read and write token edits", async () => {
    const home = await buildWorkspace("Read studio");
    const read = await buildApiToken(server.db, {
      userId: home.editor.user.id,
      organizationId: home.id,
      scope: "READ",
    });
    expect(errorOf(await renameFile(read.secret, home.workbenchId, "Renamed"))).toEqual({
      code: "FORBIDDEN",
      message: API_TOKEN_MESSAGES.readOnly,
    });
    // The admin: addMember does not join the editor to the global team, where the file is.
    const write = await buildApiToken(server.db, {
      userId: home.admin.user.id,
      organizationId: home.id,
      scope: "READ_WRITE",
    });
    expect(dataOf(await renameFile(write.secret, home.workbenchId, "Renamed"))).toEqual({
      updateWorkbench: { id: home.workbenchId, name: "Renamed" },
    });
  });

  test("a token for workspace A answers NOT_FOUND for workspace B, even where its owner is a member", async () => {
    const a = await buildWorkspace("Studio A");
    const b = await buildWorkspace("Studio B");
    await addMember(server.db, b.id, a.editor.user.id, "EDITOR");
    const token = await buildApiToken(server.db, {
      userId: a.editor.user.id,
      organizationId: a.id,
    });
    expect(errorOf(await filesOf(token.secret, b.id))).toEqual({
      code: "NOT_FOUND",
      message: API_TOKEN_MESSAGES.outsideWorkspace,
    });
    expect(errorOf(await renameFile(token.secret, b.workbenchId, "Mine")).code).toBe("NOT_FOUND");
    const workbench = await server.gql(
      "query One($id: ID!) { workbench(id: $id) { id } }",
      { id: b.workbenchId },
      { token: token.secret },
    );
    expect(errorOf(workbench).code).toBe("NOT_FOUND");
    // A move of A's file into B's folder names B too.
    const move = await server.gql(
      `mutation Move($input: UpdateWorkbenchesInput!) {
        updateWorkbenches(input: $input) { workbenches { id } }
      }`,
      { input: { ids: [a.workbenchId], patch: { folderId: b.rootFolderId } } },
      { token: token.secret },
    );
    expect(errorOf(move).code).toBe("NOT_FOUND");
    // Its owner's workspaces are cut to the token's.
    const me = await server.gql<{
      currentUser: { organizations: { edges: { node: { id: string } }[] } };
    }>("{ currentUser { organizations { edges { node { id } } } } }", {}, { token: token.secret });
    expect(dataOf(me).currentUser.organizations.edges).toEqual([{ node: { id: a.id } }]);
  });

  test("a token never manages tokens, the account, the workspace or staff operations", async () => {
    const home = await buildWorkspace("Locked studio");
    const token = await buildApiToken(server.db, {
      userId: home.admin.user.id,
      organizationId: home.id,
    });
    const refused = API_TOKEN_MESSAGES.notForTokens;
    const calls = [
      ["{ apiTokens { id } }", {}],
      [
        "mutation C($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }",
        { input: { organizationId: home.id, name: "x", scope: "READ", expiresInDays: 7 } },
      ],
      [
        "mutation R($input: ApiTokenIdInput!) { revokeApiToken(input: $input) { id } }",
        { input: { id: token.id } },
      ],
      [
        "mutation P($input: ChangePasswordInput!) { changePassword(input: $input) { ok } }",
        { input: { oldPassword: home.admin.password, newPassword: "Another1234" } },
      ],
      ["mutation { requestDeleteCurrentUserEmail { status } }", {}],
      [
        "mutation D($input: RequestOrganizationDeletionEmailInput!) { requestOrganizationDeletionEmail(input: $input) { status } }",
        { input: { organizationId: home.id } },
      ],
      ["{ adminUsers { totalCount } }", {}],
    ] as const;
    for (const [query, variables] of calls) {
      expect(errorOf(await server.gql(query, variables, { token: token.secret }))).toEqual({
        code: "FORBIDDEN",
        message: refused,
      });
    }
  });

  test("expired and revoked tokens, and a token of someone who left, answer UNAUTHENTICATED", async () => {
    const home = await buildWorkspace("Gone studio");
    const expired = await buildApiToken(server.db, {
      userId: home.editor.user.id,
      organizationId: home.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    expect(errorOf(await filesOf(expired.secret, home.id)).code).toBe("UNAUTHENTICATED");

    const live = await buildApiToken(server.db, {
      userId: home.editor.user.id,
      organizationId: home.id,
    });
    expect(dataOf(await filesOf(live.secret, home.id)).organizationWorkbenches.nodes).toHaveLength(
      1,
    );
    expect(dataOf(await revoke(home.editor, live.id)).revokeApiToken.status).toBe("REVOKED");
    expect(errorOf(await filesOf(live.secret, home.id)).code).toBe("UNAUTHENTICATED");

    const leaver = await buildApiToken(server.db, {
      userId: home.viewer.user.id,
      organizationId: home.id,
    });
    await server.db
      .deleteFrom("organization_members")
      .where("user_id", "=", home.viewer.user.id)
      .execute();
    expect(errorOf(await filesOf(leaver.secret, home.id)).code).toBe("UNAUTHENTICATED");
  });

  test("a token works for GraphQL only: the session routes refuse it", async () => {
    const home = await buildWorkspace("Route studio");
    const token = await buildApiToken(server.db, {
      userId: home.editor.user.id,
      organizationId: home.id,
    });
    const response = await server.fetch("/api/v1/session", {
      method: "POST",
      headers: { authorization: `Bearer ${token.secret}`, "x-contour-csrf": "1" },
    });
    expect(response.status).toBe(401);
  });

  test("an admin lists and revokes a member's token; a non-admin cannot", async () => {
    const home = await buildWorkspace("Admin studio");
    const away = await buildWorkspace("Other studio");
    const created = dataOf(await createToken(home.editor, { organizationId: home.id }));
    await createToken(away.editor, { organizationId: away.id });
    const { secret, token } = created.createApiToken;

    const listed = dataOf(await workspaceTokens(home.admin, home.id)).workspaceApiTokens;
    expect(listed.map((row) => [row.name, row.ownerEmail])).toEqual([
      ["CI export", home.editor.user.email],
    ]);
    expect(JSON.stringify(listed)).not.toContain(secret);

    expect(errorOf(await workspaceTokens(home.editor, home.id)).code).toBe("FORBIDDEN");
    expect(errorOf(await workspaceTokens(away.admin, home.id)).code).toBe("NOT_FOUND");
    expect(errorOf(await revoke(home.viewer, token.id)).code).toBe("NOT_FOUND");
    expect(errorOf(await revoke(away.admin, token.id)).code).toBe("NOT_FOUND");
    expect(dataOf(await filesOf(secret, home.id)).organizationWorkbenches.nodes).toHaveLength(1);

    expect(dataOf(await revoke(home.admin, token.id)).revokeApiToken.status).toBe("REVOKED");
    expect(errorOf(await filesOf(secret, home.id)).code).toBe("UNAUTHENTICATED");
    expect(dataOf(await workspaceTokens(home.admin, home.id)).workspaceApiTokens).toEqual([]);
  });

  test("creation checks the name, expiry, scope, membership and the per-user cap", async () => {
    const home = await buildWorkspace("Rules studio");
    const away = await buildWorkspace("Far studio");
    const codeOf = async (user: BuiltUser, input: Parameters<typeof createToken>[1]) =>
      errorOf(await createToken(user, input)).code;
    expect(await codeOf(home.editor, { organizationId: home.id, name: "  " })).toBe(
      "BAD_USER_INPUT",
    );
    expect(await codeOf(home.editor, { organizationId: home.id, expiresInDays: 0 })).toBe(
      "BAD_USER_INPUT",
    );
    expect(await codeOf(home.editor, { organizationId: home.id, expiresInDays: 3650 })).toBe(
      "BAD_USER_INPUT",
    );
    expect(await codeOf(home.viewer, { organizationId: home.id, scope: "READ_WRITE" })).toBe(
      "FORBIDDEN",
    );
    expect(await codeOf(home.editor, { organizationId: away.id })).toBe("NOT_FOUND");

    for (let index = 0; index < API_TOKENS_PER_USER; index += 1) {
      await buildApiToken(server.db, { userId: home.admin.user.id, organizationId: home.id });
    }
    expect(errorOf(await createToken(home.admin, { organizationId: home.id }))).toEqual({
      code: "CONFLICT",
      message: API_TOKEN_MESSAGES.tooMany,
    });
  });

  test("creation is rate limited per user", async () => {
    const home = await buildWorkspace("Busy studio");
    for (let index = 0; index < 10; index += 1) {
      const created = dataOf(await createToken(home.editor, { organizationId: home.id }));
      await revoke(home.editor, created.createApiToken.token.id);
    }
    expect(errorOf(await createToken(home.editor, { organizationId: home.id })).code).toBe(
      "RATE_LIMITED",
    );
  });
});
