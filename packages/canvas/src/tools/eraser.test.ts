import { describe, expect, test } from "vitest";
import * as Y from "yjs";
import type { Element } from "../document/schema.js";
import { addElements, replaceElements } from "../document/workbench-document.js";
import { transformElement } from "../geometry/transform-element.js";
import { renderArtboard } from "../render/render-artboard.js";
import { EditorDriver } from "../test/editor-driver.js";
import { buildDocument, buildImage, buildStroke } from "../test/elements.js";
import { createTestSurface, noImages, pixelAt, solidImage } from "../test/surfaces.js";

const WHITE = [255, 255, 255, 255];
const INK = "#1f2937";

/** A driver on a white 200 × 100 artboard, with an opaque 10 px brush and a 20 px eraser. */
function board() {
  const driver = new EditorDriver({
    doc: buildDocument({ width: 200, height: 100, background: "#ffffff" }).doc,
  });
  driver.editor.setBrush({ color: INK, size: 10, opacity: 1 });
  return driver;
}

function render(driver: EditorDriver, images = noImages) {
  const artboard = driver.editor.artboard();
  if (!artboard) throw new Error("no artboard");
  return renderArtboard(driver.doc, artboard.id, {
    scale: 1,
    createSurface: createTestSurface,
    images,
  });
}

/** Whether the pixel is (nearly) the ink colour, not the white background. */
const isInk = (pixel: number[]) => (pixel[0] ?? 255) < 80 && (pixel[1] ?? 255) < 80;

function pen(driver: EditorDriver, from: [number, number], to: [number, number]) {
  const steps = 20;
  const points = Array.from({ length: steps + 1 }, (_, index) => ({
    x: from[0] + ((to[0] - from[0]) * index) / steps,
    y: from[1] + ((to[1] - from[1]) * index) / steps,
    pressure: 1,
  }));
  driver.drawStroke(points, { pointerType: "pen" });
}

function erase(driver: EditorDriver, from: [number, number], to: [number, number], size = 20) {
  driver.press("E");
  driver.editor.setBrush({ size });
  pen(driver, from, to);
  driver.editor.setBrush({ size: 10 });
  driver.press("B");
}

describe("the eraser removes pixels of what it crosses", () => {
  test("a gap erased in a stroke moves with the stroke, and nothing stays at the old place", () => {
    const driver = board();
    pen(driver, [20, 50], [180, 50]);
    erase(driver, [100, 20], [100, 80]);
    let surface = render(driver);
    expect(pixelAt(surface, 100, 50)).toEqual(WHITE);
    expect(isInk(pixelAt(surface, 60, 50))).toBe(true);
    expect(driver.elements()).toHaveLength(1);

    driver.press("V").drag([60, 50], [60, 80]);
    surface = render(driver);
    expect(isInk(pixelAt(surface, 60, 80))).toBe(true);
    expect(isInk(pixelAt(surface, 140, 80))).toBe(true);
    expect(pixelAt(surface, 100, 80)).toEqual(WHITE);
    // The old place is empty, gap and all: no cut is left behind.
    expect(pixelAt(surface, 60, 50)).toEqual(WHITE);
    expect(pixelAt(surface, 100, 50)).toEqual(WHITE);

    driver.press("Mod+A");
    expect(driver.editor.state.selection).toEqual([driver.elements()[0]?.id]);
  });

  test("erased across two strokes, moving one keeps both gaps where they belong", () => {
    const driver = board();
    pen(driver, [20, 30], [180, 30]);
    pen(driver, [20, 70], [180, 70]);
    erase(driver, [100, 5], [100, 95]);
    expect(driver.elements()).toHaveLength(2);

    driver.press("V").click(50, 30).drag([50, 30], [70, 15]);
    const surface = render(driver);
    expect(isInk(pixelAt(surface, 60, 15))).toBe(true);
    expect(pixelAt(surface, 120, 15)).toEqual(WHITE);
    expect(isInk(pixelAt(surface, 150, 15))).toBe(true);
    expect(isInk(pixelAt(surface, 60, 70))).toBe(true);
    expect(pixelAt(surface, 100, 70)).toEqual(WHITE);
    expect(pixelAt(surface, 60, 30)).toEqual(WHITE);
  });

  test("an erased part of an image turns with it", () => {
    const driver = board();
    const images = () => solidImage(10, 10, "#ff0000");
    const image = buildImage({ x: 50, y: 20, width: 100, height: 60 });
    driver.editor.setTool("brush");
    const layerId = driver.editor.state.activeLayerId ?? "";
    addElements(driver.doc, "test", layerId, [image]);
    erase(driver, [70, 5], [70, 95], 10);
    let surface = render(driver, images);
    expect(pixelAt(surface, 70, 50)).toEqual(WHITE);
    expect(pixelAt(surface, 100, 50)).toEqual([255, 0, 0, 255]);

    // A quarter turn clockwise about its centre: its left side becomes its top.
    const [erased] = driver.elements();
    if (!erased) throw new Error("the image went");
    const turned = transformElement(erased, {
      kind: "rotate",
      origin: { x: 100, y: 50 },
      angle: Math.PI / 2,
    });
    replaceElements(driver.doc, driver.editor.origin, layerId, [turned]);
    surface = render(driver, images);
    expect(pixelAt(surface, 100, 20)).toEqual(WHITE);
    expect(pixelAt(surface, 100, 60)).toEqual([255, 0, 0, 255]);
    // Where the cut was before the turn, the image is gone, and no cut shows on its own.
    expect(pixelAt(surface, 60, 50)).toEqual(WHITE);
    expect(pixelAt(surface, 75, 50)).toEqual([255, 0, 0, 255]);
  });

  test("select all after erasing picks only what shows: an erased-away stroke goes", () => {
    const driver = board();
    pen(driver, [20, 30], [60, 30]);
    pen(driver, [100, 70], [180, 70]);
    erase(driver, [10, 30], [70, 30], 40);
    const surface = render(driver);
    expect(pixelAt(surface, 40, 30)).toEqual(WHITE);
    expect(driver.elements()).toHaveLength(1);
    driver.press("Mod+A");
    expect(driver.editor.state.selection).toEqual([driver.elements()[0]?.id]);
    driver.press("V").drag([0, 0], [80, 50]);
    expect(driver.editor.state.selection).toEqual([]);
  });

  test("one erase is one undo step, and redo brings it back", () => {
    const driver = board();
    pen(driver, [20, 50], [180, 50]);
    erase(driver, [100, 20], [100, 80]);
    expect(pixelAt(render(driver), 100, 50)).toEqual(WHITE);
    driver.press("Mod+Z");
    expect(isInk(pixelAt(render(driver), 100, 50))).toBe(true);
    expect(driver.elements()).toHaveLength(1);
    driver.press("Shift+Mod+Z");
    expect(pixelAt(render(driver), 100, 50)).toEqual(WHITE);
  });

  test("an eraser that touches nothing changes nothing and is no undo step", () => {
    const driver = board();
    pen(driver, [20, 20], [60, 20]);
    const before = driver.editor.history.undoStack.length;
    erase(driver, [150, 60], [190, 90]);
    expect(driver.editor.history.undoStack.length).toBe(before);
    expect(driver.elements()).toHaveLength(1);
  });
});

test("the eraser cuts the strokes inside a group (a merged layer), and the cut moves with the group", () => {
  const { doc, layer } = buildDocument({ width: 200, height: 100, background: "#ffffff" });
  const driver = new EditorDriver({ doc });
  const band = buildStroke(
    [
      { x: 20, y: 50, pressure: 1 },
      { x: 180, y: 50, pressure: 1 },
    ],
    { size: 10, color: INK },
  );
  const group = {
    kind: "group",
    id: "merged",
    opacity: 1,
    blendMode: "multiply",
    elements: [band],
  };
  addElements(doc, "test", layer.id, [group as Element]);
  erase(driver, [100, 20], [100, 80]);

  const [erased] = driver.elements();
  expect(
    erased?.kind === "group" &&
      erased.elements[0]?.kind !== "group" &&
      erased.elements[0]?.erasures,
  ).toHaveLength(1);
  expect(pixelAt(render(driver), 100, 50)).toEqual(WHITE);
  if (!erased) throw new Error("the group went");
  replaceElements(doc, "test", layer.id, [
    transformElement(erased, { kind: "move", dx: 0, dy: 30 }),
  ]);
  const moved = render(driver);
  expect(pixelAt(moved, 100, 80)).toEqual(WHITE);
  expect(isInk(pixelAt(moved, 60, 80))).toBe(true);
  expect(pixelAt(moved, 60, 50)).toEqual(WHITE);
});

describe("two people erasing and moving one stroke at once", () => {
  /** Two editors on replicas of one document, in sync; `sync` exchanges what each did since. */
  function pair() {
    const first = board();
    pen(first, [20, 50], [180, 50]);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(first.doc));
    const second = new EditorDriver({ doc, userId: "user-2" });
    second.editor.setBrush({ color: INK, size: 10, opacity: 1 });
    const sync = () => {
      Y.applyUpdate(second.doc, Y.encodeStateAsUpdate(first.doc));
      Y.applyUpdate(first.doc, Y.encodeStateAsUpdate(second.doc));
    };
    return { first, second, sync };
  }

  const pixelsOf = (driver: EditorDriver) => [
    ...render(driver).getContext("2d").getImageData(0, 0, 200, 100).data,
  ];

  test("both cuts show, on every replica", () => {
    const { first, second, sync } = pair();
    erase(first, [70, 20], [70, 80]);
    erase(second, [130, 20], [130, 80]);
    sync();
    for (const driver of [first, second]) {
      const surface = render(driver);
      expect(pixelAt(surface, 70, 50)).toEqual(WHITE);
      expect(pixelAt(surface, 130, 50)).toEqual(WHITE);
      expect(isInk(pixelAt(surface, 100, 50))).toBe(true);
      expect(driver.elements()).toHaveLength(1);
    }
    expect(pixelsOf(first)).toEqual(pixelsOf(second));
    // The next edit stores one element again, with both cuts.
    first.press("V").drag([100, 50], [100, 60]);
    sync();
    expect(first.doc.share.size).toBe(second.doc.share.size);
    expect(second.editor.activeLayer()?.elements.length).toBe(1);
    const [merged] = second.elements();
    expect(merged?.kind !== "group" && merged?.erasures).toHaveLength(2);
  });

  test("a cut made while another moves the stroke lands on the stroke where it was made", () => {
    const { first, second, sync } = pair();
    first.press("V").drag([60, 50], [60, 80]);
    erase(second, [100, 20], [100, 80]);
    sync();
    expect(pixelsOf(first)).toEqual(pixelsOf(second));
    const [stroke] = first.elements();
    // Whichever replacement won, the stroke shows its cut in its middle, and only there.
    const y = stroke?.kind === "stroke" ? Math.round(first.lastStrokePoints()[0]?.y ?? 0) : 0;
    expect([50, 80]).toContain(y);
    const surface = render(first);
    expect(pixelAt(surface, 100, y)).toEqual(WHITE);
    expect(isInk(pixelAt(surface, 60, y))).toBe(true);
    expect(isInk(pixelAt(surface, 140, y))).toBe(true);
    expect(pixelAt(surface, 60, y === 50 ? 80 : 50)).toEqual(WHITE);
    expect(first.elements()).toHaveLength(1);
  });
});
