import { readFile } from "node:fs/promises";
import path from "node:path";
import { addLayer, readArtboards } from "@contour/canvas";
import { SHARE_LINK_SOCKET_PREFIX } from "@contour/core";
import {
  buildSchema,
  type GraphQLField,
  type GraphQLObjectType,
  getNamedType,
  isLeafType,
} from "graphql";
import { beforeAll, describe, expect, test } from "vitest";
import { SHARE_LINK_HEADER } from "../modules/share-links/share-link-images.routes.js";
import { signViewCredential } from "../modules/share-links/view-credential.js";
import {
  type CallContext,
  type Isolation,
  OPERATION_CALLS,
  type RouteRequest,
  routeCalls,
} from "../test/authorization-calls.js";
import {
  addMatrixImages,
  buildMatrixWorld,
  buildWorkspaceOf,
  type MatrixWorld,
} from "../test/authorization-world.js";
import { type CollabClient, connectCollab, LOCAL } from "../test/collab-client.js";
import { type BuiltUser, uniqueIp } from "../test/factories.js";
import { buildWorkbench } from "../test/file-factories.js";
import { type GraphQLResponse, useTestServer } from "../test/server.js";
import {
  GRAPHQL_MATRIX,
  MATRIX_ACTORS,
  type MatrixActor,
  type MatrixRows,
  type MatrixTarget,
  parseMatrix,
  printMatrix,
  REST_MATRIX,
  SOCKET_MATRIX,
} from "./authorization-matrix.js";

/**
 * R1 of issue 15: every GraphQL operation of schema.graphql, every route the app registers and
 * the collaboration socket, called by each actor on each workspace's ids, against the table in
 * authorization-matrix.ts. One server and one world; calls that change who the caller is run in
 * worlds of their own.
 */
// Google sign-in at an issuer that never answers: the SSO routes then answer every caller alike
// (modules/sso/sso.test.ts has the whole flow).
const server = useTestServer({
  sso: {
    providers: {
      google: { issuer: "http://127.0.0.1:9", clientId: "matrix", clientSecret: "matrix" },
      azure: null,
    },
    allowHttpIssuers: true,
    dnsServers: [],
  },
});
let world: MatrixWorld;

/** Calls at once: enough to overlap the server's waits, few enough for a two-core machine. */
const CONCURRENCY = 6;
/**
 * Hundreds of calls in one test: a few seconds on an idle machine, several times that on a busy
 * one. A guard against a hang, not a measure.
 */
const MATRIX_TIMEOUT_MS = 300_000;

beforeAll(async () => {
  world = await buildMatrixWorld(server.db);
  await addMatrixImages(server.services, world);
});

async function contextFor(
  actor: MatrixActor,
  target: MatrixTarget,
  isolate: Isolation | undefined,
): Promise<CallContext> {
  const calling =
    isolate?.scope === "world" ? await buildMatrixWorld(server.db, { plan: isolate.plan }) : world;
  const workspace =
    isolate?.scope === "workspace"
      ? await buildWorkspaceOf(server.db, world.users, target, isolate.plan)
      : calling[target];
  const caller = callerIn(calling, actor);
  return {
    db: server.db,
    linkTokens: server.services.linkTokens,
    world: calling,
    actor,
    caller,
    target,
    workspace,
    subject: target === "home" ? (caller ?? workspace.owner) : workspace.owner,
  };
}

function callerIn(calling: MatrixWorld, actor: MatrixActor): BuiltUser | null {
  return actor === "anonymous" || actor === "link" ? null : calling.users[actor];
}

/** What the link column sends: its link's view credential, as openShareLink gives it. */
function linkCredential(calling: MatrixWorld): Promise<string> {
  return signViewCredential(server.services.linkTokens, calling.link.row);
}

/** The bearer token a caller sends: its session's, the link's credential, or none. */
async function bearerOf(context: CallContext): Promise<string | undefined> {
  if (context.actor === "link") return linkCredential(context.world);
  return context.caller?.token;
}

/** Runs the tasks, at most `limit` at a time, and answers their results in order. */
async function inParallel<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  async function worker() {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await (tasks[index] as () => Promise<T>)();
    }
  }
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

interface Cell {
  key: string;
  target: MatrixTarget | "any";
  actor: MatrixActor;
}

/** Calls every cell of every row and answers the table of what happened. */
async function measure(
  expected: MatrixRows,
  call: (key: string, target: MatrixTarget, actor: MatrixActor) => Promise<string>,
): Promise<MatrixRows> {
  const cells: Cell[] = [...expected].flatMap(([key, targets]) =>
    [...targets.keys()].flatMap((target) => MATRIX_ACTORS.map((actor) => ({ key, target, actor }))),
  );
  const outcomes = await inParallel(
    cells.map(
      ({ key, target, actor }) =>
        () =>
          call(key, target === "any" ? "home" : target, actor),
    ),
    CONCURRENCY,
  );
  const actual: MatrixRows = new Map();
  cells.forEach(({ key, target, actor }, index) => {
    const targets = actual.get(key) ?? new Map();
    const row = targets.get(target) ?? {};
    row[actor] = outcomes[index] ?? "";
    targets.set(target, row);
    actual.set(key, targets);
  });
  return actual;
}

/** Where the measured table differs from the expected one, one line per cell. */
function differences(expected: MatrixRows, actual: MatrixRows): string[] {
  return [...expected].flatMap(([key, targets]) =>
    [...targets].flatMap(([target, row]) =>
      MATRIX_ACTORS.flatMap((actor) => {
        const got = actual.get(key)?.get(target)?.[actor];
        return got === row[actor]
          ? []
          : [`${key} ${target} ${actor}: expected ${row[actor]}, got ${got}`];
      }),
    ),
  );
}

/** Compares, and on a difference prints the measured table, ready to review and paste. */
function expectTable(title: string, expected: MatrixRows, actual: MatrixRows) {
  const found = differences(expected, actual);
  if (found.length > 0) console.log(`${title} as measured:\n${printMatrix(actual)}`);
  expect(found).toEqual([]);
}

const printedSchema = await readFile(
  path.resolve(import.meta.dirname, "../../schema.graphql"),
  "utf8",
);

describe("GraphQL operations", () => {
  const schema = buildSchema(printedSchema);
  const roots = [schema.getQueryType(), schema.getMutationType()].filter(
    (type): type is GraphQLObjectType => type !== null && type !== undefined,
  );
  const operations = new Map(
    roots.flatMap((root) =>
      Object.values(root.getFields()).map((field) => [field.name, { root, field }] as const),
    ),
  );
  const expected = parseMatrix(GRAPHQL_MATRIX);

  test("every query and mutation of schema.graphql has a row, and every row an operation", () => {
    expect([...expected.keys()].sort()).toEqual([...operations.keys()].sort());
  });

  test(
    "each caller gets what the table says, on each workspace's ids",
    async () => {
      const actual = await measure(expected, async (name, target, actor) => {
        const operation = operations.get(name);
        if (!operation) return "no such operation";
        const { root, field } = operation;
        const call = OPERATION_CALLS[name];
        if (!call && field.args.some((arg) => arg.type.toString().endsWith("!"))) {
          return "no arguments: add them to OPERATION_CALLS in test/authorization-calls.ts";
        }
        const context = await contextFor(actor, target, call?.isolate);
        const variables = call ? await call.variables(context) : {};
        const response = await server.gql(document(root, field), variables, {
          token: await bearerOf(context),
          ip: uniqueIp(),
        });
        return outcomeOf(response);
      });
      expectTable("GRAPHQL_MATRIX", expected, actual);
    },
    MATRIX_TIMEOUT_MS,
  );
});

/** One operation calling the field with its arguments as variables, selecting __typename. */
function document(root: GraphQLObjectType, field: GraphQLField<unknown, unknown>): string {
  const declarations = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(", ");
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
  const selection = isLeafType(getNamedType(field.type)) ? "" : " { __typename }";
  const kind = root.name === "Query" ? "query" : "mutation";
  return `${kind}${declarations ? `(${declarations})` : ""} { ${field.name}${passed ? `(${passed})` : ""}${selection} }`;
}

function outcomeOf(response: GraphQLResponse<unknown>): string {
  const [error] = response.errors ?? [];
  return error ? (error.extensions?.code ?? `no code: ${error.message}`) : "ok";
}

describe("HTTP routes", () => {
  const expected = parseMatrix(REST_MATRIX);
  /** Fastify adds a HEAD route to each GET one: it answers as the GET does. */
  const registered = () => [
    ...new Set(
      server.routes
        .filter(
          (route) =>
            route.method !== "HEAD" ||
            !server.routes.some((get) => get.method === "GET" && get.url === route.url),
        )
        .map((route) => `${route.method} ${route.url}`),
    ),
  ];

  test("every route the app registers has a row, and every row a route", () => {
    expect([...expected.keys()].sort()).toEqual(registered().sort());
  });

  test(
    "each caller gets the status the table says, on each workspace's ids",
    async () => {
      const calls = routeCalls(server.services);
      const actual = await measure(expected, async (key, target, actor) => {
        const call = calls[key];
        const [method = "", url = ""] = key.split(" ");
        if (!call && url.includes(":")) return "no request: add it to routeCalls";
        const context = await contextFor(actor, target, call?.isolate);
        const request: RouteRequest = call ? await call.request(context) : { path: url };
        const headers: Record<string, string> = {
          "x-forwarded-for": uniqueIp(),
          ...request.headers,
        };
        const bearer = await bearerOf(context);
        if (bearer) headers.authorization = `Bearer ${bearer}`;
        // The link's holder sends its own link wherever a link is read, whatever the call made.
        if (context.actor === "link") headers[SHARE_LINK_HEADER] = bearer ?? "";
        const response = await server.fetch(request.path, {
          method,
          headers,
          body: request.body,
          redirect: "manual",
        });
        await response.arrayBuffer();
        return String(response.status);
      });
      expectTable("REST_MATRIX", expected, actual);
    },
    MATRIX_TIMEOUT_MS,
  );
});

/** What a caller's socket on the workbench got, opening it and then sending it a change. */
async function socketOutcome(client: CollabClient): Promise<string> {
  const outcome = await client.outcome;
  if (outcome.kind === "refused") return "refused";
  const artboardId = readArtboards(client.doc)[0]?.id ?? "";
  const refused = client.waitForRefusal().then(() => "read-only");
  const closed = client.closed.then(() => "closed");
  addLayer(client.doc, LOCAL, artboardId, "Probe");
  const saved = client.waitForSaved().then(() => "read-write");
  const answer = await Promise.race([saved, refused, closed]);
  // A read-only scope that still saved a change would be a hole: say so rather than hide it.
  return outcome.scope === "readonly" && answer === "read-write" ? "read-only, saved" : answer;
}

describe("the collaboration socket", () => {
  test(
    "each caller is refused, or reads, or edits as the table says",
    async () => {
      const expected = parseMatrix(SOCKET_MATRIX);
      const actual = await measure(expected, async (key, target, actor) => {
        const workspace = world[target];
        const workbenchId =
          key === "/collab:otherFile"
            ? (await buildWorkbench(server.db, workspace.root, { name: "Coupe" })).id
            : workspace.workbench.id;
        const token =
          actor === "link"
            ? `${SHARE_LINK_SOCKET_PREFIX}${await linkCredential(world)}`
            : (callerIn(world, actor)?.token ?? "");
        const client = connectCollab(server, workbenchId, token);
        try {
          return await socketOutcome(client);
        } finally {
          client.close();
        }
      });
      expectTable("SOCKET_MATRIX", expected, actual);
    },
    MATRIX_TIMEOUT_MS,
  );
});
