import { describe, expect, it } from "vitest";
import { canonicalOrder, dependenciesOf, readChunk, type Sheet } from "../test/mantine-stylesheets";

// Mantine's styles are imported per component (styles/mantine-<area>.css), so a component whose
// stylesheet its chunk forgot renders unstyled, and only where nobody looked. These tests read
// which components each chunk's modules import and what its CSS files import.

const ENTRY = "main.tsx";
const SHELL = "boot.tsx";
/** Every chunk loaded on demand after the shell, and the one CSS file it brings. */
const CHUNKS: Record<string, string> = {
  "routes/auth/auth-area.ts": "styles/mantine-auth.css",
  "routes/dashboard-area.ts": "styles/mantine-dashboard.css",
  "routes/workbench/workbench-area.ts": "styles/mantine-workbench.css",
  "routes/admin/admin-area.ts": "styles/mantine-admin.css",
  "routes/changelog/ChangelogPopup.tsx": "styles/mantine-changelog.css",
};
/** Chunks loaded on demand that render nothing (file readers): they bring no component. */
const CODE_CHUNKS = [
  "routes/workbench/layered-import/read-ora.ts",
  "routes/workbench/layered-import/read-psd.ts",
];
const BASE_SHEETS = ["baseline", "default-css-variables", "global"].map(
  (name) => `@mantine/core/styles/${name}.layer.css`,
);

const entry = readChunk(ENTRY);
const shell = readChunk(SHELL);
const shellSheets = new Set([...shell.imported.values()].flat());
const chunks = Object.entries(CHUNKS).map(([root, css]) => ({ root, css, chunk: readChunk(root) }));

function missing(required: Iterable<Sheet>, available: Set<Sheet>): Sheet[] {
  return [...required].filter((sheet) => !available.has(sheet)).sort();
}

describe("Mantine's styles per chunk", () => {
  it("knows every chunk loaded on demand", () => {
    const loaded = [entry, shell, ...chunks.map(({ chunk }) => chunk)].flatMap((chunk) => [
      ...chunk.dynamicImports,
    ]);
    expect(missing(loaded, new Set([SHELL, ...Object.keys(CHUNKS), ...CODE_CHUNKS]))).toEqual([]);
  });

  it("brings no component with a chunk that renders nothing", () => {
    for (const root of CODE_CHUNKS) expect([...readChunk(root).required], root).toEqual([]);
  });

  it("keeps Mantine out of the entry", () => {
    expect([...entry.required]).toEqual([]);
    expect([...entry.imported.keys()]).toEqual([]);
  });

  it("gives the shell Mantine's base styles and its components' styles", () => {
    expect([...shell.imported.keys()]).toEqual(["styles/mantine-shell.css"]);
    expect(missing([...BASE_SHEETS, ...shell.required], shellSheets)).toEqual([]);
  });

  it.each(chunks)("imports in $css the styles of every component $root uses", ({ css, chunk }) => {
    expect([...chunk.imported.keys()]).toEqual([css]);
    const own = new Set(chunk.imported.get(css));
    expect(missing(chunk.required, new Set([...shellSheets, ...own]))).toEqual([]);
  });

  // A stylesheet imported again after the rules that build on it would override them.
  it("imports no stylesheet of the shell again", () => {
    const again = chunks.flatMap(({ css, chunk }) =>
      (chunk.imported.get(css) ?? [])
        .filter((sheet) => shellSheets.has(sheet))
        .map((s) => `${css}: ${s}`),
    );
    expect(again).toEqual([]);
  });

  it("imports each file's stylesheets in Mantine's order", () => {
    const order = [...canonicalOrder(), "@mantine/notifications/styles.layer.css"];
    for (const sheets of [shell, ...chunks.map(({ chunk }) => chunk)].flatMap((c) => [
      ...c.imported.values(),
    ])) {
      expect(sheets.every((sheet) => order.includes(sheet))).toBe(true);
      expect(sheets).toEqual([...sheets].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    }
  });

  // Areas load in any order: a component that others build on, imported by two areas, would
  // come back after the rules built on it when the second area loads. Such components belong in
  // the shell, which loads first.
  it("puts in the shell what components of two chunks build on", () => {
    const files = chunks.map(({ css, chunk }) => ({ css, sheets: chunk.imported.get(css) ?? [] }));
    const misplaced = files.flatMap(({ css, sheets }) =>
      sheets.flatMap((sheet) =>
        [...dependenciesOf(sheet)]
          .filter((base) => !shellSheets.has(base))
          .filter(
            (base) =>
              !sheets.includes(base) ||
              files.some((other) => other.css !== css && other.sheets.includes(base)),
          )
          .map((base) => `${css}: ${sheet} builds on ${base}`),
      ),
    );
    expect(misplaced).toEqual([]);
  });
});
