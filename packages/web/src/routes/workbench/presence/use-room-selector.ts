import { useCallback, useRef, useSyncExternalStore } from "react";
import type { Collaborator, PresenceRoom } from "./presence-room";

const noRoom = () => () => {};
const nobody: readonly Collaborator[] = [];

/**
 * The part of the others' presence a component shows; it re-renders only when `isEqual` says
 * that part changed. Cursors move many times a second: the avatars must not re-render with them.
 */
export function useRoomSelector<T>(
  room: PresenceRoom | null,
  select: (collaborators: readonly Collaborator[]) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  type Cached = { list: readonly Collaborator[]; select: typeof select; value: T };
  const cache = useRef<Cached | null>(null);
  const getSnapshot = () => {
    const list = room?.collaborators() ?? nobody;
    const cached = cache.current;
    if (cached?.list === list && cached.select === select) return cached.value;
    const selected = select(list);
    const value = cached && isEqual(cached.value, selected) ? cached.value : selected;
    cache.current = { list, select, value };
    return value;
  };
  const subscribe = useCallback(
    (listener: () => void) => (room ? room.subscribe(listener) : noRoom()),
    [room],
  );
  return useSyncExternalStore(subscribe, getSnapshot);
}
