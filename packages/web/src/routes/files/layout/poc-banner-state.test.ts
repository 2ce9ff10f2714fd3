import { expect, test } from "vitest";
import { pocBannerState } from "./poc-banner-state";

const now = Date.parse("2026-11-22T12:00:00Z");

test("no banner outside a proof of concept", () => {
  expect(pocBannerState({ poc: false, pocEndDate: null }, now)).toEqual({ kind: "none" });
});

test("thanks for testing without an end date", () => {
  expect(pocBannerState({ poc: true, pocEndDate: null }, now)).toEqual({ kind: "testing" });
});

test("an end date ahead, then behind", () => {
  expect(pocBannerState({ poc: true, pocEndDate: "2026-12-01T00:00:00Z" }, now).kind).toBe("ends");
  expect(pocBannerState({ poc: true, pocEndDate: "2026-11-01T00:00:00Z" }, now).kind).toBe(
    "expired",
  );
});
