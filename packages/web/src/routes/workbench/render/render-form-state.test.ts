import { describe, expect, it } from "vitest";
import { formFromSettings, type RenderFormState, seedToSend } from "./render-form-state";

const FORM: RenderFormState = {
  prompt: "",
  styleId: "studio-product",
  influence: 75,
  outputs: 1,
  aspect: "16:9",
  seed: "",
};

describe("seedToSend", () => {
  it("sends the seed typed in", () => {
    expect(seedToSend({ ...FORM, seed: "1234" })).toBe(1234);
    expect(seedToSend({ ...FORM, seed: "0" })).toBe(0);
  });

  it("draws a new one when none is typed or it is out of range", () => {
    for (const seed of ["", "  ", "-1", "1.5", "99999999999"]) {
      const sent = seedToSend({ ...FORM, seed });
      expect(Number.isInteger(sent) && sent >= 0 && sent <= 2_147_483_647).toBe(true);
    }
  });
});

describe("formFromSettings", () => {
  it("puts a request's settings back in the form, its seed included", () => {
    expect(
      formFromSettings(
        "A coupé",
        { styleId: "clay", influence: 40, outputs: 3, aspect: "1:1", seed: 7, width: 1024 },
        FORM,
      ),
    ).toEqual({
      prompt: "A coupé",
      styleId: "clay",
      influence: 40,
      outputs: 3,
      aspect: "1:1",
      seed: "7",
    });
  });

  it("keeps the form's values for what the settings lack", () => {
    expect(formFromSettings("", null, FORM)).toEqual(FORM);
    expect(formFromSettings("x", { influence: "high" }, FORM)).toEqual({ ...FORM, prompt: "x" });
  });
});
