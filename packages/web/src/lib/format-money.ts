const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const centsDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$1,500", "$49.50": cents only when there are some. */
export function formatDollars(amount: number): string {
  return (Number.isInteger(amount) ? wholeDollars : centsDollars).format(amount);
}

/** "$49 / month", "$49.50 / month": amounts are dollars per month. */
export function formatMonthly(amount: number): string {
  return `${formatDollars(amount)} / month`;
}
