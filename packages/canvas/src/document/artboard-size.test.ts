import { describe, expect, it } from "vitest";
import { artboardSizeFor, parseArtboardSize } from "./artboard-size.js";

describe("artboardSizeFor", () => {
  it("is the image's size when it fits", () => {
    expect(artboardSizeFor({ width: 1024, height: 768 })).toEqual({ width: 1024, height: 768 });
    expect(artboardSizeFor({ width: 8192, height: 1 })).toEqual({ width: 8192, height: 1 });
  });

  it("scales a larger image down to the largest artboard, its proportions kept", () => {
    expect(artboardSizeFor({ width: 10_000, height: 5_000 })).toEqual({
      width: 8192,
      height: 4096,
    });
    expect(artboardSizeFor({ width: 3, height: 10_000 })).toEqual({ width: 2, height: 8192 });
    const thin = artboardSizeFor({ width: 10_000, height: 1 });
    expect(thin).toEqual({ width: 8192, height: 1 });
    expect(parseArtboardSize(thin)).toEqual(thin);
  });
});
