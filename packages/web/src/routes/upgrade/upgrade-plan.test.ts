import { expect, test } from "vitest";
import { planFromSearch } from "./upgrade-plan";

test("the plan parameter names a plan to buy, in any case", () => {
  expect(planFromSearch(new URLSearchParams("plan=PRO"))).toBe("PRO");
  expect(planFromSearch(new URLSearchParams("plan=organization"))).toBe("ORGANIZATION");
});

test("missing, free, enterprise or unknown plans are no plan", () => {
  expect(planFromSearch(new URLSearchParams(""))).toBeNull();
  expect(planFromSearch(new URLSearchParams("plan=FREE"))).toBeNull();
  expect(planFromSearch(new URLSearchParams("plan=ENTERPRISE"))).toBeNull();
  expect(planFromSearch(new URLSearchParams("plan=GOLD"))).toBeNull();
});
