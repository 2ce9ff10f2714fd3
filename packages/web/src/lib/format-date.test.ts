import { expect, test } from "vitest";
import { formatAgo, formatDateTime, formatLongDate, formatShortDate } from "./format-date";

const now = Date.parse("2026-11-22T12:00:00Z");

test("relative ago text", () => {
  expect(formatAgo("2026-11-22T11:59:40Z", now)).toBe("just now");
  expect(formatAgo("2026-11-22T09:00:00Z", now)).toBe("3 hours ago");
  expect(formatAgo("2026-11-21T12:00:00Z", now)).toBe("yesterday");
});

test("long dates", () => {
  expect(formatLongDate("2026-11-22T12:00:00Z")).toBe("November 22, 2026");
});

test("short dates, for narrow columns", () => {
  expect(formatShortDate("2026-11-22T12:00:00Z")).toBe("Nov 22, 2026");
});

test("date and time of a log entry, to the minute", () => {
  expect(formatDateTime("2026-11-22T12:00:00Z")).toMatch(
    /^Nov 2[123], 2026, \d{1,2}:\d{2}\s[AP]M$/,
  );
});
