import { describe, expect, it } from "vitest";
import { usageText } from "./usage-text";

describe("usageText", () => {
  it("says the month's requests against the plan's quota", () => {
    expect(usageText({ requestsThisMonth: 1234, monthlyQuota: 2000 })).toBe(
      "1,234 of 2,000 AI requests this month. The count starts again on the 1st.",
    );
  });

  it("says when the plan has no limit", () => {
    expect(usageText({ requestsThisMonth: 7, monthlyQuota: null })).toBe(
      "7 AI requests this month. Your plan has no monthly limit.",
    );
  });
});
