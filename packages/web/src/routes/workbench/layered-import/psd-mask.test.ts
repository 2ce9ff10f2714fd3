import type { Layer } from "ag-psd";
import { describe, expect, it } from "vitest";
import { importedMaskOf } from "./psd-mask";

const file = { width: 400, height: 300 };
const png = async () => new Blob(["png"]);
/** Enough of a canvas for the reader's result: its size. */
const canvasOf = (width: number, height: number) => ({ width, height }) as HTMLCanvasElement;

describe("a PSD layer mask as ours", () => {
  it("a white-default mask is its own rectangle, where it was", () => {
    const layer: Layer = {
      mask: { left: 30, top: 40, defaultColor: 255, canvas: canvasOf(50, 60) },
    };
    const mask = importedMaskOf(layer, file, png);
    expect(mask).toMatchObject({
      disabled: false,
      picture: { left: 30, top: 40, width: 50, height: 60 },
    });
  });

  it("a white mask with no pixels hides nothing; a turned-off one stays off", () => {
    const layer: Layer = { mask: { defaultColor: 255, disabled: true } };
    expect(importedMaskOf(layer, file, png)).toEqual({ disabled: true, picture: null });
  });

  it("a black-default mask (hide all) is a picture of the whole file", () => {
    const layer: Layer = { mask: { left: 30, top: 40, defaultColor: 0, canvas: canvasOf(5, 5) } };
    expect(importedMaskOf(layer, file, png)?.picture).toMatchObject({
      left: 0,
      top: 0,
      width: 400,
      height: 300,
    });
  });

  it("a layer without a mask has none", () => {
    expect(importedMaskOf({}, file, png)).toBeNull();
  });
});
