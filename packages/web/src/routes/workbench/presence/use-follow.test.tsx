import {
  Editor,
  initializeDocument,
  type PresenceState,
  type PresenceUser,
  panBy,
  screenToArtboard,
  UPRIGHT,
} from "@contour/canvas";
import { act, renderHook } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import * as Y from "yjs";
import { buildCollaborator, createTestRoom } from "./test-room";
import { useFollow } from "./use-follow";

const bo: PresenceUser = { id: "bo", name: "Bo Sketch", color: "#db1f1f" };

const looking = (view: PresenceState["view"], changedAt = 1) =>
  buildCollaborator(7, bo, { view, since: 0, changedAt });

function setUp() {
  const doc = new Y.Doc();
  initializeDocument(doc, "server");
  const editor = new Editor({ doc, userId: "ada", screen: { width: 800, height: 600 } });
  const { room, set } = createTestRoom();
  set([looking({ x: 100, y: 100, width: 400, height: 300, ...UPRIGHT })]);
  const hook = renderHook(() => useFollow(editor, room));
  act(() => hook.result.current.follow("bo"));
  return { editor, set, hook };
}

describe("following someone's view", () => {
  test("fits their view at once and whenever it changes", () => {
    const { editor, set, hook } = setUp();
    expect(hook.result.current.following).toEqual(bo);
    expect(editor.state.viewport).toEqual({
      scale: 2,
      x: -200,
      y: -200,
      rotation: 0,
      flipped: false,
    });
    set([looking({ x: 0, y: 0, width: 1600, height: 1200, ...UPRIGHT }, 2)]);
    expect(editor.state.viewport).toEqual({ scale: 0.5, x: 0, y: 0, rotation: 0, flipped: false });
  });

  test("their turn and mirror come with their view", () => {
    const { editor, set } = setUp();
    set([looking({ x: 0, y: 0, width: 1600, height: 1200, rotation: -30, flipped: true }, 2)]);
    expect(editor.state.viewport).toMatchObject({ scale: 0.5, rotation: -30, flipped: true });
    // Their view's centre is ours.
    const { x, y } = screenToArtboard(editor.state.viewport, { x: 400, y: 300 });
    expect(x).toBeCloseTo(800);
    expect(y).toBeCloseTo(600);
  });

  test("stops when we pan or zoom ourselves", () => {
    const { editor, set, hook } = setUp();
    act(() => editor.setViewport(panBy(editor.state.viewport, 10, 0)));
    expect(hook.result.current.following).toBeNull();
    const ours = editor.state.viewport;
    set([looking({ x: 0, y: 0, width: 1600, height: 1200, ...UPRIGHT }, 2)]);
    expect(editor.state.viewport).toBe(ours);
  });

  test("stops on Escape", () => {
    const { hook } = setUp();
    act(() => {
      window.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    });
    expect(hook.result.current.following).toBeNull();
  });

  test("stops when they leave", () => {
    const { set, hook } = setUp();
    set([]);
    expect(hook.result.current.following).toBeNull();
  });

  test("keeps following through changes of theirs that do not move the view", () => {
    const { editor, set, hook } = setUp();
    const followed = editor.state.viewport;
    set([looking({ x: 100, y: 100, width: 400, height: 300, ...UPRIGHT }, 3)]);
    act(() => editor.setBrush({ size: 20 }));
    expect(editor.state.viewport).toBe(followed);
    expect(hook.result.current.following).toEqual(bo);
  });
});
