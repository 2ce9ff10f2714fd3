import { beforeAll, describe, expect, test } from "vitest";
import { type BuiltUser, buildUser } from "../../test/factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";

const server = useTestServer();
let user: BuiltUser;

interface Changelogs {
  totalCount: number;
  nodes: { title: string; content: string; createdAt: string }[];
}

const FIELDS = "totalCount nodes { id title content createdAt }";

beforeAll(async () => {
  user = await buildUser(server.db);
});

const changelogs = (offset?: number, count?: number) =>
  server.gql<{ changelogs: Changelogs }>(
    `query Changelogs($offset: Int, $count: Int) { changelogs(offset: $offset, count: $count) { ${FIELDS} } }`,
    { offset, count },
    { token: user.token },
  );

const unseen = (count?: number) =>
  server.gql<{ unseenChangelogs: Changelogs }>(
    `query Unseen($count: Int) { unseenChangelogs(count: $count) { ${FIELDS} } }`,
    { count },
    { token: user.token },
  );

const markSeen = (at: string) =>
  server.gql(
    `mutation Seen($input: UpdateUserInput!) { updateUser(input: $input) { lastChangelogSeenAt } }`,
    { input: { id: user.user.id, patch: { lastChangelogSeenAt: at } } },
    { token: user.token },
  );

describe("changelogs", () => {
  test("lists the seeded entries newest first, by offset and count", async () => {
    const all = dataOf(await changelogs()).changelogs;
    expect(all.totalCount).toBe(4);
    expect(all.nodes.map((entry) => entry.title)).toEqual([
      "Home: recent files and all files",
      "Move, duplicate and rename in bulk",
      "Folders for every team",
      "Workspaces and accounts",
    ]);
    expect(all.nodes[0]?.content).toMatch(/^<p>/);
    const page = dataOf(await changelogs(1, 2)).changelogs;
    expect(page).toMatchObject({ totalCount: 4 });
    expect(page.nodes.map((entry) => entry.title)).toEqual([
      "Move, duplicate and rename in bulk",
      "Folders for every team",
    ]);
  });

  test("refuses a negative offset or count", async () => {
    expect(errorOf(await changelogs(-1)).code).toBe("BAD_USER_INPUT");
    expect(errorOf(await changelogs(0, -1)).code).toBe("BAD_USER_INPUT");
  });
});

describe("unseenChangelogs", () => {
  test("gives the 3 newest entries to someone who never closed the popup", async () => {
    const fresh = dataOf(await unseen()).unseenChangelogs;
    expect(fresh.totalCount).toBe(4);
    expect(fresh.nodes).toHaveLength(3);
  });

  test("gives only what is newer than lastChangelogSeenAt, and nothing once all is seen", async () => {
    dataOf(await markSeen("2026-11-19T12:00:00.000Z"));
    const newer = dataOf(await unseen()).unseenChangelogs;
    expect(newer.totalCount).toBe(2);
    expect(newer.nodes.map((entry) => entry.title)).toEqual([
      "Home: recent files and all files",
      "Move, duplicate and rename in bulk",
    ]);
    dataOf(await markSeen("2100-01-01T00:00:00.000Z"));
    expect(dataOf(await unseen()).unseenChangelogs).toEqual({ totalCount: 0, nodes: [] });
  });
});
