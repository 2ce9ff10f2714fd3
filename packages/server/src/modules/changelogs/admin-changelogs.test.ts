import { beforeAll, describe, expect, test } from "vitest";
import { type BuiltUser, buildUser } from "../../test/factories.js";
import { dataOf, errorOf, useTestServer } from "../../test/server.js";

const server = useTestServer();
let staff: BuiltUser;
let returning: BuiltUser;

interface AdminEntry {
  id: string;
  title: string;
  markdown: string;
  content: string;
  publishedAt: string | null;
}

const ENTRY = "id title markdown content publishedAt";

beforeAll(async () => {
  staff = await buildUser(server.db, { isAdmin: true });
  returning = await buildUser(server.db);
  // A returning user: they closed the popup after the seeded entries.
  await server.db
    .updateTable("users")
    .set({ last_changelog_seen_at: new Date() })
    .where("id", "=", returning.user.id)
    .execute();
});

const create = (title: string, markdown: string, token = staff.token) =>
  server.gql<{ createChangelog: AdminEntry }>(
    `mutation Create($input: CreateChangelogInput!) { createChangelog(input: $input) { ${ENTRY} } }`,
    { input: { changelog: { title, markdown } } },
    { token },
  );

const update = (id: string, patch: Record<string, unknown>) =>
  server.gql<{ updateChangelog: AdminEntry }>(
    `mutation Update($input: UpdateChangelogInput!) { updateChangelog(input: $input) { ${ENTRY} } }`,
    { input: { id, patch } },
    { token: staff.token },
  );

const unseenTitles = async (user: BuiltUser) =>
  dataOf(
    await server.gql<{ unseenChangelogs: { nodes: { title: string; content: string }[] } }>(
      "query { unseenChangelogs { nodes { title content } } }",
      {},
      { token: user.token },
    ),
  ).unseenChangelogs.nodes.map((entry) => entry.title);

describe("changelogs in /admin", () => {
  test("a draft is rendered and sanitized, and nobody but staff sees it", async () => {
    const draft = dataOf(
      await create("  Layers panel  ", "The **layers** panel.<script>alert(1)</script>"),
    ).createChangelog;
    expect(draft).toMatchObject({
      title: "Layers panel",
      content: "<p>The <strong>layers</strong> panel.</p>",
      publishedAt: null,
    });
    expect(await unseenTitles(returning)).toEqual([]);
    const all = await server.gql<{ changelogs: { nodes: { title: string }[] } }>(
      "query { changelogs(count: 100) { nodes { title } } }",
      {},
      { token: returning.token },
    );
    expect(dataOf(all).changelogs.nodes.map((entry) => entry.title)).not.toContain("Layers panel");
  });

  test("published, it reaches the popup of returning users once; an edit keeps it seen", async () => {
    const draft = dataOf(await create("Brushes", "New *brushes*.")).createChangelog;
    const published = dataOf(await update(draft.id, { published: true })).updateChangelog;
    expect(published.publishedAt).not.toBeNull();
    expect(await unseenTitles(returning)).toEqual(["Brushes"]);

    await server.gql(
      "mutation Seen($input: UpdateUserInput!) { updateUser(input: $input) { id } }",
      {
        input: { id: returning.user.id, patch: { lastChangelogSeenAt: new Date().toISOString() } },
      },
      { token: returning.token },
    );
    expect(await unseenTitles(returning)).toEqual([]);

    const edited = dataOf(await update(draft.id, { markdown: "New *brushes* and pens." }));
    expect(edited.updateChangelog).toMatchObject({
      content: "<p>New <em>brushes</em> and pens.</p>",
      publishedAt: published.publishedAt,
    });
    expect(await unseenTitles(returning)).toEqual([]);
  });

  test("staff list drafts and published entries, preview Markdown, and delete", async () => {
    const draft = dataOf(await create("To delete", "x")).createChangelog;
    const list = await server.gql<{ adminChangelogs: { totalCount: number; nodes: AdminEntry[] } }>(
      `query { adminChangelogs(count: 100) { totalCount nodes { ${ENTRY} } } }`,
      {},
      { token: staff.token },
    );
    expect(dataOf(list).adminChangelogs.nodes.map((entry) => entry.title)).toContain("To delete");
    const one = await server.gql<{ adminChangelog: AdminEntry }>(
      `query One($id: ID!) { adminChangelog(id: $id) { ${ENTRY} } }`,
      { id: draft.id },
      { token: staff.token },
    );
    expect(dataOf(one).adminChangelog).toEqual(draft);
    const preview = await server.gql<{ changelogPreview: string }>(
      "query Preview($markdown: String!) { changelogPreview(markdown: $markdown) }",
      { markdown: "# Hi\n<img src=x onerror=alert(1)>" },
      { token: staff.token },
    );
    expect(dataOf(preview).changelogPreview).toBe("<h1>Hi</h1>");
    const deleted = await server.gql(
      "mutation Delete($input: DeleteChangelogInput!) { deleteChangelog(input: $input) { ok } }",
      { input: { id: draft.id } },
      { token: staff.token },
    );
    expect(dataOf(deleted)).toEqual({ deleteChangelog: { ok: true } });
    expect(errorOf(await update(draft.id, { title: "again" })).code).toBe("NOT_FOUND");
  });

  test("refuses a blank title, an over-long text, and anyone but staff", async () => {
    expect(errorOf(await create("  ", "x")).code).toBe("BAD_USER_INPUT");
    expect(errorOf(await create("Long", "x".repeat(20_001))).code).toBe("BAD_USER_INPUT");
    expect(errorOf(await create("Mine", "x", returning.token)).code).toBe("FORBIDDEN");
  });
});
