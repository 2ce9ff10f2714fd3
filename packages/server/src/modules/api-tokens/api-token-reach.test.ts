import {
  type GraphQLInputType,
  type GraphQLObjectType,
  getNullableType,
  isInputObjectType,
  isListType,
} from "graphql";
import { describe, expect, test } from "vitest";
import { schema } from "../../graphql/schema.js";
import { API_TOKEN_MUTATIONS, API_TOKEN_QUERIES, valuesAt } from "./api-token-reach.js";

/** Whether a dotted path leads through the field's arguments (lists stepped through). */
function pathExists(type: GraphQLObjectType, field: string, path: string): boolean {
  const [argument, ...rest] = path.split(".");
  let current: GraphQLInputType | undefined = type
    .getFields()
    [field]?.args.find((arg) => arg.name === argument)?.type;
  for (const key of rest) {
    let named = getNullableType(current);
    while (named && isListType(named)) named = getNullableType(named.ofType);
    current = named && isInputObjectType(named) ? named.getFields()[key]?.type : undefined;
  }
  return current !== undefined;
}

describe("what a token may call", () => {
  test.each([
    ["Query", API_TOKEN_QUERIES],
    ["Mutation", API_TOKEN_MUTATIONS],
  ] as const)("every %s entry names a field and argument paths that exist", (root, reach) => {
    const type = root === "Query" ? schema.getQueryType() : schema.getMutationType();
    if (!type) throw new Error(`no ${root} type`);
    const broken = Object.entries(reach).flatMap(([field, kinds]) =>
      Object.values(kinds)
        .flat()
        .filter((path) => !pathExists(type, field, path))
        .map((path) => `${field}: ${path}`)
        .concat(type.getFields()[field] ? [] : [field]),
    );
    expect(broken).toEqual([]);
  });

  test("valuesAt reads nested values and steps through lists", () => {
    const args = { input: { ids: ["a", "b"], patch: { folderId: "c" }, none: null } };
    expect(valuesAt(args, "input.ids")).toEqual(["a", "b"]);
    expect(valuesAt(args, "input.patch.folderId")).toEqual(["c"]);
    expect(valuesAt(args, "input.none.id")).toEqual([]);
    expect(valuesAt(args, "input.missing")).toEqual([]);
  });

  test("nothing of token, account, workspace administration or staff is in reach", () => {
    const names = [...Object.keys(API_TOKEN_QUERIES), ...Object.keys(API_TOKEN_MUTATIONS)];
    const forbidden = names.filter((name) =>
      /token|password|user|admin|organization(?!Workbenches)|invite|member|plan|sso|domain|deletion|logout|login/i.test(
        name,
      ),
    );
    // A comment may mention members of the file's workspace who see the file: the names a file's
    // page shows anyway, never the workspace's administration.
    expect(forbidden.sort()).toEqual(["currentUser", "mentionableMembers", "organization"]);
  });
});
