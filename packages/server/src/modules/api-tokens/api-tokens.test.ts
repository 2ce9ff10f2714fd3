import { API_TOKEN_MESSAGES, API_TOKENS_PER_USER } from "@contour/core";
import { describe, expect, test } from "vitest";
import { buildApiToken } from "../../test/api-token-factories.js";
import { commentCalls } from "../../test/comment-calls.js";
import { buildCommentThread } from "../../test/comment-factories.js";
import { addMember, type BuiltUser, buildOrganization, buildUser } from "../../test/factories.js";
import { buildWorkbench, globalRootFolder } from "../../test/file-factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";

const server = useTestServer();
const comments = commentCalls(server);

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

  test("a token comments and reads its owner's notifications, in its workspace only", async () => {
    const a = await buildWorkspace("Studio A");
    const b = await buildWorkspace("Studio B");
    // A's admin is also in B, where a thread mentions them, as one in A does.
    await addMember(server.db, b.id, a.admin.user.id, "EDITOR");
    const threadInA = await buildCommentThread(server.db, {
      organizationId: a.id,
      workbenchId: a.workbenchId,
      authorId: a.editor.user.id,
    });
    const threadInB = await buildCommentThread(server.db, {
      organizationId: b.id,
      workbenchId: b.workbenchId,
      authorId: b.admin.user.id,
    });
    const mention = (organizationId: string, workbenchId: string, thread: typeof threadInA) =>
      server.db
        .insertInto("notifications")
        .values({
          user_id: a.admin.user.id,
          organization_id: organizationId,
          kind: "MENTION",
          actor_id: null,
          workbench_id: workbenchId,
          thread_id: thread.threadId,
          comment_id: thread.commentId,
          excerpt: "Look",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    await mention(a.id, a.workbenchId, threadInA);
    const inB = await mention(b.id, b.workbenchId, threadInB);
    const write = await buildApiToken(server.db, {
      userId: a.admin.user.id,
      organizationId: a.id,
      scope: "READ_WRITE",
    });
    const read = await buildApiToken(server.db, {
      userId: a.admin.user.id,
      organizationId: a.id,
      scope: "READ",
    });
    const writer = { ...a.admin, token: write.secret };
    const reader = { ...a.admin, token: read.secret };

    // Comments of the token's workspace: read with either token, written with READ_WRITE. What
    // the read token is told it may do is what it may do: nothing, and why.
    const readable = dataOf(await comments.threads(reader, a.workbenchId)).commentThreads;
    expect(readable).toMatchObject({
      totalCount: 1,
      canComment: false,
      refusal: API_TOKEN_MESSAGES.readOnly,
    });
    expect(readable.nodes[0]).toMatchObject({ canReply: false, canResolve: false });
    const writable = dataOf(await comments.threads(writer, a.workbenchId)).commentThreads;
    expect(writable).toMatchObject({ canComment: true, refusal: null });
    expect(writable.nodes[0]).toMatchObject({ canReply: true, canResolve: true });
    expect(errorOf(await comments.resolve(reader, threadInA.threadId, true))).toEqual({
      code: "FORBIDDEN",
      message: API_TOKEN_MESSAGES.readOnly,
    });
    const created = dataOf(await comments.create(writer, a.workbenchId, "From CI"));
    expect(created.createCommentThread.comments[0]?.body).toBe("From CI");
    const canEditOwn = async (user: BuiltUser) => {
      const { nodes } = dataOf(await comments.threads(user, a.workbenchId)).commentThreads;
      const own = nodes.find((node) => node.id === created.createCommentThread.id);
      return own?.comments[0]?.canEdit;
    };
    expect(await canEditOwn(writer)).toBe(true);
    expect(await canEditOwn(reader)).toBe(false);
    expect(
      dataOf(await comments.reply(writer, threadInA.threadId, "Seen")).replyToCommentThread,
    ).toBeTruthy();
    expect(
      dataOf(await comments.resolve(writer, threadInA.threadId, true)).resolveCommentThread,
    ).toMatchObject({ resolved: true });
    expect(dataOf(await comments.mentionable(reader, a.workbenchId)).mentionableMembers).toEqual(
      expect.any(Array),
    );

    // Nothing of workspace B, where the owner is a member too.
    const outside = { code: "NOT_FOUND", message: API_TOKEN_MESSAGES.outsideWorkspace };
    expect(errorOf(await comments.threads(writer, b.workbenchId))).toEqual(outside);
    expect(errorOf(await comments.create(writer, b.workbenchId, "Mine"))).toEqual(outside);
    expect(errorOf(await comments.reply(writer, threadInB.threadId, "Mine"))).toEqual(outside);
    expect(errorOf(await comments.edit(writer, threadInB.commentId, "Mine"))).toEqual(outside);
    expect(errorOf(await comments.remove(writer, threadInB.commentId))).toEqual(outside);
    expect(errorOf(await comments.resolve(writer, threadInB.threadId, true))).toEqual(outside);
    expect(errorOf(await comments.markRead(writer, { ids: [inB.id] }))).toEqual(outside);

    // The owner's notifications, cut to the token's workspace; all read means all of A's.
    const inbox = dataOf(await comments.notifications(reader)).notifications;
    expect(inbox.nodes.map((node) => node.threadId)).toEqual([threadInA.threadId]);
    expect(inbox.unreadCount).toBe(1);
    expect(dataOf(await comments.notifications(a.admin)).notifications.unreadCount).toBe(2);
    const marked = await comments.markRead(writer, { all: true });
    expect(dataOf(marked).markNotificationsRead.unreadCount).toBe(0);
    expect(dataOf(await comments.notifications(a.admin)).notifications.unreadCount).toBe(1);
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
