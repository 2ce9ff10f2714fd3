import { expect, test } from "vitest";
import { formatMonthly } from "./format-money";

test("amounts are dollars per month, grouped by thousands, wherever a price shows", () => {
  expect(formatMonthly(49)).toBe("$49 / month");
  expect(formatMonthly(1470)).toBe("$1,470 / month");
  expect(formatMonthly(1750)).toBe("$1,750 / month");
  expect(formatMonthly(49.5)).toBe("$49.50 / month");
});
