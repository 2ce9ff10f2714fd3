import { expect, test } from "vitest";
import { retryIn } from "./retry-in.js";

test.each([
  [0.2, "in 1 second"],
  [45, "in 45 seconds"],
  [60, "in 1 minute"],
  [14 * 60 + 1, "in 15 minutes"],
  [59 * 60 + 30, "in 1 hour"],
  [90 * 60, "in 90 minutes"],
  [2 * 60 * 60, "in 2 hours"],
  [23 * 60 * 60 + 1, "in 24 hours"],
])("%d seconds read %j", (seconds, text) => {
  expect(retryIn(seconds)).toBe(text);
});
