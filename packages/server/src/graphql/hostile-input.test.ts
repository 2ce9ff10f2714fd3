import { beforeAll, describe, expect, test } from "vitest";
import { buildOrganization, buildUser } from "../test/factories.js";
import { draftsRoot } from "../test/file-factories.js";
import { dataOf, errorOf, useTestServer } from "../test/server.js";

const server = useTestServer();
let token: string;
let userId: string;
let draftsId: string;

beforeAll(async () => {
  const built = await buildUser(server.db);
  token = built.token;
  userId = built.user.id;
  const organization = await buildOrganization(server.db, built.user);
  draftsId = (await draftsRoot(server.db, organization.id, userId)).id;
});

const CREATE_FOLDER = `mutation CreateFolder($input: CreateFolderInput!) {
  createFolder(input: $input) { id name }
}`;

async function folderCount(): Promise<number> {
  const row = await server.db
    .selectFrom("folders")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe("text the database would refuse or mangle is refused at the edge, and nothing is stored", () => {
  const UNPAIRED = "contains an unpaired surrogate (not valid Unicode)";
  test.each([
    ["a NUL character", "Sketch\u0000book", "contains a NUL character"],
    ["an unpaired high surrogate", "Sketch\uD83Dbook", UNPAIRED],
    ["an unpaired low surrogate", "\uDE00Sketchbook", UNPAIRED],
  ])("%s in a variable", async (_what, name, problem) => {
    const before = await folderCount();
    const response = await server.gql(
      CREATE_FOLDER,
      { input: { folder: { name, parentId: draftsId } } },
      { token },
    );
    expect(errorOf(response)).toEqual({
      code: "BAD_USER_INPUT",
      message: `The input "$input.folder.name" ${problem}.`,
    });
    expect(await folderCount()).toBe(before);
  });

  test("a NUL character written in the query itself", async () => {
    const before = await folderCount();
    const response = await server.gql(
      `mutation { createFolder(input: { folder: { name: "Sketch\\u0000book", parentId: "${draftsId}" } }) { id } }`,
      {},
      { token },
    );
    expect(errorOf(response)).toEqual({
      code: "BAD_USER_INPUT",
      message: "A text in the query contains a NUL character.",
    });
    expect(await folderCount()).toBe(before);
  });

  test("an unpaired surrogate written in the query is a syntax error, not a server error", async () => {
    const response = await server.gql(
      `mutation { createFolder(input: { folder: { name: "Sketch\\uD83Dbook", parentId: "${draftsId}" } }) { id } }`,
      {},
      { token },
    );
    const error = errorOf(response);
    expect(error.message).toMatch(/^Syntax Error: Invalid Unicode escape sequence/);
    expect(error.code).not.toBe("INTERNAL_SERVER_ERROR");
  });

  test("a value nested deeper than any input of ours, in a JSON argument", async () => {
    // 10,000 levels, written by hand: JSON.stringify itself would overflow the stack on them.
    const properties = `${"[".repeat(10_000)}"leaf"${"]".repeat(10_000)}`;
    const query = JSON.stringify(
      "mutation Track($input: PublishTrackingEventInput!) { publishTrackingEvent(input: $input) { success } }",
    );
    const response = await server.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: `{"query":${query},"variables":{"input":{"event":"opened","properties":${properties}}}}`,
    });
    expect(response.status).toBeLessThan(500);
    expect(errorOf(await response.json())).toEqual({
      code: "BAD_USER_INPUT",
      message: `The input "$input.properties${".0".repeat(31)}" nests deeper than 32 levels.`,
    });
  });

  test("unusual but valid Unicode is kept as it was written", async () => {
    const name = "Ünïcödé 🚗 \u202Eevil\u202C \u200B zero-width \uFEFF 車";
    const response = await server.gql(
      CREATE_FOLDER,
      { input: { folder: { name, parentId: draftsId } } },
      { token },
    );
    expect(dataOf(response).createFolder).toMatchObject({ name });
  });
});

describe("dates out of range are refused where the DateTime scalar reads them", () => {
  const UPDATE_USER = `mutation UpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) { id lastChangelogSeenAt }
  }`;

  test.each([
    "+275760-09-13T00:00:00.000Z",
    "-000001-01-01T00:00:00.000Z",
    "0000-01-01T00:00:00.000Z",
    "0001-01-01T00:00:00.000Z",
    "1899-12-31T23:59:59.999Z",
    "+010000-01-01T00:00:00.000Z",
  ])("%s, as a variable and as a literal", async (date) => {
    const seenAt = () =>
      server.db
        .selectFrom("users")
        .select("last_changelog_seen_at")
        .where("id", "=", userId)
        .executeTakeFirstOrThrow();
    const before = await seenAt();
    const asVariable = await server.gql(
      UPDATE_USER,
      { input: { id: userId, patch: { lastChangelogSeenAt: date } } },
      { token },
    );
    expect(errorOf(asVariable).code).toBe("BAD_USER_INPUT");
    expect(errorOf(asVariable).message).toMatch(
      /Expected a date between the years 1900 and 9999\./,
    );

    const asLiteral = await server.gql(
      `mutation { updateUser(input: { id: "${userId}", patch: { lastChangelogSeenAt: "${date}" } }) { id } }`,
      {},
      { token },
    );
    expect(errorOf(asLiteral).code).toBe("BAD_USER_INPUT");
    expect(errorOf(asLiteral).message).toMatch(/Expected a date between the years 1900 and 9999\./);

    expect(await seenAt()).toEqual(before);
  });

  test("the first and the last day of that range are taken", async () => {
    for (const date of ["1900-01-01T00:00:00.000Z", "9999-12-31T23:59:59.999Z"]) {
      const response = await server.gql(
        UPDATE_USER,
        { input: { id: userId, patch: { lastChangelogSeenAt: date } } },
        { token },
      );
      expect(dataOf(response).updateUser).toMatchObject({ lastChangelogSeenAt: date });
    }
  });
});
