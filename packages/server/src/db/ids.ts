const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot name a row, and Postgres would reject the cast. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
