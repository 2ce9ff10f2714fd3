import { describe, expect, test } from "vitest";
import {
  defaultVanishingPoints,
  withEllipse,
  withoutGuide,
  withPerspective,
  withRuler,
  withVanishingPoint,
} from "./guide-edits.js";
import {
  type EllipseGuide,
  type Guides,
  MAX_ELLIPSE_GUIDES,
  NO_GUIDES,
  parseGuides,
  perspectiveKind,
  type Ruler,
} from "./guides.js";

const wheel: EllipseGuide = {
  id: "w1",
  center: { x: 400, y: 500 },
  radius: 120,
  angle: 0,
  degree: 35,
};
const board = { width: 1920, height: 1080 };
const ruler: Ruler = {
  id: "r1",
  kind: "french",
  center: { x: 900, y: 400 },
  angle: 0.3,
  length: 500,
};

describe("the guides value", () => {
  test("a grid and ellipses read back as written", () => {
    const guides: Guides = {
      perspective: { points: defaultVanishingPoints(2, board) },
      ellipses: [wheel],
      symmetry: { kind: "radial", center: { x: 960, y: 540 }, axes: 8 },
      rulers: [ruler],
    };
    expect(parseGuides(JSON.parse(JSON.stringify(guides)))).toEqual(guides);
    expect(parseGuides(NO_GUIDES)).toEqual(NO_GUIDES);
    expect(parseGuides({ perspective: null, ellipses: [] })).toEqual(NO_GUIDES);
    expect(parseGuides({ perspective: null })).toBeNull();
  });

  test.each([
    ["an unknown key", { ...NO_GUIDES, payload: "x" }],
    [
      "four vanishing points",
      {
        perspective: {
          points: [
            { x: 0, y: 0 },
            { x: 1, y: 0 },
            { x: 2, y: 0 },
            { x: 3, y: 0 },
          ],
        },
        ellipses: [],
      },
    ],
    ["no vanishing point", { perspective: { points: [] }, ellipses: [] }],
    ["a point beyond the limit", { perspective: { points: [{ x: 2e6, y: 0 }] }, ellipses: [] }],
    ["a NaN", { perspective: { points: [{ x: Number.NaN, y: 0 }] }, ellipses: [] }],
    ["a degree of 0", { perspective: null, ellipses: [{ ...wheel, degree: 0 }] }],
    ["a degree over 90", { perspective: null, ellipses: [{ ...wheel, degree: 91 }] }],
    ["a zero radius", { perspective: null, ellipses: [{ ...wheel, radius: 0 }] }],
    ["an ellipse with a payload", { perspective: null, ellipses: [{ ...wheel, extra: 1 }] }],
    [
      "an unknown symmetry",
      { ...NO_GUIDES, symmetry: { kind: "spiral", center: { x: 0, y: 0 }, axes: 2 } },
    ],
    [
      "a radial symmetry of one axis",
      { ...NO_GUIDES, symmetry: { kind: "radial", center: { x: 0, y: 0 }, axes: 1 } },
    ],
    [
      "a radial symmetry of 33 axes",
      { ...NO_GUIDES, symmetry: { kind: "radial", center: { x: 0, y: 0 }, axes: 33 } },
    ],
    [
      "a radial symmetry of 2.5 axes",
      { ...NO_GUIDES, symmetry: { kind: "radial", center: { x: 0, y: 0 }, axes: 2.5 } },
    ],
    ["an unknown ruler", { ...NO_GUIDES, rulers: [{ ...ruler, kind: "protractor" }] }],
    ["a ruler of no length", { ...NO_GUIDES, rulers: [{ ...ruler, length: 0 }] }],
    [
      "nine rulers",
      { ...NO_GUIDES, rulers: Array.from({ length: 9 }, (_, i) => ({ ...ruler, id: `r${i}` })) },
    ],
    ["two ellipses with one id", { perspective: null, ellipses: [wheel, wheel] }],
    [
      "too many ellipses",
      {
        perspective: null,
        ellipses: Array.from({ length: MAX_ELLIPSE_GUIDES + 1 }, (_, i) => ({
          ...wheel,
          id: `e${i}`,
        })),
      },
    ],
  ])("refuses %s", (_, value) => {
    expect(parseGuides(value)).toBeNull();
  });
});

describe("editing the guides", () => {
  test("the grid's kinds: a level horizon, the third point below the board", () => {
    const one = withPerspective(NO_GUIDES, 1, board);
    expect(perspectiveKind(one)).toBe(1);
    const three = withPerspective(NO_GUIDES, 3, board);
    const [left, right, down] = three.perspective?.points ?? [];
    expect(left?.y).toBe(right?.y);
    expect(down?.y).toBeGreaterThan(board.height);
    expect(perspectiveKind(withPerspective(three, null, board))).toBeNull();
  });

  test("switching kinds keeps the points already placed, the new one on their horizon", () => {
    const moved = withVanishingPoint(withPerspective(NO_GUIDES, 1, board), 0, { x: 700, y: 300 });
    const two = withPerspective(moved, 2, board);
    expect(two.perspective?.points).toEqual([
      { x: 700, y: 300 },
      { x: board.width * 1.25, y: 300 },
    ]);
  });

  test("dragging a point of a two-point grid keeps the horizon level; the third moves alone", () => {
    const three = withPerspective(NO_GUIDES, 3, board);
    const raised = withVanishingPoint(three, 1, { x: 2500, y: 200 });
    expect(raised.perspective?.points.slice(0, 2).map((point) => point.y)).toEqual([200, 200]);
    const [, , before] = three.perspective?.points ?? [];
    expect(raised.perspective?.points[2]).toEqual(before);
    const tilted = withVanishingPoint(three, 2, { x: 900, y: 4000 });
    expect(tilted.perspective?.points.slice(0, 2)).toEqual(three.perspective?.points.slice(0, 2));
  });

  test("an ellipse is added, replaced by id, and no more than the bound", () => {
    const added = withEllipse(NO_GUIDES, wheel);
    expect(withEllipse(added, { ...wheel, degree: 60 }).ellipses).toEqual([
      { ...wheel, degree: 60 },
    ]);
    let full: Guides = NO_GUIDES;
    for (let i = 0; i < MAX_ELLIPSE_GUIDES + 3; i += 1)
      full = withEllipse(full, { ...wheel, id: `e${i}` });
    expect(full.ellipses).toHaveLength(MAX_ELLIPSE_GUIDES);
  });
});

describe("rulers", () => {
  test("are added up to the bound, replaced by id, and taken away with any guide's removal", () => {
    let guides = withRuler(NO_GUIDES, ruler);
    guides = withRuler(guides, { ...ruler, length: 800 });
    expect(guides.rulers).toEqual([{ ...ruler, length: 800 }]);
    for (let i = 0; i < 12; i += 1) guides = withRuler(guides, { ...ruler, id: `r-${i}` });
    expect(guides.rulers).toHaveLength(8);
    expect(withoutGuide(guides, "r1").rulers).toHaveLength(7);
  });
});
