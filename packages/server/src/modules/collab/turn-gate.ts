/**
 * Lets background work (document stores, thumbnail renders) start one piece per turn of the
 * event loop, in order of arrival. A hundred documents drawn on since the same moment come due
 * for their store in the same millisecond; run back to back, their synchronous parts (snapshot,
 * encoding, building and sending the query) held every socket for 100–260 ms at a time (P2 on a
 * Postgres server, docs/benchmarks.md). One per turn, the live updates that arrive meanwhile are
 * relayed between two of them.
 */
export interface TurnGate {
  /** Resolves in a turn of the event loop of its own, after the earlier callers' turns. */
  next(): Promise<void>;
}

export function createTurnGate(): TurnGate {
  let last: Promise<void> = Promise.resolve();
  return {
    next() {
      // An immediate queued while the loop runs immediates waits for the loop's next turn, so
      // the I/O that arrived meanwhile is handled first.
      const turn = last.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
      last = turn;
      return turn;
    },
  };
}
