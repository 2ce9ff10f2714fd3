import { describe, expect, test } from "vitest";
import { addElements, replaceElements } from "../document/workbench-document.js";
import { buildDocument, buildImage } from "../test/elements.js";
import { othersSelectionBounds } from "./others-selection.js";

describe("another's selection", () => {
  test("is outlined around the union of the selected elements as this replica has them", () => {
    const { doc, layer } = buildDocument();
    const first = buildImage({ x: 10, y: 20, width: 100, height: 50 });
    const second = buildImage({ x: 200, y: 100, width: 40, height: 40 });
    const other = buildImage({ x: 500, y: 500 });
    addElements(doc, "test", layer.id, [first, second, other]);
    const selection = { layerId: layer.id, elementIds: [first.id, second.id] };
    expect(othersSelectionBounds(doc, selection)).toEqual({
      x: 10,
      y: 20,
      width: 230,
      height: 120,
    });
    replaceElements(doc, "test", layer.id, [{ ...second, x: 300 }]);
    expect(othersSelectionBounds(doc, selection)?.width).toBe(330);
  });

  test("shows nothing for elements or layers this replica does not have", () => {
    const { doc, layer } = buildDocument();
    expect(othersSelectionBounds(doc, { layerId: layer.id, elementIds: ["gone"] })).toBeNull();
    expect(othersSelectionBounds(doc, { layerId: "gone", elementIds: ["gone"] })).toBeNull();
  });
});
