import { describe, expect, it } from "vitest";
import {
  nearestAspect,
  type RenderSettings,
  renderSettingsProblem,
  renderSize,
  renderSizeOf,
  usesPrompt,
} from "./render-settings.js";

const SETTINGS: RenderSettings = {
  styleId: "clay",
  influence: 60,
  outputs: 2,
  aspect: "16:9",
  seed: 42,
  upscale: null,
};
const known = (id: string) => id === "clay";

describe("render sizes", () => {
  it("are near a megapixel, sides multiples of 64, in the aspect's proportions", () => {
    expect(renderSize("1:1")).toEqual({ width: 1024, height: 1024 });
    expect(renderSize("16:9")).toEqual({ width: 1344, height: 768 });
    expect(renderSize("3:4")).toEqual({ width: 896, height: 1152 });
    const twoThree = renderSize("2:3");
    expect([twoThree.width % 64, twoThree.height % 64]).toEqual([0, 0]);
    // A small crop is rendered at the checkpoint's size, its proportions kept to a latent's pixel.
    const crop = renderSizeOf(250, 150);
    expect([crop.width % 8, crop.height % 8]).toEqual([0, 0]);
    expect(Math.abs(crop.width / crop.height - 250 / 150)).toBeLessThan(0.01);
    expect(crop.width * crop.height).toBeGreaterThan(900_000);
  });

  it("the panel starts at the aspect nearest the artboard's", () => {
    expect(nearestAspect(1920, 1080)).toBe("16:9");
    expect(nearestAspect(1000, 1000)).toBe("1:1");
    expect(nearestAspect(1080, 1920)).toBe("9:16");
    expect(nearestAspect(1200, 900)).toBe("4:3");
  });
});

describe("renderSettingsProblem", () => {
  it("takes settings in range", () => {
    expect(renderSettingsProblem("RENDER", "A coupé", SETTINGS, known)).toBeNull();
    expect(renderSettingsProblem("RENDER", "", SETTINGS, known)).toBeNull();
  });

  it("names the first thing out of range", () => {
    const problem = (
      kind: Parameters<typeof renderSettingsProblem>[0],
      prompt: string,
      changes: Partial<RenderSettings>,
    ) => renderSettingsProblem(kind, prompt, { ...SETTINGS, ...changes }, known);
    expect(problem("RENDER", "x".repeat(1001), {})).toBe("promptTooLong");
    expect(problem("TEXT_TO_IMAGE", "  ", {})).toBe("promptRequired");
    expect(problem("MODIFY", "", {})).toBe("promptRequired");
    expect(problem("RENDER", "", { influence: 101 })).toBe("influenceOutOfRange");
    expect(problem("RENDER", "", { influence: 50.5 })).toBe("influenceOutOfRange");
    expect(problem("RENDER", "", { outputs: 0 })).toBe("outputsOutOfRange");
    expect(problem("RENDER", "", { outputs: 5 })).toBe("outputsOutOfRange");
    expect(problem("RENDER", "", { seed: -1 })).toBe("seedOutOfRange");
    expect(problem("RENDER", "", { seed: 2 ** 31 })).toBe("seedOutOfRange");
    expect(problem("RENDER", "", { styleId: "watercolour" })).toBe("unknownStyle");
    expect(problem("UPSCALE", "", { styleId: "watercolour" })).toBe("upscaleFactor");
    expect(problem("UPSCALE", "", { upscale: 4 })).toBeNull();
  });
});

describe("usesPrompt", () => {
  it("is true for the kinds a prompt steers, false for those that ignore one", () => {
    for (const kind of ["RENDER", "REFINE", "MODIFY", "TEXT_TO_IMAGE"] as const)
      expect(usesPrompt(kind), kind).toBe(true);
    for (const kind of ["REMOVE_BACKGROUND", "UPSCALE", "LINE_ART"] as const)
      expect(usesPrompt(kind), kind).toBe(false);
  });
});
