import { readFile } from "node:fs/promises";
import { expect, test } from "vitest";
import { printedSchema, SCHEMA_FILE } from "./print-schema.js";

test("the committed schema.graphql matches the code (run npm run schema after a change)", async () => {
  expect(await readFile(SCHEMA_FILE, "utf8")).toBe(printedSchema());
});
