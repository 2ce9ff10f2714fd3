import { readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, type GraphQLObjectType } from "graphql";
import { describe, expect, test } from "vitest";

/**
 * docs/api.md is the reference client developers read: every root field of schema.graphql has a
 * section headed exactly "### `name`", and no such heading names a field that is not there.
 */
const ROOT = path.resolve(import.meta.dirname, "../../../..");
const schema = buildSchema(readFileSync(path.join(ROOT, "packages/server/schema.graphql"), "utf8"));
const docs = readFileSync(path.join(ROOT, "docs/api.md"), "utf8");

const rootTypes = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
const operations = rootTypes
  .filter((type): type is GraphQLObjectType => Boolean(type))
  .flatMap((type) => Object.keys(type.getFields()));
const headings = [...docs.matchAll(/^### `([^`]+)`\s*$/gm)].map((match) => match[1] ?? "");

describe("docs/api.md", () => {
  test("has a section for every query, mutation and subscription", () => {
    expect(operations.filter((name) => !headings.includes(name))).toEqual([]);
  });

  test("has no section for an operation that does not exist", () => {
    expect(headings.filter((name) => !operations.includes(name))).toEqual([]);
  });

  test("names each operation once", () => {
    expect(headings.filter((name, index) => headings.indexOf(name) !== index)).toEqual([]);
  });

  test("gives each operation a GraphQL example", () => {
    const sections = docs.split(/^### /m).slice(1);
    const withoutExample = sections
      .filter((section) => section.startsWith("`"))
      .filter((section) => !section.includes("```graphql"))
      .map((section) => section.slice(0, section.indexOf("\n")));
    expect(withoutExample).toEqual([]);
  });
});
