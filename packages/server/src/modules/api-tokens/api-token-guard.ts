import { API_TOKEN_MESSAGES, canApiTokenRun } from "@contour/core";
import {
  defaultFieldResolver,
  GraphQLBoolean,
  type GraphQLField,
  type GraphQLFieldResolver,
  GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
} from "graphql";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../db/ids.js";
import type { ApiTokenGrant, Context } from "../../graphql/context.js";
import { fail } from "../../graphql/errors.js";
import {
  API_TOKEN_MUTATIONS,
  API_TOKEN_QUERIES,
  type IdKind,
  type TokenReach,
  valuesAt,
} from "./api-token-reach.js";

const TABLE_OF = {
  folder: "folders",
  workbench: "workbenches",
  team: "teams",
  brushPreset: "brush_presets",
  commentThread: "comment_threads",
  notification: "notifications",
} as const;

/** The workspaces that the ids of one kind belong to (ids that name nothing add none). */
async function workspacesOf(db: Db, kind: IdKind, ids: string[]): Promise<string[]> {
  if (kind === "organization") return ids;
  if (kind === "comment") {
    // A comment's workspace is its thread's.
    const rows = await db
      .selectFrom("comments")
      .innerJoin("comment_threads", "comment_threads.id", "comments.thread_id")
      .select("comment_threads.organization_id")
      .distinct()
      .where("comments.id", "in", ids)
      .execute();
    return rows.map((row) => row.organization_id);
  }
  const rows = await db
    .selectFrom(TABLE_OF[kind])
    .select("organization_id")
    .distinct()
    .where("id", "in", ids)
    .execute();
  return rows.map((row) => row.organization_id);
}

/**
 * Refuses what a token may not do before the field's own checks run: an operation off its
 * list or, for a read token, any mutation (FORBIDDEN); an id of another workspace (NOT_FOUND,
 * as for anyone who cannot see it). Ids that name nothing are left to the field, which answers
 * NOT_FOUND in its own words.
 */
export async function checkApiTokenReach(
  db: Db,
  grant: ApiTokenGrant,
  reach: TokenReach | undefined,
  operation: "query" | "mutation",
  args: unknown,
): Promise<void> {
  if (!reach) fail("FORBIDDEN", API_TOKEN_MESSAGES.notForTokens);
  if (!canApiTokenRun(grant.scope, operation)) fail("FORBIDDEN", API_TOKEN_MESSAGES.readOnly);
  for (const [kind, paths] of Object.entries(reach) as [IdKind, readonly string[]][]) {
    const ids = paths.flatMap((path) => valuesAt(args, path));
    const uuids = ids.filter((id): id is string => typeof id === "string" && isUuid(id));
    if (uuids.length === 0) continue;
    const workspaces = await workspacesOf(db, kind, uuids);
    if (workspaces.some((workspace) => workspace !== grant.organizationId)) {
      fail("NOT_FOUND", API_TOKEN_MESSAGES.outsideWorkspace);
    }
  }
}

function guardFields(
  type: GraphQLObjectType | null | undefined,
  operation: "query" | "mutation",
  reachOf: Readonly<Record<string, TokenReach>>,
) {
  for (const field of Object.values(type?.getFields() ?? {})) {
    const resolve = field.resolve ?? defaultFieldResolver;
    const reach = Object.hasOwn(reachOf, field.name) ? reachOf[field.name] : undefined;
    field.resolve = async (root, args, context: Context, info) => {
      const grant = context.viewer?.apiToken;
      if (grant) await checkApiTokenReach(context.db, grant, reach, operation, args);
      return resolve(root, args, context, info);
    };
  }
}

const isReadToken = (context: Context) => {
  const grant = context.viewer?.apiToken;
  return grant !== undefined && !canApiTokenRun(grant.scope, "mutation");
};

function answerForReadTokens(
  field: GraphQLField<unknown, Context>,
  answer: (ownerAnswer: () => unknown) => unknown,
): void {
  const resolve: GraphQLFieldResolver<unknown, Context> = field.resolve ?? defaultFieldResolver;
  field.resolve = (root, args, context, info) => {
    const ownerAnswer = () => resolve(root, args, context, info);
    return isReadToken(context) ? answer(ownerAnswer) : ownerAnswer();
  };
}

/**
 * A read token changes nothing, so every `can…` answer is false to it, whatever its owner may
 * do; where a type says why beside them (`refusal`), it says so. Every object type's fields,
 * those added after this module too.
 */
function answerAbilitiesForReadTokens(schema: GraphQLSchema): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!(type instanceof GraphQLObjectType) || type.name.startsWith("__")) continue;
    const fields = Object.values(type.getFields());
    const abilities = fields.filter(
      (field) => /^can[A-Z]/.test(field.name) && getNamedType(field.type) === GraphQLBoolean,
    );
    if (abilities.length === 0) continue;
    for (const field of abilities) answerForReadTokens(field, () => false);
    const refusal = fields.find((field) => field.name === "refusal");
    if (refusal) {
      answerForReadTokens(
        refusal,
        async (ownerAnswer) => (await ownerAnswer()) ?? API_TOKEN_MESSAGES.readOnly,
      );
    }
  }
}

/**
 * Puts the token check in front of every root field of the schema, those added after this
 * module too: the one place that confines a token to its workspace and scope.
 */
export function guardApiTokens(schema: GraphQLSchema): GraphQLSchema {
  guardFields(schema.getQueryType(), "query", API_TOKEN_QUERIES);
  guardFields(schema.getMutationType(), "mutation", API_TOKEN_MUTATIONS);
  answerAbilitiesForReadTokens(schema);
  // Nothing is subscribed to with a token.
  const subscription = schema.getSubscriptionType();
  for (const field of Object.values(subscription?.getFields() ?? {})) {
    const subscribe = field.subscribe ?? defaultFieldResolver;
    field.subscribe = (root, args, context: Context, info) => {
      if (context.viewer?.apiToken) fail("FORBIDDEN", API_TOKEN_MESSAGES.notForTokens);
      return subscribe(root, args, context, info);
    };
  }
  return schema;
}
