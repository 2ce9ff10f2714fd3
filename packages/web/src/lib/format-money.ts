const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const centsDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$49 / month", "$49.50 / month": amounts are dollars per month. */
export function formatMonthly(amount: number): string {
  const format = Number.isInteger(amount) ? wholeDollars : centsDollars;
  return `${format.format(amount)} / month`;
}
