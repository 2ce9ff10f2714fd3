import { writeFile } from "node:fs/promises";
import path from "node:path";
import { printSchema } from "graphql";
import { schema } from "./schema.js";

/** Where the committed schema lives; a test compares it with the code's. */
export const SCHEMA_FILE = path.resolve(import.meta.dirname, "../../schema.graphql");

export function printedSchema(): string {
  return `${printSchema(schema)}\n`;
}

if (process.argv[1] === import.meta.filename) {
  await writeFile(SCHEMA_FILE, printedSchema());
  console.log(`wrote ${SCHEMA_FILE}`);
}
