import {
  type Editor,
  type EditorState,
  encodePresence,
  isSamePresence,
  localPresence,
  type Point,
  type PresenceState,
  type PresenceUser,
} from "@contour/canvas";
import type { PresenceAwareness } from "./presence-awareness";

/** Frames and time, injected so that tests can step them. */
export type FrameClock = {
  requestFrame(callback: () => void): number;
  cancelFrame(handle: number): void;
  now(): number;
};

const browserClock: FrameClock = {
  requestFrame: (callback) => requestAnimationFrame(callback),
  cancelFrame: (handle) => cancelAnimationFrame(handle),
  now: () => performance.now(),
};

/**
 * What one client may send per millisecond, about 256 KB/s. Awareness sends the whole state at
 * each change and the server passes it to every other client of the document, so a long stroke
 * (its points grow with every sample) thins out to fewer updates rather than flood the room:
 * a one-second stroke still goes at about 60 updates a second, a ten-second one at about 4.
 */
const BYTES_PER_MS = 256;

export type PresencePublisher = {
  /** Where the pointer is over the canvas (CSS px from its top left), or null off it. */
  notePointer(point: Point | null): void;
  dispose(): void;
};

/**
 * Publishes this client's presence (docs/api.md, "Presence"): at most once per animation frame
 * however often the editor's state changes (a pen adds 240 samples a second), nothing when
 * nothing changed, and the stroke cleared as soon as the pen lifts: in the same task as the
 * commit, right after it, so others get the committed stroke before the wet one goes.
 */
export function createPresencePublisher(
  awareness: PresenceAwareness,
  editor: Editor,
  user: PresenceUser,
  clock: FrameClock = browserClock,
): PresencePublisher {
  let pointer: Point | null = null;
  let frame: number | null = null;
  let sent: PresenceState | null = null;
  let quietUntil = 0;
  let drawing = editor.state.liveStroke !== null;
  let disposed = false;

  const publish = () => {
    if (disposed) return;
    const state = localPresence(editor, user, pointer);
    if (sent && isSamePresence(sent, state)) return;
    sent = state;
    const wire = encodePresence(state);
    // The points are nearly all of a drawing state's size; the rest is a few hundred bytes.
    quietUntil = clock.now() + ((wire.stroke?.points.length ?? 0) + 500) / BYTES_PER_MS;
    awareness.setLocalState(wire);
  };

  const handleFrame = () => {
    frame = null;
    if (clock.now() < quietUntil) schedule();
    else publish();
  };

  function schedule() {
    if (frame === null && !disposed) frame = clock.requestFrame(handleFrame);
  }

  const publishNow = () => {
    if (frame !== null) clock.cancelFrame(frame);
    frame = null;
    publish();
  };

  const handleState = (state: EditorState) => {
    const wasDrawing = drawing;
    drawing = state.liveStroke !== null;
    // The tool clears the live stroke just before it commits the element; a microtask runs
    // after the commit, whose update the provider has sent by then.
    if (wasDrawing && !drawing) queueMicrotask(publishNow);
    else schedule();
  };

  const unsubscribe = editor.subscribe(handleState);
  publish();

  return {
    notePointer(point) {
      pointer = point;
      schedule();
    },
    dispose() {
      disposed = true;
      unsubscribe();
      if (frame !== null) clock.cancelFrame(frame);
      awareness.setLocalState(null);
    },
  };
}
