import { describe, expect, it } from "vitest";
import { MAX_ITEM_NAME_LENGTH } from "../constants.js";
import { layerNameOf, outputFileName } from "./generation-labels.js";

describe("layerNameOf", () => {
  it("names a placed image after the request that made it", () => {
    expect(layerNameOf("RENDER", 0)).toBe("Render 1");
    expect(layerNameOf("MODIFY", 1)).toBe("Modify 2");
    expect(layerNameOf("UPSCALE", 0)).toBe("Upscale 1");
  });
});

describe("outputFileName", () => {
  it("names the file after its source file and the image", () => {
    expect(outputFileName("Coupe", "RENDER", 1)).toBe("Coupe – Render 2");
    expect(outputFileName("Sill study", "REMOVE_BACKGROUND", 0)).toBe(
      "Sill study – Background removed 1",
    );
  });

  it("cuts a long source name, never the image's, to stay within the name limit", () => {
    const name = outputFileName("x".repeat(MAX_ITEM_NAME_LENGTH), "LINE_ART", 3);
    expect(name).toHaveLength(MAX_ITEM_NAME_LENGTH);
    expect(name.endsWith("x – Line art 4")).toBe(true);
  });
});
