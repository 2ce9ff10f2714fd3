/** Which clients' states an awareness change concerns. */
export type AwarenessChanges = { added: number[]; updated: number[]; removed: number[] };

type ChangeHandler = (changes: AwarenessChanges, origin: unknown) => void;

/**
 * What presence uses of y-protocols' `Awareness` (the HocuspocusProvider's `awareness`): each
 * client's JSON state by client id, ours set with `setLocalState`, and a "change" event.
 */
export interface PresenceAwareness {
  readonly clientID: number;
  getStates(): Map<number, Record<string, unknown>>;
  setLocalState(state: Record<string, unknown> | null): void;
  on(event: "change", handler: ChangeHandler): void;
  off(event: "change", handler: ChangeHandler): void;
}
