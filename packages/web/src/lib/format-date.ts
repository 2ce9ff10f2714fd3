const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });
const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });

const STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "November 22, 2026": the long dates of spec §9. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

const shortDate = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** "Nov 22, 2026": a date in a narrow table column. */
export function formatShortDate(iso: string): string {
  return shortDate.format(new Date(iso));
}

/** "3 hours ago", "yesterday", "just now": the relative "ago" text of spec §9. */
export function formatAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return "just now";
}

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** "Nov 22, 2026, 3:04 PM", in the reader's time zone: when a log entry happened. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
