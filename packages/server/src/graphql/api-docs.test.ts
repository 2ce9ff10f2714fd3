import { readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, execute, type GraphQLObjectType, parse, validate } from "graphql";
import { describe, expect, test } from "vitest";

/**
 * docs/api.md is the reference client developers read: every root field of schema.graphql has a
 * section headed exactly "### `name`", and no such heading names a field that is not there. Its
 * examples are operations of the schema; a ```json block after one holds its variables, or its
 * answer when it has "data".
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

  test("every GraphQL example is a valid operation of schema.graphql", () => {
    const invalid = examples().flatMap(({ line, query }) => {
      try {
        return validate(schema, parse(query)).map((error) => `line ${line}: ${error.message}`);
      } catch (error) {
        return [`line ${line}: ${(error as Error).message}`];
      }
    });
    expect(invalid).toEqual([]);
  });

  test("an example's variables and answer fit its operation: the fields it selects, their types", () => {
    // The answer as root value: the schema's default resolvers read it back through the query,
    // which checks the variables, that no selected field is missing or null where it may not be,
    // each scalar and enum value, and (comparing) that nothing else is in it.
    const misfits = examples()
      .flatMap(({ line, query, variables, answers }) =>
        answers.map((answer) => ({ line, query, variables, answer })),
      )
      .flatMap(({ line, query, variables, answer }) => {
        const result = execute({
          schema,
          document: parse(query),
          rootValue: answer.data,
          variableValues: variables ?? {},
        }) as { data?: unknown; errors?: readonly { message: string }[] };
        const problems = (result.errors ?? []).map((error) => error.message);
        if (problems.length === 0 && JSON.stringify(result.data) !== JSON.stringify(answer.data)) {
          problems.push(`the answer holds something else: ${JSON.stringify(result.data)}`);
        }
        return problems.map((problem) => `line ${line}: ${problem}`);
      });
    expect(misfits).toEqual([]);
  });
});

interface Example {
  line: number;
  query: string;
  variables?: Record<string, unknown>;
  /** Its answers: several when they differ by the variables the text describes. */
  answers: { data: unknown }[];
}

/** Each ```graphql block of docs/api.md, with the ```json blocks that follow it. */
function examples(): Example[] {
  const blocks = [...docs.matchAll(/^```(graphql|json)\n([\s\S]*?)^```$/gm)];
  const found: (Example & { section: number })[] = [];
  for (const block of blocks) {
    const [, language, text = ""] = block;
    const before = docs.slice(0, block.index);
    const line = before.split("\n").length;
    // The heading the block is under: a ```json block belongs to the example of its section.
    const section = before.lastIndexOf("\n#");
    if (language === "graphql") {
      found.push({ line, query: text, section, answers: [] });
      continue;
    }
    const example = found.at(-1);
    if (example?.section !== section) continue;
    const value = JSON.parse(text) as Record<string, unknown>;
    if ("data" in value) example.answers.push(value as { data: unknown });
    else example.variables = value;
  }
  return found;
}
