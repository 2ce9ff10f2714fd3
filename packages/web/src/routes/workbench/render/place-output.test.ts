import { describe, expect, it } from "vitest";
import { fitInto } from "./place-output";

describe("fitInto", () => {
  it("fits an image inside its source's box, centred, its proportions kept", () => {
    const box = { x: 100, y: 50, width: 400, height: 200 };
    expect(fitInto({ width: 1344, height: 768 }, box)).toEqual({
      x: 125,
      y: 50,
      width: 350,
      height: 200,
    });
    expect(fitInto({ width: 800, height: 400 }, box)).toEqual(box);
    const tall = fitInto({ width: 100, height: 400 }, box);
    expect(tall).toEqual({ x: 275, y: 50, width: 50, height: 200 });
  });
});
