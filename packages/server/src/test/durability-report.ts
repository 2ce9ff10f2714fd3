/**
 * When a kill comes: at a random moment; once the server has a burst of strokes from every bot
 * in memory (acknowledged, not stored); or while a store is being written.
 */
export type KillMoment = "random" | "after-burst" | "while-storing";

export interface KillRecord {
  moment: KillMoment;
  /** after-burst: the server had acknowledged every burst; while-storing: a write was seen. */
  hit: boolean;
  /** Strokes the clients had seen saved when the server died. */
  savedBefore: number;
  /** From spawning the new process to its health answer. */
  restartMs: number;
  /** From the health answer to every bot synced with the new server again. */
  reconnectMs: number;
}

/** A stroke seen saved, then missing from what the server had stored. */
export interface LostStroke {
  id: string;
  /**
   * "after kill N" (or "after the last kill", before the final read): a saved message of the
   * restarted server lacked it; "stored": the final reader's document lacks it.
   */
  where: string;
}

export interface DurabilityReport {
  /**
   * Why the run stopped before its end (the bots did not come back, or did not converge, in
   * time); null when it ran through. The stored document is checked for losses either way.
   */
  aborted: string | null;
  strokesDrawn: number;
  strokesSaved: number;
  /** Strokes that were saved when the last kill came: what the kills could have lost. */
  savedBeforeTheLastKill: number;
  lost: LostStroke[];
  /** Server starts after a kill: one per kill, and the final one for the reader. */
  restarts: number;
  /**
   * Of those, the ones whose saved messages were checked against what was saved before the kill:
   * all of them, unless a server said nothing (then its check did not run).
   */
  checkedRestarts: number;
  /** Strokes never seen saved, once the bots had converged (must be 0 as well). */
  unsavedAtEnd: number;
  /** Why the bots' documents differ from each other or from the stored one; [] when equal. */
  divergences: string[];
  /** Refusals the bots met after their first connection (a failed load, say). */
  refusals: string[];
  kills: KillRecord[];
  /** From the end of drawing to every stroke saved and every bot's document the same. */
  convergeMs: number | null;
  /** From drawing a stroke to its saved message, over all strokes seen saved. */
  saveLatencyMs: { p50: number; p95: number; max: number };
  durationMs: number;
}
