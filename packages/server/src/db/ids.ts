import { type RawBuilder, sql } from "kysely";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot name a row, and Postgres would reject the cast. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/**
 * Ids as one uuid[] parameter, written out: the same on pg and PGlite. Only for ids that are
 * uuids (isUuid): an array literal's commas and braces are not escaped.
 */
export function uuidArray(ids: readonly string[]): RawBuilder<string[]> {
  return sql<string[]>`${`{${ids.join(",")}}`}::uuid[]`;
}
