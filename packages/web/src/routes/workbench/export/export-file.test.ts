import { expect, test } from "vitest";
import { exportFileName, exportUrl } from "./export-file";

test("the file is named for the workbench, with the scale or the layer", () => {
  expect(exportFileName("Concept A", { format: "png", scale: 1 })).toBe("Concept A.png");
  expect(exportFileName("Concept A", { format: "jpg", scale: 4 })).toBe("Concept A @4x.jpg");
  expect(exportFileName("Concept A", { format: "psd", scale: 1 })).toBe("Concept A.psd");
  const ink = { id: "l", name: "Ink" };
  expect(exportFileName("Front/rear: v2", { format: "png", scale: 1, layer: ink })).toBe(
    "Front-rear- v2 - Ink.png",
  );
});

test("the URL asks for the scale and the layer", () => {
  expect(exportUrl("w1", { format: "png", scale: 2 })).toBe(
    "/api/v1/workbenches/w1/export.png?scale=2",
  );
  expect(exportUrl("w1", { format: "ora", scale: 1 })).toBe(
    "/api/v1/workbenches/w1/export.ora?scale=1",
  );
  expect(exportUrl("w1", { format: "png", scale: 1, layer: { id: "l1", name: "Ink" } })).toBe(
    "/api/v1/workbenches/w1/export.png?scale=1&layerId=l1",
  );
});

test("of several artboards, the one shown: in the URL and in the file's name", () => {
  const rear = { id: "a2", name: "Rear" };
  expect(exportUrl("w1", { format: "psd", scale: 1, artboard: rear })).toBe(
    "/api/v1/workbenches/w1/export.psd?scale=1&artboardId=a2",
  );
  expect(exportFileName("Coupe", { format: "png", scale: 2, artboard: rear })).toBe(
    "Coupe - Rear @2x.png",
  );
  expect(exportFileName("Coupe", { format: "png", scale: 1, artboard: null })).toBe("Coupe.png");
});
