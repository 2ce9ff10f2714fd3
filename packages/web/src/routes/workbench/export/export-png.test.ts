import { expect, test } from "vitest";
import { exportFileName, exportUrl } from "./export-png";

test("the file is named for the workbench, with the scale or the layer", () => {
  expect(exportFileName("Concept A", { scale: 1 })).toBe("Concept A.png");
  expect(exportFileName("Concept A", { scale: 4 })).toBe("Concept A @4x.png");
  expect(exportFileName("Front/rear: v2", { scale: 1, layer: { id: "l", name: "Ink" } })).toBe(
    "Front-rear- v2 - Ink.png",
  );
});

test("the URL asks for the scale and the layer", () => {
  expect(exportUrl("w1", { scale: 2 })).toBe("/api/v1/workbenches/w1/export.png?scale=2");
  expect(exportUrl("w1", { scale: 1, layer: { id: "l1", name: "Ink" } })).toBe(
    "/api/v1/workbenches/w1/export.png?scale=1&layerId=l1",
  );
});
