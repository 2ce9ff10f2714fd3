import { Editor, initializeDocument, type MaskStroke, type PointerInput } from "@contour/canvas";
import { describe, expect, test } from "vitest";
import * as Y from "yjs";
import { pointerAt as at } from "../../../test/pointer-input";
import { isMaskPainted, MASK_SIZE, PaintedMask } from "./painted-mask";

/** A mask over a view at 200 %, the artboard's corner at (100, 50) on the screen. */
function setUp() {
  const doc = new Y.Doc();
  initializeDocument(doc, "server");
  const editor = new Editor({ doc, userId: "ada", screen: { width: 800, height: 600 } });
  const view = () => editor.setViewport({ scale: 2, x: 100, y: 50, rotation: 0, flipped: false });
  view();
  const mask = new PaintedMask(editor);
  mask.setPainting(true);
  const grown: number[] = [];
  mask.onGrow((_, from) => grown.push(from));
  return { editor, mask, grown, view };
}

/** A drag through screen points with the mask as the painter. */
function drag(mask: PaintedMask, points: [number, number][], fields: Partial<PointerInput> = {}) {
  const [first, ...rest] = points;
  if (!first) return false;
  const taken = mask.pointerDown(at(...first, fields));
  for (const point of rest) mask.pointerMove(at(...point, fields));
  mask.pointerUp(at(...(points.at(-1) ?? first), { ...fields, buttons: 0 }));
  return taken;
}

const key = (key: string, fields: { shiftKey?: boolean; ctrlKey?: boolean } = {}) => ({
  key,
  code: /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : "",
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...fields,
});

describe("painting the mask", () => {
  test("keeps a stroke in artboard units, with the brush's size, grown a piece at a time", () => {
    const { editor, mask, grown } = setUp();
    mask.setSize(30);
    expect(
      drag(mask, [
        [300, 250],
        [310, 250],
        [330, 270],
      ]),
    ).toBe(true);
    expect(mask.state.strokes).toEqual<MaskStroke[]>([
      {
        erase: false,
        size: 30,
        points: [
          { x: 100, y: 100 },
          { x: 105, y: 100 },
          { x: 115, y: 110 },
        ],
      },
    ]);
    expect(mask.state.artboardId).toBe(editor.artboard()?.id);
    // The dab on the press, then each new piece from the point before it.
    expect(grown).toEqual([0, 0, 1]);
    expect(mask.liveStroke).toBeNull();
  });

  test("stays where it was painted on the drawing when the view pans and zooms", () => {
    const { editor, mask } = setUp();
    drag(mask, [[300, 250]]);
    editor.setViewport({ scale: 0.5, x: -20, y: 10, rotation: 0, flipped: false });
    drag(mask, [[30, 60]]);
    expect(mask.state.strokes.map(({ points }) => points[0])).toEqual([
      { x: 100, y: 100 },
      { x: 100, y: 100 },
    ]);
  });

  test("skips samples less than a screen pixel from the last one", () => {
    const { mask, grown } = setUp();
    drag(mask, [
      [300, 250],
      [300.4, 250.3],
      [300.8, 250.6],
    ]);
    expect(mask.state.strokes[0]?.points).toEqual([
      { x: 100, y: 100 },
      { x: 100.4, y: 100.3 },
    ]);
    expect(grown).toEqual([0, 0]);
  });

  test("erases with the eraser chosen or the pen's eraser end", () => {
    const { mask } = setUp();
    drag(mask, [[300, 250]], { pointerType: "pen", buttons: 32 });
    mask.setErasing(true);
    drag(mask, [[300, 250]]);
    expect(mask.state.strokes.map(({ erase }) => erase)).toEqual([true, true]);
  });

  test("leaves panning to the editor: space held and the middle button are not taken", () => {
    const { editor, mask } = setUp();
    expect(mask.pointerDown(at(300, 250, { buttons: 4 }))).toBe(false);
    editor.setState({ spaceHeld: true });
    expect(mask.pointerDown(at(300, 250))).toBe(false);
    expect(mask.liveStroke).toBeNull();
    expect(mask.state.strokes).toEqual([]);
  });

  test("drops a stroke the browser cancels, keeps one under way when the mode is left", () => {
    const { mask } = setUp();
    mask.pointerDown(at(300, 250));
    mask.cancel();
    expect(mask.state.strokes).toEqual([]);
    mask.pointerDown(at(300, 250));
    mask.pointerMove(at(320, 250));
    mask.setPainting(false);
    expect(mask.state.painting).toBe(false);
    expect(mask.state.strokes).toHaveLength(1);
    // The release comes after: nothing more happens.
    mask.pointerUp(at(340, 250));
    expect(mask.state.strokes[0]?.points).toHaveLength(2);
  });

  test("starts again on another artboard, and says on which one something is painted", () => {
    const { editor, mask, view } = setUp();
    const first = editor.artboard()?.id ?? null;
    drag(mask, [[300, 250]]);
    expect(isMaskPainted(mask.state, first)).toBe(true);
    editor.addArtboard();
    view();
    const second = editor.artboard()?.id ?? null;
    expect(isMaskPainted(mask.state, second)).toBe(false);
    mask.setErasing(true);
    drag(mask, [[300, 250]]);
    expect(mask.state.artboardId).toBe(second);
    expect(mask.state.strokes).toHaveLength(1);
    // An eraser alone paints nothing.
    expect(isMaskPainted(mask.state, second)).toBe(false);
    expect(isMaskPainted(mask.state, first)).toBe(false);
  });

  test("keeps its brush between the smallest and the largest size", () => {
    const { mask } = setUp();
    mask.setSize(1);
    expect(mask.state.size).toBe(MASK_SIZE.min);
    mask.setSize(10_000);
    expect(mask.state.size).toBe(MASK_SIZE.max);
  });
});

describe("the mask's keys while painting", () => {
  test("size the brush, switch paint and eraser, undo and redo, and Escape leaves the mode", () => {
    const { mask } = setUp();
    mask.setSize(100);
    expect(mask.keyDown(key("]"))).toBe(true);
    expect(mask.state.size).toBe(110);
    mask.keyDown(key("["));
    mask.keyDown(key("["));
    expect(mask.state.size).toBe(89);
    mask.keyDown(key("e"));
    expect(mask.state.erasing).toBe(true);
    mask.keyDown(key("b"));
    expect(mask.state.erasing).toBe(false);

    drag(mask, [[300, 250]]);
    drag(mask, [[400, 250]]);
    mask.keyDown(key("z", { ctrlKey: true }));
    expect(mask.state.strokes).toHaveLength(1);
    mask.keyDown(key("z", { ctrlKey: true, shiftKey: true }));
    expect(mask.state.strokes).toHaveLength(2);
    mask.keyDown(key("z", { ctrlKey: true }));
    drag(mask, [[500, 250]]);
    // A new stroke forgets what was undone.
    mask.keyDown(key("y", { ctrlKey: true }));
    expect(mask.state.strokes.map(({ points }) => points[0]?.x)).toEqual([100, 200]);

    expect(mask.keyDown(key("v"))).toBe(false);
    expect(mask.keyDown(key("Escape"))).toBe(true);
    expect(mask.state.painting).toBe(false);
    expect(mask.state.strokes).toHaveLength(2);
  });

  test("Clear mask takes every stroke away", () => {
    const { mask } = setUp();
    drag(mask, [[300, 250]]);
    mask.clear();
    expect(mask.state.strokes).toEqual([]);
    mask.redo();
    expect(mask.state.strokes).toEqual([]);
  });
});
