import { describe, expect, test } from "vitest";
import { isAllowedImageSize } from "./image-size.js";

describe("isAllowedImageSize", () => {
  test("takes up to 16,384 pixels a side and as many pixels as 8192 x 8192", () => {
    expect(isAllowedImageSize({ width: 8192, height: 8192 })).toBe(true);
    expect(isAllowedImageSize({ width: 16_384, height: 4096 })).toBe(true);
    expect(isAllowedImageSize({ width: 16_385, height: 1 })).toBe(false);
    expect(isAllowedImageSize({ width: 16_384, height: 4097 })).toBe(false);
    expect(isAllowedImageSize({ width: 30_000, height: 30_000 })).toBe(false);
  });
});
