import fc from "fast-check";
import {
  type GraphQLField,
  type GraphQLOutputType,
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
} from "graphql";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createSession, resolveSession } from "../modules/auth/sessions.js";
import {
  changedTables,
  dataTables,
  type Fingerprint,
  watchData,
} from "../test/database-fingerprint.js";
import { addMember, uniqueIp } from "../test/factories.js";
import { buildWorkbench } from "../test/file-factories.js";
import { graphqlLiteral } from "../test/graphql-literal.js";
import { fieldsArbitrary, type IdPools } from "../test/input-arbitraries.js";
import { type GraphQLResponse, useTestServer } from "../test/server.js";
import { buildWorld, type World } from "../test/workspace-world.js";
import { schema } from "./schema.js";

/**
 * R3 of issue 15: every query and mutation of the schema, called with generated arguments
 * (plausible and hostile: huge texts, NUL, unpaired surrogates, odd Unicode, numbers and dates
 * out of range, wrong ids, ids of another workspace) by a signed-in member and by a visitor,
 * as variables and as literals. No call may answer 5xx or INTERNAL_SERVER_ERROR, leave a
 * promise rejection unhandled, or change any data when it is refused.
 *
 * The seed is fixed, so a run is repeatable; a failure prints it with the call that failed.
 */
const SEED = 15;
const RUNS_PER_OPERATION = 6;

type Actor = "member" | "visitor";

interface Call {
  actor: Actor;
  inline: boolean;
  args: Record<string, unknown>;
}

interface Operation {
  kind: "query" | "mutation";
  field: GraphQLField<unknown, unknown>;
}

const operations: Operation[] = [
  ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => ({
    kind: "query" as const,
    field,
  })),
  ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ({
    kind: "mutation" as const,
    field,
  })),
];

/** `__typename` and the leaf fields that need no argument: enough to run the field's resolvers. */
function selectionOf(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return "";
  if (!isObjectType(named)) return "{ __typename }";
  const leaves = Object.values(named.getFields())
    .filter((field) => isLeafType(getNamedType(field.type)))
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type)))
    .map((field) => field.name);
  return `{ __typename ${leaves.join(" ")} }`;
}

/** The request a client would send: the arguments as variables, or written into the query. */
function requestOf({ kind, field }: Operation, call: Call): { query: string; variables: object } {
  const given = field.args.filter((arg) => arg.name in call.args);
  const selection = selectionOf(field.type);
  if (call.inline) {
    const literals = given.map((arg) => [arg.name, graphqlLiteral(call.args[arg.name], arg.type)]);
    if (literals.every(([, literal]) => literal !== null)) {
      const written = literals.map(([name, literal]) => `${name}: ${literal}`).join(", ");
      const args = written === "" ? "" : `(${written})`;
      return { query: `${kind} { ${field.name}${args} ${selection} }`, variables: {} };
    }
  }
  const definitions = given.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(", ");
  const uses = given.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
  return {
    query: `${kind} Fuzz${definitions === "" ? "" : `(${definitions})`} { ${field.name}${uses === "" ? "" : `(${uses})`} ${selection} }`,
    variables: call.args,
  };
}

/** A call as a failure message shows it: long texts cut, invisible characters escaped. */
function describeCall(operation: Operation, call: Call): string {
  const { query, variables } = requestOf(operation, call);
  const cut = (_key: string, value: unknown) =>
    typeof value === "string" && value.length > 120
      ? `${value.slice(0, 60)}…(${value.length} characters)`
      : value;
  return `as ${call.actor}\n${query.length > 400 ? `${query.slice(0, 400)}…` : query}\nvariables: ${JSON.stringify(variables, cut)}`;
}

const server = useTestServer();
let world: World;
let pools: IdPools;
let memberToken: string;
let dataNow: () => Promise<Fingerprint>;
const unhandled: unknown[] = [];
const recordUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  process.on("unhandledRejection", recordUnhandled);
  world = await buildWorld(server.db);
  const { admin, editor, viewer, stranger } = world.users;
  const [draftsFile, everyoneFile, secretFile] = await Promise.all([
    buildWorkbench(server.db, world.roots.editorDrafts, { createdBy: editor.user.id }),
    buildWorkbench(server.db, world.roots.everyone, { createdBy: editor.user.id }),
    buildWorkbench(server.db, world.roots.secret, { createdBy: admin.user.id }),
  ]);
  const otherRoot = await server.db
    .selectFrom("folders")
    .selectAll()
    .where("organization_id", "=", world.otherOrganization.id)
    .executeTakeFirstOrThrow();
  const otherFile = await buildWorkbench(server.db, otherRoot, { createdBy: stranger.user.id });
  pools = {
    mine: [
      world.organization.id,
      editor.user.id,
      world.roots.editorDrafts.id,
      world.roots.everyone.id,
      world.roots.cars.id,
      world.teamIds.everyone,
      world.teamIds.cars,
      draftsFile.id,
      everyoneFile.id,
    ],
    ours: [
      admin.user.id,
      viewer.user.id,
      world.roots.secret.id,
      world.roots.archive.id,
      world.teamIds.secret,
      world.teamIds.archive,
      secretFile.id,
    ],
    other: [world.otherOrganization.id, otherRoot.id, otherFile.id, stranger.user.id],
  };
  memberToken = editor.token;
  dataNow = watchData(server.db, await dataTables(server.db));
});

afterAll(() => {
  process.off("unhandledRejection", recordUnhandled);
});

/** After a call that went through: the member is still a signed-in member of the workspace. */
async function keepMember(): Promise<void> {
  const { user } = world.users.editor;
  if ((await resolveSession(server.db, memberToken)) === null) {
    memberToken = (await createSession(server.db, user.id, { ip: "203.0.113.9", userAgent: "r3" }))
      .token;
  }
  const membership = await server.db
    .selectFrom("organization_members")
    .select("user_id")
    .where("organization_id", "=", world.organization.id)
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  if (!membership) await addMember(server.db, world.organization.id, user.id, "EDITOR");
}

async function checkCall(operation: Operation, call: Call): Promise<void> {
  const before = await dataNow();
  const headers: Record<string, string> = {
    "content-type": "application/json",
    // A new address each call, so that per-address limits do not end the run early.
    "x-forwarded-for": uniqueIp(),
  };
  if (call.actor === "member") headers.authorization = `Bearer ${memberToken}`;
  const response = await server.fetch("/graphql", {
    method: "POST",
    headers,
    body: JSON.stringify(requestOf(operation, call)),
  });
  const text = await response.text();
  if (response.status >= 500) throw new Error(`HTTP ${response.status}: ${text.slice(0, 500)}`);
  const body = JSON.parse(text) as GraphQLResponse<Record<string, unknown>>;
  const internal = body.errors?.find(
    (error) =>
      error.extensions?.code === "INTERNAL_SERVER_ERROR" || error.message === "Unexpected error.",
  );
  if (internal) throw new Error(`an internal error: ${JSON.stringify(internal)}`);

  const after = await dataNow();
  const refused = Boolean(body.errors?.length) && body.data?.[operation.field.name] == null;
  if (refused) {
    const changed = changedTables(before, after);
    if (changed.length > 0) {
      throw new Error(
        `refused (${JSON.stringify(body.errors?.[0])}) yet changed ${changed.join(", ")}`,
      );
    }
  } else {
    await keepMember();
  }
  if (unhandled.length > 0) throw new Error(`an unhandled rejection: ${String(unhandled[0])}`);
}

describe("R3: generated hostile inputs to every query and mutation", () => {
  test("the schema has operations to call", () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  for (const [index, operation] of operations.entries()) {
    test(`${operation.kind} ${operation.field.name}`, async () => {
      const call = fc.record({
        actor: fc.constantFrom<Actor>("member", "visitor"),
        inline: fc.boolean(),
        // Three calls in four keep the shape, so that they reach the resolvers.
        args: fc.oneof(
          { weight: 3, arbitrary: fieldsArbitrary(operation.field.args, pools, "typed") },
          { weight: 1, arbitrary: fieldsArbitrary(operation.field.args, pools, "any") },
        ),
      });
      const details = await fc.check(
        fc.asyncProperty(call, (generated) => checkCall(operation, generated)),
        // A seed of its own for each operation: with one seed, every operation whose arguments
        // start alike would get the same first draws.
        { seed: SEED + index, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
      if (details.failed && details.counterexample) {
        const [failing] = details.counterexample;
        throw new Error(
          `R3 failed on ${operation.kind} ${operation.field.name} (seed ${details.seed}, path ${details.counterexamplePath}):\n` +
            `${describeCall(operation, failing)}\n${String(details.errorInstance)}`,
        );
      }
    });
  }
});
