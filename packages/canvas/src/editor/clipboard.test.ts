import { describe, expect, test } from "vitest";
import { decodePoints } from "../document/points.js";
import type { Element } from "../document/schema.js";
import { updateLayer } from "../document/workbench-document.js";
import { boundsOfElement } from "../geometry/element-geometry.js";
import { EditorDriver } from "../test/editor-driver.js";
import { buildImage, buildStroke, cutBy } from "../test/elements.js";
import {
  MAX_CLIPBOARD_ELEMENTS,
  placePasted,
  readClipboardElements,
  withFreshIds,
  writeClipboardElements,
} from "./clipboard.js";
import { IDENTITY_VIEWPORT } from "./viewport.js";

const erasedStroke = () =>
  cutBy(
    buildStroke([
      { x: 10, y: 10, pressure: 0.5 },
      { x: 200, y: 10, pressure: 0.5 },
    ]),
    buildStroke(
      [
        { x: 100, y: 0, pressure: 1 },
        { x: 100, y: 20, pressure: 1 },
      ],
      { tool: "eraser", size: 10 },
    ),
  );

const SCREEN = { width: 800, height: 600 };

describe("copied elements on the clipboard", () => {
  test("a stroke with its erasures and an image come back as they were", () => {
    const elements: Element[] = [erasedStroke(), buildImage()];
    const text = writeClipboardElements({ workbenchId: "w1", elements });
    expect(readClipboardElements(text)).toEqual({ workbenchId: "w1", elements });
  });

  test("text that is not ours, malformed, from a newer Contour or too many is refused", () => {
    const one = writeClipboardElements({ workbenchId: "w1", elements: [buildStroke()] });
    const value = JSON.parse(one);
    const changed = (patch: object) => JSON.stringify({ ...value, ...patch });
    expect(readClipboardElements("a line of text")).toBeNull();
    expect(readClipboardElements(changed({ version: 999 }))).toBeNull();
    expect(readClipboardElements(changed({ elements: [{ kind: "stroke", id: "x" }] }))).toBeNull();
    expect(readClipboardElements(changed({ elements: [] }))).toBeNull();
    const many = Array.from({ length: MAX_CLIPBOARD_ELEMENTS + 1 }, () => value.elements[0]);
    expect(readClipboardElements(changed({ elements: many }))).toBeNull();
  });

  test("a pasted copy has new ids, its erasures' too", () => {
    const original = erasedStroke();
    const copy = withFreshIds(original);
    expect(copy.id).not.toBe(original.id);
    if (copy.kind === "group" || original.kind === "group") throw new Error("a stroke");
    expect(copy.erasures?.[0]?.id).not.toBe(original.erasures?.[0]?.id);
    expect(copy.erasures?.[0]).toEqual({ ...original.erasures?.[0], id: copy.erasures?.[0]?.id });
  });

  test("pasted where it was when that is in view, else in the middle of the view", () => {
    const near = buildStroke();
    expect(placePasted([near], IDENTITY_VIEWPORT, SCREEN)).toEqual([near]);
    const far = buildStroke([
      { x: 5000, y: 5000, pressure: 1 },
      { x: 5100, y: 5000, pressure: 1 },
    ]);
    const [placed] = placePasted([far], IDENTITY_VIEWPORT, SCREEN);
    const bounds = placed && boundsOfElement(placed);
    expect(bounds && Math.round(bounds.x + bounds.width / 2)).toBe(400);
    expect(bounds && Math.round(bounds.y + bounds.height / 2)).toBe(300);
  });
});

describe("pasting into the editor", () => {
  test("adds the copies to the active layer, selected with the select tool, as one undo step", () => {
    const driver = new EditorDriver();
    driver.drawStroke([
      { x: 20, y: 20 },
      { x: 120, y: 40 },
    ]);
    const [original] = driver.strokes();
    if (!original) throw new Error("no stroke");
    expect(driver.editor.pasteElements([original])).toBe(true);
    const strokes = driver.strokes();
    expect(strokes).toHaveLength(2);
    const copy = strokes.find((stroke) => stroke.id !== original.id);
    expect(decodePoints(copy?.points ?? new Uint8Array())).toEqual(decodePoints(original.points));
    expect(driver.editor.state).toMatchObject({ tool: "select", selection: [copy?.id] });
    driver.press("Mod+Z");
    expect(driver.strokes()).toEqual([original]);
  });

  test("a locked layer refuses the paste, and says why", () => {
    const driver = new EditorDriver();
    const layerId = driver.editor.state.activeLayerId ?? "";
    updateLayer(driver.doc, "test", layerId, { locked: true });
    expect(driver.editor.pasteElements([buildStroke()])).toBe(false);
    expect(driver.editor.state.refusal).toBe("locked");
    expect(driver.strokes()).toEqual([]);
  });
});
