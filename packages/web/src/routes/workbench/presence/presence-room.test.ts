import { encodePresence, type PresenceState } from "@contour/canvas";
import { describe, expect, test } from "vitest";
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from "y-protocols/awareness";
import * as Y from "yjs";
import { createPresenceRoom } from "./presence-room";

const ada = { id: "ada", name: "Ada Designer", color: "#1d70ce" };
const bo = { id: "bo", name: "Bo Sketch", color: "#db1f1f" };

const idle = (user: typeof ada, pointer: PresenceState["pointer"] = null): PresenceState => ({
  user,
  artboardId: "board",
  pointer,
  view: { x: 0, y: 0, width: 800, height: 600, rotation: 0, flipped: false },
  stroke: null,
  selection: null,
});

/** Our awareness and another client's, joined as the server joins them. */
function joined() {
  const ours = new Awareness(new Y.Doc());
  const theirs = new Awareness(new Y.Doc());
  theirs.on("update", ({ added, updated, removed }: Record<string, number[]>) => {
    const changed = [...(added ?? []), ...(updated ?? []), ...(removed ?? [])];
    applyAwarenessUpdate(ours, encodeAwarenessUpdate(theirs, changed), "server");
  });
  return { ours, theirs };
}

describe("the presence room", () => {
  test("decodes the others' states, never our own, and follows their changes", () => {
    const { ours, theirs } = joined();
    ours.setLocalState(encodePresence(idle(ada)));
    const room = createPresenceRoom(ours);
    expect(room.collaborators()).toEqual([]);
    let notified = 0;
    room.subscribe(() => {
      notified += 1;
    });
    theirs.setLocalState(encodePresence(idle(bo, { x: 10, y: 20 })));
    expect(room.collaborators().map(({ state }) => state)).toEqual([idle(bo, { x: 10, y: 20 })]);
    expect(notified).toBe(1);
    theirs.setLocalState(encodePresence(idle(bo, { x: 30, y: 20 })));
    expect(room.collaborators()[0]?.state.pointer).toEqual({ x: 30, y: 20 });
    theirs.setLocalState(null);
    expect(room.collaborators()).toEqual([]);
  });

  test("keeps the same objects while nothing changes, so no one redraws for nothing", () => {
    const { ours, theirs } = joined();
    theirs.setLocalState(encodePresence(idle(bo)));
    const room = createPresenceRoom(ours);
    const before = room.collaborators();
    ours.setLocalState(encodePresence(idle(ada, { x: 1, y: 1 })));
    expect(room.collaborators()).toBe(before);
  });

  test("ignores a malformed state instead of failing", () => {
    const { ours, theirs } = joined();
    const room = createPresenceRoom(ours);
    theirs.setLocalState({ user: { id: 42 }, pointer: "here" });
    expect(room.collaborators()).toEqual([]);
    theirs.setLocalState({ ...encodePresence(idle(bo)), view: { width: "wide" } });
    expect(room.collaborators()[0]?.state.view).toBeNull();
  });
});
