const RELATIVE = new Intl.RelativeTimeFormat("en", { numeric: "always" });

/**
 * "in 45 seconds", "in 15 minutes", "in 1 hour", "in 90 minutes", "in 23 hours": when a refused
 * request may try again, rounded up, so that trying at that time works.
 */
export function retryIn(seconds: number): string {
  if (seconds < 60) return RELATIVE.format(Math.max(1, Math.ceil(seconds)), "second");
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60 || (minutes < 120 && minutes % 60 !== 0)) {
    return RELATIVE.format(minutes, "minute");
  }
  return RELATIVE.format(Math.ceil(minutes / 60), "hour");
}
