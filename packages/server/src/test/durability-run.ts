import { setTimeout as sleep } from "node:timers/promises";
import * as Y from "yjs";
import type { DurabilityReport, KillMoment, KillRecord } from "./durability-report.js";
import { holds, savedFrontier } from "./saved-frontier.js";
import type { ServerProcess } from "./server-process.js";
import type { StoreProbe } from "./store-probe.js";
import {
  connectStrokeBot,
  elementIdsByLayer,
  type SavedNotice,
  type StrokeBot,
} from "./stroke-bot.js";

export interface DurabilityOptions {
  /** Started already, on the workbench's database. */
  server: ServerProcess;
  probe: StoreProbe;
  workbenchId: string;
  /** A session of a user who may edit the workbench. */
  token: string;
  bots: number;
  strokesPerSecond: number;
  kills: number;
  /** Each kill comes this long (drawn uniformly) after every bot is back on the new server. */
  gapMs: readonly [number, number];
  /** Pen samples per stroke. */
  samples: number;
  /** Strokes each bot draws at once before an after-burst kill. */
  burst: number;
  /** How long the bots may take to come back, deliver and converge before the run fails. */
  settleTimeoutMs: number;
  log?: (line: string) => void;
}

const KILL_MOMENTS: readonly KillMoment[] = ["random", "after-burst", "while-storing"];
/** A while-storing kill waits this long for a write, then kills anyway (not a hit). */
const STORE_WAIT_MS = 5000;

function uniform([low, high]: readonly [number, number]): number {
  return low + Math.random() * (high - low);
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

function refusalsOf(bots: readonly StrokeBot[]): string[] {
  return bots.flatMap((bot) => bot.refusals.map((reason) => `${bot.name} refused: ${reason}`));
}

function sameStateVectors(bots: readonly StrokeBot[]): boolean {
  const [first, ...others] = bots.map((bot) => Y.encodeStateVector(bot.doc));
  return first !== undefined && others.every((vector) => Buffer.compare(vector, first) === 0);
}

/**
 * Each bot draws `perSecond` strokes a second until the returned stop is called: it owes
 * perSecond × elapsed strokes, so a late timer catches up and the rate holds on a busy machine.
 */
function drawOnSchedule(bots: readonly StrokeBot[], perSecond: number): () => void {
  const startedAt = performance.now();
  let drawn = 0;
  const timer = setInterval(() => {
    const owed = Math.floor(((performance.now() - startedAt) / 1000) * perSecond);
    if (owed <= drawn) return;
    for (const bot of bots) bot.draw(owed - drawn);
    drawn = owed;
  }, 10);
  return () => clearInterval(timer);
}

/** Waits for `condition`; `expected` says what did not happen when it times out. */
async function until(
  condition: () => boolean,
  timeoutMs: number,
  expected: () => string,
): Promise<number> {
  const startedAt = performance.now();
  while (!condition()) {
    if (performance.now() - startedAt > timeoutMs) {
      throw new Error(`durability run: not within ${timeoutMs} ms: ${expected()}`);
    }
    await sleep(20);
  }
  return performance.now() - startedAt;
}

/**
 * Bots draw on one workbench while the server is SIGKILLed and restarted again and again; then
 * checks, through the protocol only, that nothing a client saw saved went missing (issue 6):
 * after each restart, every saved message must cover what was saved before the kill (the server
 * sends each new connection the snapshot of what it loaded); at the end, with the bots gone, a
 * fresh server's fresh reader must see every stroke and the bots' very document.
 */
export async function runDurability(options: DurabilityOptions): Promise<DurabilityReport> {
  const { server, log = () => {} } = options;
  const startedAt = performance.now();
  const bots: StrokeBot[] = [];
  /** Every bot that drew, still there after the bots leave, for the final checks. */
  const drawers: StrokeBot[] = [];
  const allStrokes = () => drawers.flatMap((bot) => bot.strokes);
  const allBack = () => bots.every((bot) => bot.syncedWith() === server.starts);
  const lost = new Map<string, string>();
  /** Per server start, the frontier of what was saved before the kill that preceded it. */
  const requiredAt = new Map<number, { kill: string; frontier: Map<number, number> }>();
  /** The server starts whose saved messages were checked against requiredAt. */
  const checkedStarts = new Set<number>();

  function checkSaved({ snapshot, serverStart }: SavedNotice) {
    const required = requiredAt.get(serverStart);
    if (!required) return;
    checkedStarts.add(serverStart);
    if (holds(snapshot.sv, required.frontier)) return;
    for (const stroke of allStrokes()) {
      if (lost.has(stroke.id) || !holds(required.frontier, stroke.clocks)) continue;
      if (!holds(snapshot.sv, stroke.clocks)) lost.set(stroke.id, `after ${required.kill}`);
    }
  }

  const connect = (name: string) =>
    connectStrokeBot({
      url: server.url,
      origin: server.origin,
      token: options.token,
      workbenchId: options.workbenchId,
      name,
      samples: options.samples,
      serverStart: () => server.starts,
      onSaved: checkSaved,
    });

  async function killAndRestart(kill: number, moment: KillMoment): Promise<KillRecord> {
    let hit = true;
    if (moment === "after-burst") {
      for (const bot of bots) bot.draw(options.burst);
      const delivered = await Promise.all(bots.map((bot) => bot.delivered(2000)));
      hit = delivered.every(Boolean);
    } else if (moment === "while-storing") {
      hit = await options.probe.waitForWrite(STORE_WAIT_MS);
    }
    const strokes = allStrokes();
    const frontier = savedFrontier(strokes);
    const savedBefore = strokes.filter((stroke) => stroke.savedAt !== null).length;
    await server.kill();
    requiredAt.set(server.starts + 1, { kill: `kill ${kill}`, frontier });
    const restartMs = await server.start();
    const reconnectMs = await until(allBack, options.settleTimeoutMs, () =>
      [`every bot back after kill ${kill}`, ...refusalsOf(bots)].join("; "),
    );
    return { moment, hit, savedBefore, restartMs, reconnectMs };
  }

  /** Kills on schedule while the bots draw, then waits for every stroke saved, everywhere. */
  async function drawAndKill(kills: KillRecord[]): Promise<number> {
    const stopDrawing = drawOnSchedule(bots, options.strokesPerSecond);
    try {
      // The first kill comes after the first store, so that every kill has saved strokes to lose.
      await until(
        () => allStrokes().some((stroke) => stroke.savedAt !== null),
        options.settleTimeoutMs,
        () => "a first stroke saved",
      );
      for (let kill = 1; kill <= options.kills; kill++) {
        await sleep(uniform(options.gapMs));
        const record = await killAndRestart(
          kill,
          KILL_MOMENTS[(kill - 1) % KILL_MOMENTS.length] ?? "random",
        );
        kills.push(record);
        log(
          `kill ${kill}/${options.kills} ${record.moment}${record.hit ? "" : " (missed)"}: ` +
            `${record.savedBefore} strokes saved before; restart ${record.restartMs.toFixed(0)} ms, ` +
            `bots back ${record.reconnectMs.toFixed(0)} ms later`,
        );
      }
    } finally {
      stopDrawing();
    }
    const convergeMs = await until(
      () => allBack() && bots.every((bot) => bot.unsaved() === 0) && sameStateVectors(bots),
      options.settleTimeoutMs,
      () => "every stroke saved and the bots converged",
    );
    log(`converged ${convergeMs.toFixed(0)} ms after the drawing stopped`);
    return convergeMs;
  }

  try {
    for (let index = 1; index <= options.bots; index++) bots.push(await connect(`bot${index}`));
    drawers.push(...bots);

    const kills: KillRecord[] = [];
    let aborted: string | null = null;
    let convergeMs: number | null = null;
    try {
      convergeMs = await drawAndKill(kills);
    } catch (error) {
      aborted = error instanceof Error ? error.message : String(error);
      log(`aborted: ${aborted}`);
    }

    const strokes = allStrokes();
    const refusals = refusalsOf(bots);
    const divergences: string[] = [];
    const [reference, ...others] = bots;
    if (!reference) throw new Error("durability run: no bots");
    const expectedLayers = JSON.stringify(elementIdsByLayer(reference.doc));
    const expectedVector = Y.encodeStateVector(reference.doc);
    // Bots that never converged differ for that reason: only the losses are worth reading then.
    const compare = aborted === null;
    for (const bot of compare ? others : []) {
      if (JSON.stringify(elementIdsByLayer(bot.doc)) !== expectedLayers) {
        divergences.push(`${bot.name}'s layers differ from ${reference.name}'s`);
      }
    }
    for (const bot of bots.splice(0)) bot.close();

    // What the database holds, and only that: no bot is left to send anything, the server that
    // saw them is killed, a fresh one loads the document for a fresh reader.
    await server.kill();
    requiredAt.set(server.starts + 1, { kill: "the last kill", frontier: savedFrontier(strokes) });
    await server.start();
    const reader = await connect("reader");
    try {
      await until(
        () => checkedStarts.has(server.starts),
        options.settleTimeoutMs,
        () => "the fresh server's saved message",
      );
      const storedLayers = elementIdsByLayer(reader.doc);
      const storedIds = new Set(Object.values(storedLayers).flat());
      for (const stroke of strokes) {
        if (stroke.savedAt !== null && !storedIds.has(stroke.id) && !lost.has(stroke.id)) {
          lost.set(stroke.id, "stored");
        }
      }
      if (compare && JSON.stringify(storedLayers) !== expectedLayers) {
        divergences.push("the stored document's layers differ from the bots'");
      }
      if (compare && Buffer.compare(Y.encodeStateVector(reader.doc), expectedVector) !== 0) {
        divergences.push("the stored document's state vector differs from the bots'");
      }
    } finally {
      reader.close();
    }

    const latencies = strokes
      .flatMap((stroke) => (stroke.savedAt === null ? [] : [stroke.savedAt - stroke.drawnAt]))
      .sort((a, b) => a - b);
    return {
      aborted,
      strokesDrawn: strokes.length,
      strokesSaved: latencies.length,
      savedBeforeTheLastKill: kills.at(-1)?.savedBefore ?? 0,
      restarts: requiredAt.size,
      checkedRestarts: checkedStarts.size,
      lost: [...lost].map(([id, where]) => ({ id, where })),
      unsavedAtEnd: strokes.length - latencies.length,
      divergences,
      refusals,
      kills,
      convergeMs,
      saveLatencyMs: {
        p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95),
        max: latencies.at(-1) ?? 0,
      },
      durationMs: performance.now() - startedAt,
    };
  } finally {
    for (const bot of bots) bot.close();
  }
}
