import { LOG_PAGE_SIZE } from "@contour/core";

/** The offset of a 1-based page, as the logs and changelog queries take it (spec §7, §9). */
export function pageOffset(page: number, pageSize: number = LOG_PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

/** How many pages `total` rows fill; at least one, so that an empty list is page 1 of 1. */
export function pageCount(total: number, pageSize: number = LOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
