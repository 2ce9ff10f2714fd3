import type { DrawnStroke } from "./stroke-bot.js";

// A stroke is one insertion by one client, and a state vector covers a client's clocks from 0 up:
// a snapshot holds a stroke when its state vector reaches the stroke's clocks. The same answer as
// Y.snapshotContainsUpdate for such updates (nothing deleted), without decoding one per stroke.

/** Per client, the clock a document must reach to hold every stroke seen saved so far. */
export function savedFrontier(strokes: readonly DrawnStroke[]): Map<number, number> {
  const frontier = new Map<number, number>();
  for (const stroke of strokes) {
    if (stroke.savedAt === null) continue;
    for (const [client, clock] of stroke.clocks) {
      frontier.set(client, Math.max(frontier.get(client) ?? 0, clock));
    }
  }
  return frontier;
}

/** Whether a state vector reaches every clock of `clocks`. */
export function holds(stateVector: Map<number, number>, clocks: Map<number, number>): boolean {
  for (const [client, clock] of clocks) {
    if ((stateVector.get(client) ?? 0) < clock) return false;
  }
  return true;
}
