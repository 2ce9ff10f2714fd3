import { decodePresence, type PresenceState } from "@contour/canvas";
import type { AwarenessChanges, PresenceAwareness } from "./presence-awareness";

/** Another client on the workbench: another person, or the same person in another tab. */
export type Collaborator = {
  clientId: number;
  state: PresenceState;
  /** When it was first seen (performance.now()): people are listed in the order they came. */
  since: number;
  /** When its state last changed: a person's most recently active tab is the one followed. */
  changedAt: number;
};

/**
 * The other clients' presence, decoded once per change and kept as the same objects while they
 * do not change, so the renderer reuses a still stroke's outline and React skips what did not
 * move. States that do not decode (untrusted input) are left out.
 */
export type PresenceRoom = {
  /** The others, by client id; a new array after each change, the same one otherwise. */
  collaborators(): readonly Collaborator[];
  subscribe(listener: () => void): () => void;
  dispose(): void;
};

export function createPresenceRoom(
  awareness: PresenceAwareness,
  now: () => number = () => performance.now(),
): PresenceRoom {
  const byClient = new Map<number, Collaborator>();
  let list: readonly Collaborator[] = [];
  const listeners = new Set<() => void>();

  const read = (clientIds: Iterable<number>) => {
    const states = awareness.getStates();
    for (const clientId of clientIds) {
      const state = clientId === awareness.clientID ? null : decodePresence(states.get(clientId));
      const since = byClient.get(clientId)?.since ?? now();
      if (state) byClient.set(clientId, { clientId, state, since, changedAt: now() });
      else byClient.delete(clientId);
    }
    list = [...byClient.values()].sort((a, b) => a.clientId - b.clientId);
  };

  const handleChange = ({ added, updated, removed }: AwarenessChanges) => {
    const touched = [...added, ...updated, ...removed].filter((id) => id !== awareness.clientID);
    if (touched.length === 0) return;
    read(touched);
    for (const listener of listeners) listener();
  };

  read(awareness.getStates().keys());
  awareness.on("change", handleChange);

  return {
    collaborators: () => list,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      awareness.off("change", handleChange);
      listeners.clear();
    },
  };
}
