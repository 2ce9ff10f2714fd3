import { MAX_PAGE_SIZE } from "@contour/core";
import { fail } from "./errors.js";

export interface OffsetPage {
  offset: number;
  count: number;
}

/** A page asked for by offset and count: neither negative, the count capped at MAX_PAGE_SIZE. */
export function parseOffsetPage(
  args: { offset?: number | null; count?: number | null },
  defaultCount: number,
): OffsetPage {
  const offset = args.offset ?? 0;
  const count = args.count ?? defaultCount;
  if (offset < 0) fail("BAD_USER_INPUT", "offset cannot be negative.");
  if (count < 0) fail("BAD_USER_INPUT", "count cannot be negative.");
  return { offset, count: Math.min(count, MAX_PAGE_SIZE) };
}
