import type { GraphQLError } from "graphql";
import { createYoga } from "graphql-yoga";
import { describe, expect, test } from "vitest";
import { buildApp } from "../http/app.js";
import { createServices } from "../services.js";
import { addMember, buildOrganization, buildUser } from "../test/factories.js";
import { type GraphQLResponse, useTestServer } from "../test/server.js";
import { webOperations } from "../test/web-documents.js";
import { GRAPHQL_LIMITS, type GraphQLLimits, useCostLimits } from "./cost-limits.js";
import { schema } from "./schema.js";

const server = useTestServer();

/** POSTs a document as the raw HTTP exchange, to see the status as well as the body. */
async function post(query: string, token?: string) {
  const response = await server.fetch("/graphql", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLResponse<unknown> };
}

/** `depth` levels as the limit counts them: folder, organization and draftsFolder in turn, id. */
function nested(depth: number): string {
  let selection = "id";
  for (let level = depth - 2; level > 0; level -= 1) {
    selection = `${level % 2 === 1 ? "organization" : "draftsFolder"} { ${selection} }`;
  }
  return `query { folder(id: "00000000-0000-4000-8000-000000000000") { ${selection} } }`;
}

describe("a document over a limit is refused before anything runs, as BAD_USER_INPUT", () => {
  test("1,000 aliases of a list field, sent by a Viewer, and one alias over the limit", async () => {
    const { user: admin } = await buildUser(server.db);
    const organization = await buildOrganization(server.db, admin);
    const viewer = await buildUser(server.db);
    await addMember(server.db, organization.id, viewer.user.id, "VIEWER");
    const aliases = (count: number) =>
      Array.from(
        { length: count },
        (_, index) => `a${index}: organization(id: "${organization.id}") { teams { id name } }`,
      ).join(" ");

    let thousand: Awaited<ReturnType<typeof post>> | undefined;
    const statements = await server.countStatements(async () => {
      thousand = await post(`query { ${aliases(1000)} }`, viewer.token);
    });
    expect(thousand?.status).toBeLessThan(500);
    expect(thousand?.body.data ?? null).toBeNull();
    expect(thousand?.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    // Not even the session was looked up: the limits come first.
    expect(statements).toBe(0);

    const { status, body } = await post(
      `query { ${aliases(GRAPHQL_LIMITS.aliases + 1)} }`,
      viewer.token,
    );
    expect(status).toBeLessThan(500);
    expect(body.errors).toContainEqual(
      expect.objectContaining({
        message: `Aliases limit of ${GRAPHQL_LIMITS.aliases} exceeded, found ${GRAPHQL_LIMITS.aliases + 1}.`,
        extensions: expect.objectContaining({ code: "BAD_USER_INPUT" }),
      }),
    );
  });

  test("a query nested 5,000 deep: the token limit stops the parser, no 500", async () => {
    const { status, body } = await post(nested(5000));
    expect(status).toBeLessThan(500);
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: `Token limit of ${GRAPHQL_LIMITS.tokens} exceeded.`,
        extensions: expect.objectContaining({ code: "BAD_USER_INPUT" }),
      }),
    ]);
  });

  test("one level deeper than the depth limit", async () => {
    expect((await post(nested(GRAPHQL_LIMITS.depth))).body.errors).not.toContainEqual(
      expect.objectContaining({ message: expect.stringContaining("depth limit") }),
    );
    const { status, body } = await post(nested(GRAPHQL_LIMITS.depth + 1));
    expect(status).toBeLessThan(500);
    expect(body.errors).toContainEqual(
      expect.objectContaining({
        message: `Query depth limit of ${GRAPHQL_LIMITS.depth} exceeded, found ${GRAPHQL_LIMITS.depth + 1}.`,
        extensions: expect.objectContaining({ code: "BAD_USER_INPUT" }),
      }),
    );
  });

  test("a page of 100 with every field of a file costs more than the limit", async () => {
    const { body } = await post(`query {
      organizationWorkbenches(organizationId: "00000000-0000-4000-8000-000000000000", first: 100) {
        nodes { id name createdAt updatedAt folderId location isEditable thumbnailUrl
          creator { id name email } lastUpdatedBy { id name email } }
      }
    }`);
    expect(body.errors).toContainEqual(
      expect.objectContaining({
        message: expect.stringMatching(
          new RegExp(`^Query Cost limit of ${GRAPHQL_LIMITS.cost} exceeded, found \\d+`),
        ),
        extensions: expect.objectContaining({ code: "BAD_USER_INPUT" }),
      }),
    );
  });
});

describe("introspection and field suggestions", () => {
  const INTROSPECTION = "query { __schema { queryType { name } } }";
  const MISSPELT = "query { currentUsr { id } }";

  async function askIn(production: boolean, query: string) {
    const app = await buildApp(await createServices({ ...server.config, production }, server.db));
    try {
      const response = await app.inject({ method: "POST", url: "/graphql", payload: { query } });
      return response.json() as GraphQLResponse<unknown>;
    } finally {
      await app.close();
    }
  }

  test("in production, introspection is refused and no field is suggested", async () => {
    expect((await askIn(true, INTROSPECTION)).errors?.[0]?.message).toMatch(
      /introspection has been disabled/,
    );
    const misspelt = await askIn(true, MISSPELT);
    expect(misspelt.errors?.[0]?.message).toMatch(/Cannot query field "currentUsr"/);
    expect(misspelt.errors?.[0]?.message).not.toMatch(/currentUser/);
  });

  test("in development, both stay for GraphiQL and people writing queries", async () => {
    expect((await askIn(false, INTROSPECTION)).data).toEqual({
      __schema: { queryType: { name: "Query" } },
    });
    expect((await askIn(false, MISSPELT)).errors?.[0]?.message).toMatch(
      /Did you mean "currentUser"/,
    );
  });
});

test("every document the web app sends stays within half of each limit", async () => {
  const half = Object.fromEntries(
    Object.entries(GRAPHQL_LIMITS).map(([limit, value]) => [limit, Math.floor(value / 2)]),
  ) as GraphQLLimits;
  const yoga = createYoga({ schema, plugins: useCostLimits(half, { production: true }) });
  const { parse, validate } = yoga.getEnveloped({});
  const operations = await webOperations();
  expect(operations.length).toBeGreaterThan(50);
  for (const { name, source } of operations) {
    const errors: readonly GraphQLError[] = validate(schema, parse(source));
    expect(
      errors.map((error) => error.message),
      name,
    ).toEqual([]);
  }
});
