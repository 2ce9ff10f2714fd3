import { expect, test } from "vitest";
import { nextLayerName } from "./layer-texts";

test("a new layer takes the next free number", () => {
  expect(nextLayerName(["Layer 1"])).toBe("Layer 2");
  expect(nextLayerName(["Layer 1", "Sketch", "Layer 3"])).toBe("Layer 4");
  expect(nextLayerName([])).toBe("Layer 1");
});
