import { describe, expect, test } from "vitest";
import { createFingerTaps, type FingerTap, TAP_MS, TAP_SLOP } from "./finger-taps";

function recorder() {
  const taps: FingerTap[] = [];
  return { taps, fingers: createFingerTaps((tap) => taps.push(tap)) };
}

const at = (x: number) => ({ x, y: 100 });

describe("finger taps on the canvas", () => {
  test("two fingers down and up together undo; three redo", () => {
    const { taps, fingers } = recorder();
    fingers.down(1, at(100), 0);
    fingers.down(2, at(200), 20);
    fingers.up(1, 90);
    fingers.up(2, 100);
    fingers.down(3, at(100), 1000);
    fingers.down(4, at(150), 1010);
    fingers.down(5, at(200), 1020);
    fingers.up(3, 1100);
    fingers.up(5, 1110);
    fingers.up(4, 1120);
    expect(taps).toEqual(["undo", "redo"]);
  });

  test("the tap is told only when the last finger lifts", () => {
    const { taps, fingers } = recorder();
    fingers.down(1, at(100), 0);
    fingers.down(2, at(200), 10);
    fingers.up(2, 50);
    expect(taps).toEqual([]);
    fingers.up(1, 60);
    expect(taps).toEqual(["undo"]);
  });

  test("fingers that pinch or pan, or stay down, do not tap", () => {
    const { taps, fingers } = recorder();
    fingers.down(1, at(100), 0);
    fingers.down(2, at(200), 10);
    fingers.move(2, at(200 + TAP_SLOP + 1));
    fingers.up(1, 50);
    fingers.up(2, 60);

    fingers.down(3, at(100), 1000);
    fingers.down(4, at(200), 1010);
    fingers.move(4, at(200 + TAP_SLOP));
    fingers.up(3, 1000 + TAP_MS + 1);
    fingers.up(4, 1000 + TAP_MS + 2);
    expect(taps).toEqual([]);
  });

  test("one finger or four tell nothing; a cancelled touch neither", () => {
    const { taps, fingers } = recorder();
    fingers.down(1, at(100), 0);
    fingers.up(1, 40);
    for (const id of [2, 3, 4, 5]) fingers.down(id, at(id * 50), 100);
    for (const id of [2, 3, 4, 5]) fingers.up(id, 150);
    fingers.down(6, at(100), 500);
    fingers.down(7, at(200), 510);
    fingers.cancel(6);
    fingers.up(7, 550);
    expect(taps).toEqual([]);
  });
});
