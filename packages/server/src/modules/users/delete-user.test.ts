import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  addMember,
  buildOrganization,
  buildUser,
  expireOneTimeTokens,
} from "../../test/factories.js";
import { buildWorkbench, draftsRoot, globalRootFolder } from "../../test/file-factories.js";
import { latestMailTo, tokenInMail } from "../../test/mailbox.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";
import { currentUserId, login } from "../../test/sessions.js";

const server = useTestServer();

const DELETE_LINK_INVALID =
  "This link is invalid or has expired. Please request another email from your profile settings.";
const DELETE_TOKEN = /\/settings\/account\/confirm_delete#token=([\w-]+)/;
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

const requestDeletion = (token: string | undefined) =>
  server.gql<{ requestDeleteCurrentUserEmail: { status: string } }>(
    "mutation { requestDeleteCurrentUserEmail { status } }",
    {},
    { token },
  );

const deleteCurrentUser = (token: string | undefined, emailConfirmToken: string) =>
  server.gql<{ deleteCurrentUser: { status: string } }>(
    `mutation DeleteCurrentUser($input: DeleteCurrentUserInput!) {
      deleteCurrentUser(input: $input) { status }
    }`,
    { input: { emailConfirmToken } },
    { token },
  );

/** Asks for the deletion mail and returns the token of its link. */
async function deletionTokenFor(token: string, email: string): Promise<string> {
  dataOf(await requestDeletion(token));
  return tokenInMail(await latestMailTo(server.db, email), DELETE_TOKEN);
}

const userExists = async (id: string) =>
  (await server.db.selectFrom("users").select("id").where("id", "=", id).executeTakeFirst()) !==
  undefined;

/** The members of a workspace as { userId: role }. */
async function rolesIn(organizationId: string): Promise<Record<string, string>> {
  const rows = await server.db
    .selectFrom("organization_members")
    .select(["user_id", "role"])
    .where("organization_id", "=", organizationId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.user_id, row.role]));
}

describe("deleting one's account", () => {
  test("requestDeleteCurrentUserEmail mails a confirmation link that lasts 15 minutes", async () => {
    const { user, token } = await buildUser(server.db);
    const before = Date.now();
    expect(dataOf(await requestDeletion(token))).toEqual({
      requestDeleteCurrentUserEmail: { status: "sent" },
    });
    const after = Date.now();
    const mail = await latestMailTo(server.db, user.email);
    const link = `${server.url}/settings/account/confirm_delete#token=${tokenInMail(mail, DELETE_TOKEN)}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain("Contour");

    const row = await server.db
      .selectFrom("one_time_tokens")
      .select(["expires_at", "user_id"])
      .where("email", "=", user.email)
      .where("kind", "=", "account_deletion")
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(user.id);
    expect(row.expires_at.getTime()).toBeGreaterThanOrEqual(before + 15 * MINUTE);
    expect(row.expires_at.getTime()).toBeLessThanOrEqual(after + 15 * MINUTE);
  });

  test("deleteCurrentUser deletes the user and ends their sessions", async () => {
    const { user, token, password } = await buildUser(server.db);
    const otherSession = dataOf(await login(server, user.email, password)).login.authToken;
    const deletionToken = await deletionTokenFor(token, user.email);
    expect(dataOf(await deleteCurrentUser(token, deletionToken))).toEqual({
      deleteCurrentUser: { status: "deleted" },
    });
    expect(await userExists(user.id)).toBe(false);
    expect(await currentUserId(server, token)).toBeNull();
    expect(await currentUserId(server, otherSession)).toBeNull();
    expect(errorOf(await login(server, user.email, password)).code).toBe("UNAUTHENTICATED");
  });

  test("deletes the workspaces where the user was alone; others keep theirs, with an admin", async () => {
    const { user, token } = await buildUser(server.db);
    const alone = await buildOrganization(server.db, user, { name: "Solo" });
    const shared = await buildOrganization(server.db, user, { name: "Shared" });
    const newest = await buildUser(server.db);
    const oldest = await buildUser(server.db);
    // Added first but joined later: the rule follows the join date, not the insertion order.
    await addMember(server.db, shared.id, newest.user.id, "VIEWER", {
      joinedAt: new Date(Date.now() - DAY),
    });
    await addMember(server.db, shared.id, oldest.user.id, "EDITOR", {
      joinedAt: new Date(Date.now() - 2 * DAY),
    });

    dataOf(await deleteCurrentUser(token, await deletionTokenFor(token, user.email)));

    const organizations = await server.db
      .selectFrom("organizations")
      .select("id")
      .where("id", "in", [alone.id, shared.id])
      .execute();
    expect(organizations).toEqual([{ id: shared.id }]);
    expect(await rolesIn(shared.id)).toEqual({
      [newest.user.id]: "VIEWER",
      [oldest.user.id]: "ADMIN",
    });
    const folders = await server.db
      .selectFrom("folders")
      .select(["organization_id", "owner_id", "team_id"])
      .where("organization_id", "in", [alone.id, shared.id])
      .execute();
    expect(folders).toEqual([
      { organization_id: shared.id, owner_id: null, team_id: expect.any(String) },
    ]);
  });

  test("removes the thumbnails of the files that went with the account, and only those", async () => {
    const { user, token } = await buildUser(server.db);
    const alone = await buildOrganization(server.db, user, { name: "Solo sketches" });
    const shared = await buildOrganization(server.db, user, { name: "Shared sketches" });
    const colleague = await buildUser(server.db);
    await addMember(server.db, shared.id, colleague.user.id, "EDITOR");
    const thumbnails = {
      soloTeam: "thumbnails/solo-team.png",
      sharedDrafts: "thumbnails/shared-drafts.png",
      sharedTeam: "thumbnails/shared-team.png",
    };
    await buildWorkbench(server.db, await globalRootFolder(server.db, alone.id), {
      thumbnailPath: thumbnails.soloTeam,
    });
    await buildWorkbench(server.db, await draftsRoot(server.db, shared.id, user.id), {
      thumbnailPath: thumbnails.sharedDrafts,
    });
    await buildWorkbench(server.db, await globalRootFolder(server.db, shared.id), {
      thumbnailPath: thumbnails.sharedTeam,
    });
    for (const key of Object.values(thumbnails)) {
      await mkdir(path.dirname(path.join(server.config.blobDir, key)), { recursive: true });
      await writeFile(path.join(server.config.blobDir, key), "png");
    }

    dataOf(await deleteCurrentUser(token, await deletionTokenFor(token, user.email)));

    const kept = Object.values(thumbnails).filter((key) =>
      existsSync(path.join(server.config.blobDir, key)),
    );
    expect(kept).toEqual([thumbnails.sharedTeam]);
  });

  test("promotes nobody where another admin stays", async () => {
    const { user, token } = await buildUser(server.db);
    const organization = await buildOrganization(server.db, user);
    const admin = await buildUser(server.db);
    const editor = await buildUser(server.db);
    await addMember(server.db, organization.id, editor.user.id, "EDITOR", {
      joinedAt: new Date(Date.now() - 2 * DAY),
    });
    await addMember(server.db, organization.id, admin.user.id, "ADMIN");

    dataOf(await deleteCurrentUser(token, await deletionTokenFor(token, user.email)));

    expect(await rolesIn(organization.id)).toEqual({
      [admin.user.id]: "ADMIN",
      [editor.user.id]: "EDITOR",
    });
  });

  test("one user's deletion token cannot delete another user", async () => {
    const a = await buildUser(server.db);
    const b = await buildUser(server.db);
    const tokenOfA = await deletionTokenFor(a.token, a.user.email);
    expect(errorOf(await deleteCurrentUser(b.token, tokenOfA))).toEqual({
      code: "BAD_USER_INPUT",
      message: DELETE_LINK_INVALID,
    });
    expect(await userExists(a.user.id)).toBe(true);
    expect(await userExists(b.user.id)).toBe(true);
    expect(await currentUserId(server, b.token)).toBe(b.user.id);
  });

  test("an expired or made-up token deletes nothing", async () => {
    const { user, token } = await buildUser(server.db);
    const deletionToken = await deletionTokenFor(token, user.email);
    await expireOneTimeTokens(server.db, user.email, "account_deletion");
    expect(errorOf(await deleteCurrentUser(token, deletionToken))).toEqual({
      code: "BAD_USER_INPUT",
      message: DELETE_LINK_INVALID,
    });
    expect(errorOf(await deleteCurrentUser(token, "made-up-token")).message).toBe(
      DELETE_LINK_INVALID,
    );
    expect(await userExists(user.id)).toBe(true);
  });

  test("both calls need a signed-in user", async () => {
    const { user, token } = await buildUser(server.db);
    const deletionToken = await deletionTokenFor(token, user.email);
    expect(errorOf(await requestDeletion(undefined)).code).toBe("UNAUTHENTICATED");
    expect(errorOf(await deleteCurrentUser(undefined, deletionToken)).code).toBe("UNAUTHENTICATED");
    expect(await userExists(user.id)).toBe(true);
  });
});
