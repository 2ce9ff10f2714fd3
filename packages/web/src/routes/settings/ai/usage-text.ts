/** This month's AI requests against the plan's quota, as Settings › AI and Plans & Billing say it. */
export function usageText(usage: {
  requestsThisMonth: number;
  monthlyQuota: number | null;
}): string {
  const used = usage.requestsThisMonth.toLocaleString("en-US");
  return usage.monthlyQuota === null
    ? `${used} AI requests this month. Your plan has no monthly limit.`
    : `${used} of ${usage.monthlyQuota.toLocaleString("en-US")} AI requests this month. The count starts again on the 1st.`;
}
