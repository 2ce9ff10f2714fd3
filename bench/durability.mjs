// Durability under SIGKILL (issue 6): bot editors draw on one workbench through the real
// @hocuspocus/provider while the production server is killed with SIGKILL and restarted, again and
// again; then every stroke a bot saw saved must be in the stored document, and every bot's document
// must be the same as the stored one. The run and its checks are packages/server/src/test/
// durability-run.ts (the API test collab-sigkill.test.ts runs a short one); this script runs the
// long one on the build, on each database, and prints the figures. Exits 1 on any loss.
//
//   npm run build
//   node bench/durability.mjs                       # both databases, 10 bots × 20 strokes/s, 20 kills
//   node bench/durability.mjs --database postgres   # or pglite
//   node bench/durability.mjs --bots 3 --rate 5 --kills 3 --verbose
//
// Postgres: BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres); the run
// creates its own database there and drops it. PGlite: a temporary data folder, removed after.
import os from "node:os";
import { parseArgs } from "node:util";
import { runDurability } from "../packages/server/dist/test/durability-run.js";
import { setUpDurabilityRun } from "../packages/server/dist/test/durability-setup.js";

const { values: args } = parseArgs({
  options: {
    database: { type: "string", default: "both" },
    bots: { type: "string", default: "10" },
    rate: { type: "string", default: "20" },
    kills: { type: "string", default: "20" },
    gap: { type: "string", default: "0.5-4" },
    samples: { type: "string", default: "16" },
    burst: { type: "string", default: "10" },
    port: { type: "string", default: "3301" },
    verbose: { type: "boolean", default: false },
  },
});
const databases = args.database === "both" ? ["postgres", "pglite"] : [args.database];
if (!databases.every((kind) => kind === "postgres" || kind === "pglite")) {
  throw new Error(`--database is postgres, pglite or both, not "${args.database}"`);
}
const [gapLow, gapHigh] = args.gap.split("-").map((seconds) => Number(seconds) * 1000);
if (!(gapLow >= 0 && gapHigh >= gapLow)) throw new Error(`--gap is like 0.5-4 (seconds)`);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const cpu = os.cpus();
console.log(
  `${new Date().toISOString().slice(0, 10)}, ${cpu.length} cores (${cpu[0]?.model.trim()}), ` +
    `Node ${process.versions.node}; ${args.bots} bots × ${args.rate} strokes/s ` +
    `(${args.samples} samples each), ${args.kills} kills ${args.gap} s after the bots are back`,
);

const ms = (value) => `${(value / 1000).toFixed(1)} s`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

let failed = false;
for (const kind of databases) {
  console.log(`\n## ${kind}`);
  const setup = await setUpDurabilityRun({
    kind,
    entry: "build",
    port: Number(args.port),
    serverUrl: postgresUrl,
    onOutput: args.verbose ? (text) => process.stderr.write(text) : undefined,
  });
  // Ctrl-C still drops the scratch database.
  const handleInterrupt = () => setup.tearDown().finally(() => process.exit(130));
  process.once("SIGINT", handleInterrupt);
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  const loadBefore = os.loadavg()[0];
  let report;
  try {
    report = await runDurability({
      ...setup,
      bots: Number(args.bots),
      strokesPerSecond: Number(args.rate),
      kills: Number(args.kills),
      gapMs: [gapLow, gapHigh],
      samples: Number(args.samples),
      burst: Number(args.burst),
      settleTimeoutMs: 120_000,
      log: (line) => console.log(`  ${line}`),
    });
  } catch (error) {
    console.error(`  the run failed: ${error instanceof Error ? error.message : error}`);
    failed = true;
    continue;
  } finally {
    process.off("SIGINT", handleInterrupt);
    await setup.tearDown();
  }
  const used = process.cpuUsage(cpuBefore);
  const benchCpu = (used.user + used.system) / 1000 / (performance.now() - wallBefore);

  const { kills } = report;
  const hits = (moment) => {
    const ofMoment = kills.filter((kill) => kill.moment === moment);
    return `${ofMoment.filter((kill) => kill.hit).length}/${ofMoment.length}`;
  };
  const restarts = kills.map((kill) => kill.restartMs);
  const reconnects = kills.map((kill) => kill.reconnectMs);
  console.log(`
| figure | ${kind} |
|---|---|
| run through | ${report.aborted === null ? "yes" : `no: ${report.aborted}`} |
| strokes drawn | ${report.strokesDrawn} |
| strokes saved (seen saved by their bot) | ${report.strokesSaved} |
| saved before the last kill | ${report.savedBeforeTheLastKill} |
| restarts whose saved snapshot was checked | ${report.checkedRestarts} of ${report.restarts} |
| **strokes lost** | **${report.lost.length}** |
| never saved at the end | ${report.unsavedAtEnd} |
| documents differ | ${report.divergences.length === 0 ? "no" : report.divergences.join("; ")} |
| refusals | ${report.refusals.length === 0 ? "none" : report.refusals.join("; ")} |
| kills (random, after a burst, while storing) | ${kills.length} (after-burst acknowledged ${hits("after-burst")}, write seen ${hits("while-storing")}) |
| restart, spawn to health: median / max | ${ms(median(restarts))} / ${ms(Math.max(0, ...restarts))} |
| bots back after health: median / max | ${ms(median(reconnects))} / ${ms(Math.max(0, ...reconnects))} |
| converged after drawing stopped | ${report.convergeMs === null ? "no" : ms(report.convergeMs)} |
| stroke to saved: p50 / p95 / max | ${ms(report.saveLatencyMs.p50)} / ${ms(report.saveLatencyMs.p95)} / ${ms(report.saveLatencyMs.max)} |
| run | ${ms(report.durationMs)} |
| load generator CPU (100% = one core) | ${(benchCpu * 100).toFixed(0)}% |
| machine load average (1 min) before → after | ${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)} |`);
  for (const { id, where } of report.lost.slice(0, 20)) console.log(`  lost ${id} (${where})`);
  if (
    report.aborted !== null ||
    report.lost.length > 0 ||
    report.unsavedAtEnd > 0 ||
    report.divergences.length > 0 ||
    report.refusals.length > 0 ||
    report.checkedRestarts !== report.restarts
  ) {
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
