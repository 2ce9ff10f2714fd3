import { describe, expect, test } from "vitest";
import {
  keptOnScreen,
  MIN_REFERENCE_WIDTH,
  newPinnedReference,
  parsePinnedReference,
  readPinnedReference,
  writePinnedReference,
} from "./pinned-reference";

const BLOB = "9b2f6a4e-0c1d-4e5f-8a9b-0c1d2e3f4a5b.png";

describe("a pinned reference", () => {
  test("is remembered per designer and workbench, and forgotten when unpinned", () => {
    const storage = window.localStorage;
    const pinned = { ...newPinnedReference(BLOB), x: 300, y: 120 };
    writePinnedReference(storage, "w1", "u1", pinned);
    expect(readPinnedReference(storage, "w1", "u1")).toEqual(pinned);
    expect(readPinnedReference(storage, "w2", "u1")).toBeNull();
    expect(readPinnedReference(storage, "w1", "u2")).toBeNull();
    writePinnedReference(storage, "w1", "u1", null);
    expect(readPinnedReference(storage, "w1", "u1")).toBeNull();
  });

  test("what storage holds is checked: another shape or a strange id is no reference", () => {
    expect(parsePinnedReference({ blobId: BLOB, x: 1, y: 2, width: 10 })).toEqual({
      blobId: BLOB,
      x: 1,
      y: 2,
      width: MIN_REFERENCE_WIDTH,
    });
    expect(parsePinnedReference({ blobId: "../../etc", x: 1, y: 2, width: 300 })).toBeNull();
    expect(parsePinnedReference({ blobId: BLOB, x: "1", y: 2, width: 300 })).toBeNull();
    expect(parsePinnedReference(null)).toBeNull();
  });

  test("stays on screen when dragged off an edge or when the window is smaller", () => {
    const bounds = { width: 800, height: 600 };
    const reference = newPinnedReference(BLOB);
    expect(keptOnScreen({ ...reference, x: -50, y: 900 }, bounds)).toMatchObject({ x: 0, y: 560 });
    expect(keptOnScreen({ ...reference, x: 700, width: 280 }, bounds)).toMatchObject({ x: 520 });
    expect(keptOnScreen({ ...reference, width: 2000 }, bounds).width).toBe(800);
  });
});
