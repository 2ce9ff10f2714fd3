import { fail } from "../../graphql/errors.js";
import { INVALID_CURSOR } from "../workbenches/cursor.js";
import { SEARCH_TIER_COUNT, type SearchCursor } from "./search-queries.js";

const CURSOR_PATTERN = /^s\|(\d)\|(\d{1,17})\|([0-9a-f-]{36})$/;

/**
 * Opaque to clients: base64url of the tier, the change time in microseconds and the id. The
 * search text is not in it: a cursor read against another text pages that one.
 */
export function encodeSearchCursor(cursor: SearchCursor): string {
  return Buffer.from(`s|${cursor.tier}|${cursor.micros}|${cursor.id}`).toString("base64url");
}

export function decodeSearchCursor(encoded: string): SearchCursor {
  const match = CURSOR_PATTERN.exec(Buffer.from(encoded, "base64url").toString("utf8"));
  const tier = Number(match?.[1]);
  if (!match || tier >= SEARCH_TIER_COUNT) fail("BAD_USER_INPUT", INVALID_CURSOR);
  return { tier, micros: BigInt(match[2] ?? "0"), id: match[3] ?? "" };
}
