import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/**
 * Which of Mantine's per-component stylesheets our modules need, read from the sources: the
 * Mantine exports each module imports, followed through Mantine's own modules to every
 * component they render (Select renders Combobox, Input, Popover…), each component's
 * `*.module.mjs` naming its stylesheet.
 */

const require = createRequire(import.meta.url);
export const WEB_SRC = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** A stylesheet as our CSS files import it, e.g. "@mantine/core/styles/Button.layer.css". */
export type Sheet = string;

const MANTINE_PACKAGES = ["@mantine/core", "@mantine/notifications", "@mantine/modals"] as const;
type MantinePackage = (typeof MANTINE_PACKAGES)[number];

function isMantinePackage(name: string): name is MantinePackage {
  return (MANTINE_PACKAGES as readonly string[]).includes(name);
}

function packageRoot(name: MantinePackage): string {
  // `require` resolves to cjs/index.cjs; the ES modules sit beside it in esm/.
  return dirname(dirname(require.resolve(name)));
}

function sheetOfStyleModule(file: string): Sheet {
  for (const name of MANTINE_PACKAGES) {
    const esm = join(packageRoot(name), "esm");
    if (!file.startsWith(esm + sep)) continue;
    if (name !== "@mantine/core") return `${name}/styles.layer.css`;
    // esm/components/<Component>/… and esm/utils/<Component>/… → styles/<Component>.layer.css
    const component = relative(esm, file).split(sep)[1];
    return `@mantine/core/styles/${component}.layer.css`;
  }
  throw new Error(`${file} is not in a Mantine package`);
}

const IMPORT_FROM = /(?:import|export)\s*(?:\{([^}]*)\}|[\w*\s]+)?\s*from\s*"([^"]+)"/g;

function namesOf(list: string): string[] {
  return list
    .split(",")
    .map(
      (part) =>
        part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim() ?? "",
    )
    .filter((name) => name !== "" && !name.startsWith("type "));
}

const exportFiles = new Map<MantinePackage, Map<string, string>>();

/** The file of a package's ES build that defines an export, read from its index.mjs. */
function exportFile(name: MantinePackage, exported: string): string | undefined {
  let files = exportFiles.get(name);
  if (!files) {
    files = new Map();
    const index = join(packageRoot(name), "esm", "index.mjs");
    for (const [, list, from] of readFileSync(index, "utf8").matchAll(IMPORT_FROM)) {
      if (!list || !from?.startsWith(".")) continue;
      for (const imported of namesOf(list)) files.set(imported, resolve(dirname(index), from));
    }
    exportFiles.set(name, files);
  }
  return files.get(exported);
}

const importsOfFile = new Map<string, string[]>();

/** The Mantine modules a Mantine module imports, across packages (notifications → core). */
function mantineImports(file: string): string[] {
  let imports = importsOfFile.get(file);
  if (!imports) {
    imports = [];
    for (const [, list, from] of readFileSync(file, "utf8").matchAll(IMPORT_FROM)) {
      if (from?.startsWith(".")) imports.push(resolve(dirname(file), from));
      else if (from && list && isMantinePackage(from))
        imports.push(...namesOf(list).flatMap((name) => exportFile(from, name) ?? []));
    }
    importsOfFile.set(file, imports);
  }
  return imports;
}

/** Every stylesheet a Mantine module's components render with, its own and its children's. */
function mantineFileSheets(start: string): Set<Sheet> {
  const sheets = new Set<Sheet>();
  const seen = new Set<string>();
  const pending = [start];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith(".module.mjs")) sheets.add(sheetOfStyleModule(file));
    pending.push(...mantineImports(file));
  }
  return sheets;
}

/** The stylesheets an import of `exported` from a Mantine package needs. */
export function sheetsOfExport(name: MantinePackage, exported: string): Set<Sheet> {
  const file = exportFile(name, exported);
  if (!file) throw new Error(`${name} has no export ${exported}`);
  return mantineFileSheets(file);
}

/** The stylesheets a component's own sheet depends on: those of what it renders. */
export function dependenciesOf(sheet: Sheet): Set<Sheet> {
  const match = /^@mantine\/core\/styles\/(\w+)\.layer\.css$/.exec(sheet);
  if (!match?.[1]) return new Set();
  const esm = join(packageRoot("@mantine/core"), "esm");
  const dirs = ["components", "utils"].map((kind) => join(esm, kind, match[1] as string));
  const deps = new Set<Sheet>();
  for (const dir of dirs.filter(existsSync)) {
    for (const file of filesUnder(dir).filter((f) => f.endsWith(".mjs"))) {
      for (const dep of mantineFileSheets(file)) if (dep !== sheet) deps.add(dep);
    }
  }
  return deps;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** One of our modules: what it imports from where, and which modules it loads on demand. */
interface SourceModule {
  staticImports: string[];
  dynamicImports: string[];
  mantine: Array<{ from: MantinePackage; name: string }>;
  stylesheets: string[];
}

function resolveSource(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
}

function readModule(file: string): SourceModule {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const module: SourceModule = {
    staticImports: [],
    dynamicImports: [],
    mantine: [],
    stylesheets: [],
  };
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node)
        ? node.importClause?.isTypeOnly
        : node.isTypeOnly;
      const specifier = node.moduleSpecifier.text;
      if (!typeOnly) {
        if (specifier.endsWith(".css")) {
          const path = resolveSource(file, specifier);
          if (path) module.stylesheets.push(path);
        } else if (specifier.startsWith(".")) {
          const path = resolveSource(file, specifier);
          if (path) module.staticImports.push(path);
        } else if (isMantinePackage(specifier) && ts.isImportDeclaration(node)) {
          const bindings = node.importClause?.namedBindings;
          if (bindings && ts.isNamedImports(bindings)) {
            for (const element of bindings.elements) {
              if (!element.isTypeOnly) {
                const name = (element.propertyName ?? element.name).text;
                module.mantine.push({ from: specifier, name });
              }
            }
          } else if (bindings) throw new Error(`${file}: import Mantine by name`);
        }
      }
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const path = resolveSource(file, node.arguments[0].text);
      if (path) module.dynamicImports.push(path);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return module;
}

/** What a chunk's modules (a root and all it imports statically) use and import. */
export interface Chunk {
  modules: string[];
  /** Mantine's stylesheets the chunk's components render with. */
  required: Set<Sheet>;
  /** The stylesheets its CSS files `@import`, in order, per CSS file. */
  imported: Map<string, Sheet[]>;
  /** The modules it loads on demand: other chunks. */
  dynamicImports: Set<string>;
}

/** The chunk that starts at `root` (a path under src/): everything it imports statically. */
export function readChunk(root: string): Chunk {
  const chunk: Chunk = {
    modules: [],
    required: new Set(),
    imported: new Map(),
    dynamicImports: new Set(),
  };
  const pending = [resolve(WEB_SRC, root)];
  const seen = new Set<string>();
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file) || file.includes(".test.")) continue;
    seen.add(file);
    chunk.modules.push(relative(WEB_SRC, file));
    const module = readModule(file);
    pending.push(...module.staticImports);
    for (const path of module.dynamicImports) chunk.dynamicImports.add(relative(WEB_SRC, path));
    for (const { from, name } of module.mantine) {
      for (const sheet of sheetsOfExport(from, name)) chunk.required.add(sheet);
    }
    for (const css of module.stylesheets) {
      const sheets = [...readFileSync(css, "utf8").matchAll(/@import\s+"([^"]+)"/g)].map(
        (m) => m[1] as string,
      );
      if (sheets.length > 0) chunk.imported.set(relative(WEB_SRC, css), sheets);
    }
  }
  return chunk;
}

/** Mantine's own order of its stylesheets: the order of their rules in styles.layer.css. */
export function canonicalOrder(): Sheet[] {
  const all = readFileSync(require.resolve("@mantine/core/styles.layer.css"), "utf8");
  const dir = join(packageRoot("@mantine/core"), "styles");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".layer.css"))
    .map((file) => {
      const body = readFileSync(join(dir, file), "utf8")
        .replace(/^@layer mantine\s*\{/, "")
        .replace(/\}\s*$/, "")
        .trim();
      const at = all.indexOf(body);
      if (at < 0) throw new Error(`${file} is not part of styles.layer.css`);
      return { sheet: `@mantine/core/styles/${file}`, at };
    })
    .sort((a, b) => a.at - b.at)
    .map(({ sheet }) => sheet);
}
