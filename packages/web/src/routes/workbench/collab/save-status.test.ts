import { formatSavedMessage } from "@contour/core";
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { createSaveTracker, type SaveStatus } from "./save-status.js";

/** The server's side: applies what the client sent, and says what it stored. */
function serverOf() {
  const doc = new Y.Doc();
  return {
    receive: (update: Uint8Array) => Y.applyUpdate(doc, update),
    saved: () => {
      const bytes = Y.encodeSnapshot(Y.snapshot(doc));
      return formatSavedMessage(btoa(String.fromCharCode(...bytes)));
    },
  };
}

/** A client document whose local updates go to the tracker (and, when sent, to the server). */
function clientOf() {
  const doc = new Y.Doc();
  const tracker = createSaveTracker();
  const unsent: Uint8Array[] = [];
  doc.on("update", (update: Uint8Array) => {
    tracker.handleLocalUpdate(update);
    unsent.push(update);
  });
  const seen: SaveStatus[] = [];
  tracker.subscribe((status) => seen.push(status));
  return { doc, tracker, unsent, seen };
}

function connected(tracker: ReturnType<typeof createSaveTracker>) {
  tracker.handleRestored();
  tracker.handleConnection("connected");
  tracker.handleSynced(true);
}

describe("save status", () => {
  it("is Saving… while the page first connects, then Saved once synced", () => {
    const { tracker } = clientOf();
    tracker.handleRestored();
    expect(tracker.status).toBe("saving");
    tracker.handleConnection("connected");
    expect(tracker.status).toBe("saving");
    tracker.handleSynced(true);
    expect(tracker.status).toBe("saved");
  });

  it("is Saving… after a change until a saved message covers it", () => {
    const { doc, tracker, unsent } = clientOf();
    const server = serverOf();
    connected(tracker);
    doc.getArray("strokes").push(["one"]);
    expect(tracker.status).toBe("saving");

    // Stored before the change arrived: not covered.
    tracker.handleStateless(server.saved());
    expect(tracker.status).toBe("saving");

    for (const update of unsent.splice(0)) server.receive(update);
    tracker.handleStateless(server.saved());
    expect(tracker.status).toBe("saved");
  });

  it("does not take a deletion as saved until the stored state has it", () => {
    const { doc, tracker, unsent } = clientOf();
    const server = serverOf();
    connected(tracker);
    doc.getArray("strokes").push(["one", "two"]);
    for (const update of unsent.splice(0)) server.receive(update);
    tracker.handleStateless(server.saved());
    expect(tracker.status).toBe("saved");

    doc.getArray("strokes").delete(0, 1);
    const storedBeforeTheDeletion = server.saved();
    tracker.handleStateless(storedBeforeTheDeletion);
    expect(tracker.status).toBe("saving");
    for (const update of unsent.splice(0)) server.receive(update);
    tracker.handleStateless(server.saved());
    expect(tracker.status).toBe("saved");
  });

  it("is Offline when the connection drops, with or without changes, until synced again", () => {
    const { doc, tracker, unsent, seen } = clientOf();
    const server = serverOf();
    connected(tracker);
    tracker.handleConnection("disconnected");
    expect(tracker.status).toBe("offline");
    doc.getArray("strokes").push(["offline stroke"]);
    tracker.handleConnection("connecting");
    expect(tracker.status).toBe("offline");

    tracker.handleConnection("connected");
    tracker.handleSynced(true);
    expect(tracker.status).toBe("saving");
    for (const update of unsent.splice(0)) server.receive(update);
    tracker.handleStateless(server.saved());
    expect(tracker.status).toBe("saved");
    expect(seen).toEqual(["saved", "offline", "saving", "saved"]);
  });

  it("ignores other stateless messages and malformed ones", () => {
    const { doc, tracker } = clientOf();
    connected(tracker);
    doc.getArray("strokes").push(["one"]);
    tracker.handleStateless("hello");
    tracker.handleStateless(JSON.stringify({ type: "saved", snapshot: "%%%" }));
    tracker.handleStateless(JSON.stringify({ type: "other" }));
    expect(tracker.status).toBe("saving");
  });

  it("is not Saved before the local copy is loaded, even when the server has synced", () => {
    const { tracker } = clientOf();
    tracker.handleConnection("connected");
    tracker.handleSynced(true);
    expect(tracker.status).toBe("saving");
    tracker.handleRestored();
    expect(tracker.status).toBe("saved");
  });

  it("counts changes restored from the local copy as unsaved until a saved message covers them", () => {
    const server = serverOf();
    // Yesterday, offline: a stroke the server never got, kept on this device.
    const yesterday = new Y.Doc();
    yesterday.getArray("strokes").push(["stored"]);
    server.receive(Y.encodeStateAsUpdate(yesterday));
    const storedBeforeGoingOffline = server.saved();
    yesterday.getArray("strokes").push(["drawn offline"]);
    const localCopy = Y.encodeStateAsUpdate(yesterday);

    // Today: the page opens, the server syncs and says what it holds, then the copy loads.
    const { doc, tracker, unsent } = clientOf();
    tracker.handleConnection("connected");
    tracker.handleSynced(true);
    tracker.handleStateless(storedBeforeGoingOffline);
    Y.applyUpdate(doc, localCopy, "local copy");
    tracker.handleRestored();
    expect(tracker.status).toBe("saving");

    tracker.handleStateless(storedBeforeGoingOffline);
    expect(tracker.status).toBe("saving");
    for (const update of unsent.splice(0)) server.receive(update);
    tracker.handleStateless(server.saved());
    expect(tracker.status).toBe("saved");
  });

  it("takes a restored copy the server already stored as saved once the server says so", () => {
    const server = serverOf();
    const earlier = new Y.Doc();
    earlier.getArray("strokes").push(["stored"]);
    earlier.getArray("strokes").delete(0, 1);
    earlier.getArray("strokes").push(["kept"]);
    server.receive(Y.encodeStateAsUpdate(earlier));

    const { doc, tracker } = clientOf();
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(earlier), "local copy");
    tracker.handleRestored();
    tracker.handleConnection("connected");
    tracker.handleSynced(true);
    expect(tracker.status).toBe("saving");
    tracker.handleStateless(server.saved());
    expect(tracker.status).toBe("saved");
  });

  it("takes a restored copy as saved when the server said so before the copy loaded", () => {
    const server = serverOf();
    const earlier = new Y.Doc();
    earlier.getArray("strokes").push(["stored"]);
    server.receive(Y.encodeStateAsUpdate(earlier));

    const { doc, tracker } = clientOf();
    tracker.handleConnection("connected");
    tracker.handleSynced(true);
    tracker.handleStateless(server.saved());
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(earlier), "local copy");
    tracker.handleRestored();
    expect(tracker.status).toBe("saved");

    doc.getArray("strokes").delete(0, 1);
    expect(tracker.status).toBe("saving");
  });

  it("no longer waits for changes once the connection is read-only: the server drops them", () => {
    const { doc, tracker } = clientOf();
    connected(tracker);
    expect(tracker.hasUnsavedChanges).toBe(false);
    doc.getArray("strokes").push(["drawn as the role changed"]);
    expect(tracker.status).toBe("saving");
    tracker.handleReadOnly(true);
    expect(tracker.status).toBe("saved");
    // Still not stored, which is why the screen reopens the document from the server.
    expect(tracker.hasUnsavedChanges).toBe(true);
    tracker.handleReadOnly(false);
    expect(tracker.status).toBe("saving");
  });

  it("is Offline while the browser is, even before the socket notices, until a save after", () => {
    const { doc, tracker, unsent } = clientOf();
    const server = serverOf();
    connected(tracker);
    // An open WebSocket can outlive the network for half a minute before it closes.
    tracker.handleNetwork(false);
    expect(tracker.status).toBe("offline");
    doc.getArray("strokes").push(["drawn offline"]);
    expect(tracker.status).toBe("offline");

    tracker.handleNetwork(true);
    expect(tracker.status).toBe("saving");
    for (const update of unsent.splice(0)) server.receive(update);
    tracker.handleStateless(server.saved());
    expect(tracker.status).toBe("saved");
  });
});
