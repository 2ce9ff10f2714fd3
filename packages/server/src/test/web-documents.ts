import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import {
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  visit,
} from "graphql";

const WEB_SOURCES = path.resolve(import.meta.dirname, "../../../web/src");
/** `graphql(` followed by a template literal: gql.tada's documents, in their own files or inline. */
const TADA_DOCUMENT = /\bgraphql\(\s*`([^`]*)`/g;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The fragments an operation spreads, and those they spread, each once. */
function fragmentsOf(
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): FragmentDefinitionNode[] {
  const used = new Map<string, FragmentDefinitionNode>();
  const collect = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (!fragment) throw new Error(`fragment ${name} is not defined in the web app`);
        if (used.has(name)) return;
        used.set(name, fragment);
        collect(fragment);
      },
    });
  collect(operation);
  return [...used.values()];
}

/** As urql's graphcache sends a document: `__typename` in every selection below the root. */
function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(selectionSet, _key, parent) {
      const isRoot =
        !Array.isArray(parent) && (parent as { kind?: Kind })?.kind === Kind.OPERATION_DEFINITION;
      const hasTypename = selectionSet.selections.some(
        (selection) => selection.kind === Kind.FIELD && selection.name.value === "__typename",
      );
      if (isRoot || hasTypename) return undefined;
      const typename = {
        kind: Kind.FIELD,
        name: { kind: Kind.NAME, value: "__typename" },
      } as const;
      return { ...selectionSet, selections: [...selectionSet.selections, typename] };
    },
  });
}

/**
 * Every operation the web app sends, as it sends it: each gql.tada document of packages/web/src
 * with the fragments it uses, the client-only @_unmask removed (gql.tada drops it) and the
 * `__typename`s graphcache adds. Read as text, since the server does not import the web app.
 */
export async function webOperations(): Promise<{ name: string; source: string }[]> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const file of await sourceFiles(WEB_SOURCES)) {
    for (const [, text = ""] of (await readFile(file, "utf8")).matchAll(TADA_DOCUMENT)) {
      for (const definition of parse(text.replaceAll("@_unmask", "")).definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION)
          fragments.set(definition.name.value, definition);
        if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
      }
    }
  }
  return operations.map((operation) => ({
    name: operation.name?.value ?? "(anonymous)",
    source: print(
      withTypenames({
        kind: Kind.DOCUMENT,
        definitions: [operation, ...fragmentsOf(operation, fragments)],
      }),
    ),
  }));
}
