import { BLEND_MODES } from "@contour/canvas";
import { describe, expect, it } from "vitest";
import { BLEND_OPTIONS, layerBlendSummary } from "./layer-texts";

describe("the blend mode menu", () => {
  it("lists every mode once: Normal, then Photoshop's groups", () => {
    const values = BLEND_OPTIONS.flatMap((entry) =>
      "items" in entry ? entry.items.map((item) => item.value) : [entry.value],
    );
    expect([...values].sort()).toEqual([...BLEND_MODES].sort());
    expect(
      BLEND_OPTIONS.map((entry) =>
        "items" in entry
          ? `${entry.group}: ${entry.items.map((item) => item.label).join(", ")}`
          : entry.label,
      ),
    ).toEqual([
      "Normal",
      "Darken: Darken, Multiply, Color Burn",
      "Lighten: Lighten, Screen, Color Dodge, Add",
      "Contrast: Overlay, Soft Light, Hard Light",
      "Inversion: Difference",
      "Component: Hue, Saturation, Color, Luminosity",
    ]);
  });
});

describe("layerBlendSummary", () => {
  it("says the mode and the opacity when either is not the default", () => {
    expect(layerBlendSummary({ blendMode: "multiply", opacity: 0.47 })).toBe("Multiply · 47%");
    expect(layerBlendSummary({ blendMode: "color-dodge", opacity: 1 })).toBe("Color Dodge");
    expect(layerBlendSummary({ blendMode: "normal", opacity: 0.5 })).toBe("50%");
    expect(layerBlendSummary({ blendMode: "normal", opacity: 1 })).toBeNull();
  });
});
