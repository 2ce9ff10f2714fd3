import { decodePresence, Editor, initializeDocument, type PointerInput } from "@contour/canvas";
import { describe, expect, test } from "vitest";
import { Awareness } from "y-protocols/awareness";
import * as Y from "yjs";
import { pointerAt } from "../../../test/pointer-input";
import { createPresencePublisher, type FrameClock } from "./presence-publisher";

const user = { id: "ada", name: "Ada Designer", color: "#1d70ce" };

/** Animation frames that run when the test says, on a clock the test moves. */
function manualClock() {
  let time = 0;
  let next = 1;
  const frames = new Map<number, () => void>();
  const clock: FrameClock = {
    requestFrame(callback) {
      frames.set(next, callback);
      return next++;
    },
    cancelFrame: (handle) => frames.delete(handle),
    now: () => time,
  };
  const frame = (milliseconds = 16) => {
    time += milliseconds;
    const due = [...frames.values()];
    frames.clear();
    for (const callback of due) callback();
  };
  return { clock, frame, pending: () => frames.size };
}

function setUp() {
  const doc = new Y.Doc();
  initializeDocument(doc, "server");
  const editor = new Editor({ doc, userId: user.id, screen: { width: 800, height: 600 } });
  editor.setViewport({ scale: 1, x: 0, y: 0, rotation: 0, flipped: false });
  const awareness = new Awareness(doc);
  const sent: unknown[] = [];
  awareness.on("update", () => sent.push(awareness.getLocalState()));
  const { clock, frame, pending } = manualClock();
  const publisher = createPresencePublisher(awareness, editor, user, clock);
  const published = () => decodePresence(awareness.getLocalState());
  return { doc, editor, awareness, sent, frame, pending, publisher, published };
}

let time = 0;
function pen(x: number, y: number): PointerInput {
  time += 4;
  return pointerAt(x, y, { pressure: 0.6, pointerType: "pen", time });
}

describe("publishing our presence", () => {
  test("publishes who we are at once, then at most once per frame however much changes", () => {
    const { editor, sent, frame, publisher, published } = setUp();
    expect(published()?.user).toEqual(user);
    expect(sent).toHaveLength(1);
    editor.pointerDown(pen(10, 10));
    for (let sample = 1; sample <= 20; sample += 1) editor.pointerMove(pen(10 + sample * 5, 10));
    publisher.notePointer({ x: 110, y: 10 });
    expect(sent).toHaveLength(1);
    frame();
    expect(sent).toHaveLength(2);
    expect(published()?.stroke?.stroke.points.byteLength).toBe(21 * 12);
    expect(published()?.pointer).toEqual({ x: 110, y: 10 });
  });

  test("sends nothing when nothing others see has changed", () => {
    const { editor, sent, frame } = setUp();
    editor.setBrush({ size: 30 });
    frame();
    expect(sent).toHaveLength(1);
  });

  test("clears the stroke in the same task as the commit, after the committed stroke", async () => {
    const { doc, editor, awareness, frame } = setUp();
    editor.pointerDown(pen(10, 10));
    editor.pointerMove(pen(60, 40));
    frame();
    const order: string[] = [];
    doc.on("update", () => order.push("stroke committed"));
    awareness.on("update", () => {
      const state = decodePresence(awareness.getLocalState());
      order.push(state?.stroke ? "still drawing" : "wet stroke cleared");
    });
    editor.pointerUp(pen(60, 40));
    await Promise.resolve();
    expect(order).toEqual(["stroke committed", "wet stroke cleared"]);
  });

  test("a pointer off the canvas is published as none", () => {
    const { frame, publisher, published } = setUp();
    publisher.notePointer({ x: 100, y: 200 });
    frame();
    expect(published()?.pointer).toEqual({ x: 100, y: 200 });
    publisher.notePointer(null);
    frame();
    expect(published()?.pointer).toBeNull();
  });

  test("a long stroke is sent less often, so as not to flood the others", () => {
    const { editor, sent, frame } = setUp();
    editor.pointerDown(pen(0, 0));
    for (let sample = 1; sample <= 3000; sample += 1) editor.pointerMove(pen(sample % 800, 10));
    frame();
    const afterFirst = sent.length;
    // 3,001 samples are about 48 KB as base64: the next update waits for most of 200 ms.
    for (let step = 0; step < 10; step += 1) {
      editor.pointerMove(pen(step, 20));
      frame();
    }
    expect(sent.length).toBe(afterFirst);
    for (let step = 0; step < 10; step += 1) {
      editor.pointerMove(pen(step, 30));
      frame();
    }
    expect(sent.length).toBeGreaterThan(afterFirst);
  });

  test("leaving clears our state", () => {
    const { awareness, publisher, pending } = setUp();
    publisher.notePointer({ x: 1, y: 1 });
    publisher.dispose();
    expect(awareness.getLocalState()).toBeNull();
    expect(pending()).toBe(0);
  });
});
