import { expect, test } from "vitest";
import { formatAgo, formatLongDate } from "./format-date";

const now = Date.parse("2026-11-22T12:00:00Z");

test("relative ago text", () => {
  expect(formatAgo("2026-11-22T11:59:40Z", now)).toBe("just now");
  expect(formatAgo("2026-11-22T09:00:00Z", now)).toBe("3 hours ago");
  expect(formatAgo("2026-11-21T12:00:00Z", now)).toBe("yesterday");
});

test("long dates", () => {
  expect(formatLongDate("2026-11-22T12:00:00Z")).toBe("November 22, 2026");
});
