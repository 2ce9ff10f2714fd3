import * as encoding from "lib0/encoding";
import { describe, expect, it } from "vitest";
import {
  createAwarenessGuard,
  type KnownClient,
  MAX_AWARENESS_STATE_LENGTH,
  PresenceNameMismatch,
} from "./awareness-guard.js";
import { AWARENESS } from "./message-type.js";

type Entry = { clientId: number; state: unknown; clock?: number };

/** An awareness message as the provider frames it: document name, type, the y-protocols update. */
function awarenessMessage(entries: Entry[]): Uint8Array {
  const update = encoding.createEncoder();
  encoding.writeVarUint(update, entries.length);
  for (const { clientId, state, clock = 1 } of entries) {
    encoding.writeVarUint(update, clientId);
    encoding.writeVarUint(update, clock);
    encoding.writeVarString(update, JSON.stringify(state));
  }
  const message = encoding.createEncoder();
  encoding.writeVarString(message, "doc");
  encoding.writeVarUint(message, AWARENESS);
  encoding.writeVarUint8Array(message, encoding.toUint8Array(update));
  return encoding.toUint8Array(message);
}

const ada = { id: "ada", name: "Ada", color: "#e03131" };
const grace = { ...ada, id: "grace", name: "Grace" };
const users: Record<string, typeof ada> = { ada, grace };

/** A guard over a document whose awareness holds `known` (empty: nobody yet). */
function guarded(known: Map<number, KnownClient> = new Map()) {
  const guard = createAwarenessGuard();
  return {
    guard,
    send(socketId: string, userId: string, entries: Entry[]) {
      const user = users[userId] ?? { ...ada, id: userId };
      guard.check({ documentName: "doc", socketId, user }, awarenessMessage(entries), (id) =>
        known.get(id),
      );
    },
  };
}

describe("the awareness guard", () => {
  it("lets a connection publish its own user's presence, and anonymous or empty states", () => {
    const { send } = guarded();
    expect(() => send("socket-1", "ada", [{ clientId: 7, state: { user: ada } }])).not.toThrow();
    expect(() => send("socket-1", "ada", [{ clientId: 7, state: {} }])).not.toThrow();
    expect(() => send("socket-1", "ada", [{ clientId: 7, state: null }])).not.toThrow();
  });

  it("refuses a state that names another user, or a malformed user", () => {
    const { send } = guarded();
    for (const user of [grace, "ada", null, { name: "Ada" }]) {
      expect(() => send("socket-1", "ada", [{ clientId: 7, state: { user } }])).toThrow();
    }
  });

  it("refuses its own user under another name or colour; the name as a mismatch to check again", () => {
    const { send } = guarded();
    const renamed = { ...ada, name: "Grace" };
    expect(() => send("socket-1", "ada", [{ clientId: 7, state: { user: renamed } }])).toThrow(
      PresenceNameMismatch,
    );
    const recoloured = { ...ada, color: "#000000" };
    expect(() => send("socket-1", "ada", [{ clientId: 7, state: { user: recoloured } }])).toThrow(
      /colour/,
    );
    expect(() =>
      send("socket-1", "ada", [{ clientId: 7, state: { user: { id: "ada" } } }]),
    ).toThrow();
  });

  it("refuses news of another user's client id until its socket has left", () => {
    const { guard, send } = guarded();
    send("socket-1", "ada", [{ clientId: 7, state: { user: ada } }]);
    expect(() => send("socket-2", "grace", [{ clientId: 7, state: { user: grace } }])).toThrow();
    expect(() => send("socket-2", "grace", [{ clientId: 7, state: null }])).toThrow();
    guard.release("doc", "socket-1");
    expect(() =>
      send("socket-2", "grace", [{ clientId: 7, state: { user: grace } }]),
    ).not.toThrow();
  });

  it("lets through the echo a stock provider sends of what it received", () => {
    const known = new Map<number, KnownClient>();
    const { send } = guarded(known);
    send("socket-1", "ada", [{ clientId: 7, clock: 3, state: { user: ada } }]);
    known.set(7, { clock: 3, present: true });
    // Grace's provider sends Ada's state back as it received it: not newer, so not applied.
    expect(() =>
      send("socket-2", "grace", [{ clientId: 7, clock: 3, state: { user: ada } }]),
    ).not.toThrow();
    expect(() =>
      send("socket-2", "grace", [{ clientId: 7, clock: 2, state: { user: ada } }]),
    ).not.toThrow();
    // But a removal at the same clock would remove Ada: refused.
    expect(() => send("socket-2", "grace", [{ clientId: 7, clock: 3, state: null }])).toThrow();
  });

  it("lets the same user take their client id over from another socket (a reconnect)", () => {
    const { send } = guarded();
    send("socket-1", "ada", [{ clientId: 7, state: { user: ada } }]);
    expect(() => send("socket-2", "ada", [{ clientId: 7, state: { user: ada } }])).not.toThrow();
  });

  it("refuses a state past the size limit, and a malformed update", () => {
    const { guard, send } = guarded();
    const huge = { user: ada, stroke: "x".repeat(MAX_AWARENESS_STATE_LENGTH) };
    expect(() => send("s", "ada", [{ clientId: 7, state: huge }])).toThrow();
    const truncated = awarenessMessage([{ clientId: 7, state: { user: ada } }]).slice(0, -3);
    expect(() =>
      guard.check({ documentName: "doc", socketId: "s", user: ada }, truncated, () => undefined),
    ).toThrow();
  });

  it("ignores messages that are not awareness updates", () => {
    const { guard } = guarded();
    const sync = new Uint8Array([3, 100, 111, 99, 0, 0, 1, 0]);
    expect(() =>
      guard.check({ documentName: "doc", socketId: "s", user: ada }, sync, () => undefined),
    ).not.toThrow();
  });
});
