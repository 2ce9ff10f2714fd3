import { expect, test } from "vitest";
import { hasFeature, parseFeatureFlags } from "./feature-flags.js";
import { planRefusal } from "./plan-gate.js";

test("a staff flag turns a switch on or off whatever the plan; none follows the plan", () => {
  expect(hasFeature("FREE", {}, "activityLogs")).toBe(false);
  expect(hasFeature("FREE", { activityLogs: true }, "activityLogs")).toBe(true);
  expect(hasFeature("ORGANIZATION", { teamCreation: false }, "teamCreation")).toBe(false);
  expect(hasFeature("ORGANIZATION", null, "teamCreation")).toBe(true);
});

test("the plan gate follows the flags", () => {
  const free = { plan: "FREE", manualSubscription: false } as const;
  expect(planRefusal(free, "accessLogs")).toBe("PLAN_LIMITATION_ERROR");
  expect(planRefusal({ ...free, featureFlags: { accessLogs: true } }, "accessLogs")).toBeNull();
});

test("only known switches with boolean values are read", () => {
  expect(parseFeatureFlags({ activityLogs: true, teamCreation: "yes", nope: true })).toEqual({
    activityLogs: true,
  });
  expect(parseFeatureFlags(null)).toEqual({});
  expect(parseFeatureFlags([true])).toEqual({});
});
