import type { Editor, EditorState } from "@contour/canvas";
import { useRef, useSyncExternalStore } from "react";

/** Equal when both are the same value, or objects with the same keys holding the same values. */
function isShallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) =>
    Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** Anything that holds its state in `state` and says when it changed, as the editor does. */
interface Store<S> {
  readonly state: S;
  subscribe: (listener: (state: S) => void) => () => void;
}

/**
 * The part of a store's state a component shows; it re-renders only when that part changes.
 * The editor replaces its state for every pen sample (the live stroke grows 240 times a second):
 * a panel that re-rendered on each would starve the frames that draw the stroke
 * (bench/p4-pen-latency.mjs). The canvas reads the live stroke from the editor in its frame loop.
 */
export function useStoreState<S, T>(store: Store<S>, select: (state: S) => T): T {
  const cache = useRef<{ state: S; value: T } | null>(null);
  const getSnapshot = () => {
    const { state } = store;
    const cached = cache.current;
    if (cached?.state === state) return cached.value;
    const selected = select(state);
    const value = cached && isShallowEqual(cached.value, selected) ? cached.value : selected;
    cache.current = { state, value };
    return value;
  };
  return useSyncExternalStore(store.subscribe, getSnapshot);
}

/** The part of the editor's state a component shows (see useStoreState). */
export function useEditorState<T>(editor: Editor, select: (state: EditorState) => T): T {
  return useStoreState(editor, select);
}
