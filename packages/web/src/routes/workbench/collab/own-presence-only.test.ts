import { describe, expect, it, vi } from "vitest";
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from "y-protocols/awareness";
import * as Y from "yjs";
import { sendOwnPresenceOnly } from "./own-presence-only";

describe("sendOwnPresenceOnly", () => {
  it("sends this client's presence changes, never the ones it received", () => {
    const doc = new Y.Doc();
    const awareness = new Awareness(doc);
    const send = vi.fn();
    const provider = { awareness, document: doc, boundAwarenessUpdateHandler: send };
    awareness.on("update", send);
    sendOwnPresenceOnly(provider);

    const other = new Awareness(new Y.Doc());
    other.setLocalState({ user: { id: "grace" } });
    applyAwarenessUpdate(awareness, encodeAwarenessUpdate(other, [other.clientID]), "server");
    expect(send).not.toHaveBeenCalled();

    awareness.setLocalStateField("pointer", { x: 1, y: 2 });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({ added: [], updated: [doc.clientID], removed: [] });
    other.destroy();
    awareness.destroy();
  });
});
