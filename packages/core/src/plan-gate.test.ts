import { expect, test } from "vitest";
import { firstPlanWith, planRefusal } from "./plan-gate.js";

test("the logs are refused on FREE and PRO, allowed on ORGANIZATION and ENTERPRISE", () => {
  const refusal = (plan: "FREE" | "PRO" | "ORGANIZATION" | "ENTERPRISE") =>
    planRefusal({ plan, manualSubscription: false }, "accessLogs");
  expect(refusal("FREE")).toBe("PLAN_LIMITATION_ERROR");
  expect(refusal("PRO")).toBe("PLAN_LIMITATION_ERROR");
  expect(refusal("ORGANIZATION")).toBeNull();
  expect(refusal("ENTERPRISE")).toBeNull();
});

test("a manual subscription without the feature is refused with the manual code", () => {
  expect(planRefusal({ plan: "PRO", manualSubscription: true }, "activityLogs")).toBe(
    "MANUAL_LIMITATION_ERROR",
  );
  expect(planRefusal({ plan: "ENTERPRISE", manualSubscription: true }, "activityLogs")).toBeNull();
});

test("the plan a paywall offers is the first that includes the feature", () => {
  expect(firstPlanWith("accessLogs")).toBe("ORGANIZATION");
  expect(firstPlanWith("highDefinitionExport")).toBe("PRO");
});
