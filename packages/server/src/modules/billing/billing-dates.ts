/** A date as billing texts print it (mails, sandbox pages and invoices): "May 3, 2026", in UTC. */
export const longDate = (date: Date): string =>
  date.toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
