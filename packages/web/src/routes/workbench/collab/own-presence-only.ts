import type { Awareness } from "y-protocols/awareness";

/** What `sendOwnPresenceOnly` needs of a HocuspocusProvider. */
export interface PresenceSender {
  awareness: Awareness | null;
  document: { clientID: number };
  boundAwarenessUpdateHandler: (changes: AwarenessChanges, origin: unknown) => void;
}

type AwarenessChanges = { added: number[]; updated: number[]; removed: number[] };

/**
 * The stock provider sends every awareness change to the server, others' too: each state it
 * receives goes back to the server, so a designer's live stroke, sent at frame rate, would come
 * back from every other client (and the server would take the echo for a claim on their client
 * id). This makes it send only this client's own state.
 */
export function sendOwnPresenceOnly(provider: PresenceSender): void {
  const { awareness } = provider;
  if (!awareness) return;
  const own = provider.document.clientID;
  const ownOnly = (ids: number[]) => ids.filter((id) => id === own);
  awareness.off("update", provider.boundAwarenessUpdateHandler);
  awareness.on("update", (changes: AwarenessChanges, origin: unknown) => {
    const mine = {
      added: ownOnly(changes.added),
      updated: ownOnly(changes.updated),
      removed: ownOnly(changes.removed),
    };
    if (mine.added.length + mine.updated.length + mine.removed.length === 0) return;
    provider.boundAwarenessUpdateHandler(mine, origin);
  });
}
