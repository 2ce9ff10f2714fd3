import type { PresenceState, PresenceUser } from "@contour/canvas";
import { act } from "@testing-library/react";
import type { Collaborator, PresenceRoom } from "./presence-room";

/** Test support: a presence room whose others the test sets, as awareness would change them. */
export function createTestRoom() {
  let list: readonly Collaborator[] = [];
  const listeners = new Set<() => void>();
  const room: PresenceRoom = {
    collaborators: () => list,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {},
  };
  const set = (next: readonly Collaborator[]) =>
    act(() => {
      list = next;
      for (const listener of listeners) listener();
    });
  return { room, set };
}

/** Another client with a presence state: idle unless `fields` say otherwise. */
export function buildCollaborator(
  clientId: number,
  user: PresenceUser,
  fields: Partial<Omit<PresenceState, "user">> & { since?: number; changedAt?: number } = {},
): Collaborator {
  const { since = clientId, changedAt = since, ...state } = fields;
  return {
    clientId,
    since,
    changedAt,
    state: {
      user,
      artboardId: null,
      pointer: null,
      view: null,
      stroke: null,
      selection: null,
      ...state,
    },
  };
}
