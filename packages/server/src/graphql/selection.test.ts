import {
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  Kind,
  parse,
} from "graphql";
import { describe, expect, test } from "vitest";
import { selectsField } from "./selection.js";

/** The resolve info of the query's first root field, as far as selectsField reads it. */
function infoOf(query: string): GraphQLResolveInfo {
  const document = parse(query);
  const [operation, ...rest] = document.definitions;
  if (operation?.kind !== Kind.OPERATION_DEFINITION) throw new Error("no operation");
  const root = operation.selectionSet.selections[0] as FieldNode;
  const fragments = Object.fromEntries(
    rest
      .filter(
        (definition): definition is FragmentDefinitionNode =>
          definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );
  return { fieldNodes: [root], fragments } as unknown as GraphQLResolveInfo;
}

describe("selectsField", () => {
  test("sees a field asked directly, and not one asked deeper down", () => {
    const info = infoOf("{ folder(id: 1) { id breadcrumbs { nodes { id } } } }");
    expect(selectsField(info, "breadcrumbs")).toBe(true);
    expect(selectsField(info, "nodes")).toBe(false);
    expect(selectsField(info, "childFolders")).toBe(false);
  });

  test("sees a field asked through a fragment or an inline fragment", () => {
    const info = infoOf(`{ folder(id: 1) { ...Page ... on Folder { childFolders { totalCount } } } }
      fragment Page on Folder { breadcrumbs { nodes { id } } }`);
    expect(selectsField(info, "breadcrumbs")).toBe(true);
    expect(selectsField(info, "childFolders")).toBe(true);
    expect(selectsField(info, "workbenches")).toBe(false);
  });
});
