import { describe, expect, test } from "vitest";
import { buildUser } from "../../test/factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";

const server = useTestServer();

const CURRENT_USER = `{
  currentUser { id name email occupation description isAdmin lastChangelogSeenAt hasName }
}`;

const UPDATE_USER = `mutation UpdateUser($input: UpdateUserInput!) {
  updateUser(input: $input) { id name occupation description lastChangelogSeenAt }
}`;

interface UserPatch {
  name?: string;
  occupation?: string;
  description?: string;
  lastChangelogSeenAt?: string;
}

const updateUser = (token: string | undefined, id: string, patch: UserPatch) =>
  server.gql<{ updateUser: Record<string, unknown> }>(
    UPDATE_USER,
    { input: { id, patch } },
    { token },
  );

describe("currentUser", () => {
  test("is null for a visitor", async () => {
    expect(dataOf(await server.gql(CURRENT_USER))).toEqual({ currentUser: null });
  });

  test("is the signed-in user", async () => {
    const { user, token } = await buildUser(server.db, { name: "Ada Designer" });
    expect(dataOf(await server.gql(CURRENT_USER, {}, { token }))).toEqual({
      currentUser: {
        id: user.id,
        name: "Ada Designer",
        email: user.email,
        occupation: null,
        description: null,
        isAdmin: false,
        lastChangelogSeenAt: null,
        hasName: true,
      },
    });
  });
});

describe("updateUser", () => {
  test("changes the user's own profile fields", async () => {
    const { user, token } = await buildUser(server.db);
    const seenAt = "2026-11-02T10:30:00.000Z";
    const response = await updateUser(token, user.id, {
      name: "  Grace Sketcher ",
      occupation: "Car designer",
      description: "Clay and pixels",
      lastChangelogSeenAt: seenAt,
    });
    const expected = {
      id: user.id,
      name: "Grace Sketcher",
      occupation: "Car designer",
      description: "Clay and pixels",
      lastChangelogSeenAt: seenAt,
    };
    expect(dataOf(response).updateUser).toEqual(expected);
    const row = await server.db
      .selectFrom("users")
      .select(["name", "occupation", "description", "last_changelog_seen_at"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      name: "Grace Sketcher",
      occupation: "Car designer",
      description: "Clay and pixels",
      last_changelog_seen_at: new Date(seenAt),
    });
  });

  test("leaves out fields the patch does not name", async () => {
    const { user, token } = await buildUser(server.db, { name: "Ada Designer" });
    dataOf(await updateUser(token, user.id, { occupation: "Concept artist" }));
    const response = await updateUser(token, user.id, { description: "Sketches" });
    expect(dataOf(response).updateUser).toMatchObject({
      name: "Ada Designer",
      occupation: "Concept artist",
      description: "Sketches",
    });
  });

  test("refuses another user's id and changes nothing", async () => {
    const { token } = await buildUser(server.db);
    const { user: other } = await buildUser(server.db, { name: "Victim" });
    expect(errorOf(await updateUser(token, other.id, { name: "Hacked" }))).toEqual({
      code: "FORBIDDEN",
      message: "You can only change your own profile.",
    });
    const row = await server.db
      .selectFrom("users")
      .select("name")
      .where("id", "=", other.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe("Victim");
  });

  test("refuses an empty name and changes nothing", async () => {
    const { user, token } = await buildUser(server.db, { name: "Ada Designer" });
    expect(errorOf(await updateUser(token, user.id, { name: "   ", occupation: "X" }))).toEqual({
      code: "BAD_USER_INPUT",
      message: "Name is required.",
    });
    const row = await server.db
      .selectFrom("users")
      .select(["name", "occupation"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: "Ada Designer", occupation: null });
  });

  test("refuses a malformed date or an over-long name, changing nothing", async () => {
    const { user, token } = await buildUser(server.db, { name: "Ada Designer" });
    const badDate = await updateUser(token, user.id, {
      name: "Grace",
      lastChangelogSeenAt: "soon",
    });
    expect(errorOf(badDate)).toEqual({
      code: "BAD_USER_INPUT",
      message: expect.stringContaining("Expected an ISO 8601 date."),
    });
    expect(errorOf(await updateUser(token, user.id, { name: "x".repeat(121) }))).toEqual({
      code: "BAD_USER_INPUT",
      message: "Name must be at most 120 characters.",
    });
    const row = await server.db
      .selectFrom("users")
      .select(["name", "last_changelog_seen_at"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: "Ada Designer", last_changelog_seen_at: null });
  });

  test("needs a signed-in user", async () => {
    const { user } = await buildUser(server.db);
    expect(errorOf(await updateUser(undefined, user.id, { name: "Nobody" })).code).toBe(
      "UNAUTHENTICATED",
    );
  });
});
