const dayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
});
const timeFormat = new Intl.DateTimeFormat("en-US", { timeStyle: "short" });

/** The reader's calendar day of a moment, as a key: "2026-12-03". */
function dayKey(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** "Today", "Yesterday", or "Thursday, December 3, 2026", in the reader's time zone. */
export function dayTitle(date: Date, now: Date): string {
  if (dayKey(date) === dayKey(now)) return "Today";
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(date) === dayKey(yesterday)) return "Yesterday";
  return dayFormat.format(date);
}

/** "3:04 PM": when in its day a version was made. */
export function versionTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/** Versions, newest first, in runs of one calendar day each, titled. */
export function groupByDay<T extends { createdAt: string }>(
  versions: readonly T[],
  now: Date,
): { title: string; versions: T[] }[] {
  const days: { key: string; title: string; versions: T[] }[] = [];
  for (const version of versions) {
    const date = new Date(version.createdAt);
    const key = dayKey(date);
    const last = days.at(-1);
    if (last?.key === key) last.versions.push(version);
    else days.push({ key, title: dayTitle(date, now), versions: [version] });
  }
  return days.map(({ title, versions: inDay }) => ({ title, versions: inDay }));
}

/** "Alice and Bob", "Alice, Bob and 2 others": who changed what a version holds. */
export function authorsText(names: readonly string[]): string {
  if (names.length === 0) return "No changes by anyone";
  if (names.length === 1) return names[0] ?? "";
  if (names.length <= 3) return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return `${names.slice(0, 2).join(", ")} and ${names.length - 2} others`;
}
