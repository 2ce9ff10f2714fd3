// P2: update fan-out latency on /collab, Contour's server against a stock Hocuspocus (no
// extensions, in-memory documents) in the same run. Scenarios: many small rooms (100 x 3
// clients) and one crowded room (1 x 30). Every client commits a stroke of 60 samples at a
// steady rate; each other client of its room records the time until the stroke arrives.
// Usage: npm run build && node bench/p2-fanout.mjs [--seconds 20] [--rooms 100] [--runs 1] ...
// (docs/benchmarks.md, "P2 fan-out latency", lists every option).
import { readdir, readFile, writeFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as Y from "yjs";
import { createStudio, createWorkbenches } from "./collab-support/accounts.mjs";
import { createDataStore, startContour } from "./collab-support/contour-server.mjs";
import { waitForIdle } from "./collab-support/process-stats.mjs";
import { startStockHocuspocus } from "./collab-support/stock-server.mjs";
import { waitForQuietMachine } from "./measure-load.mjs";
import { runFanoutPhase } from "./p2/fanout-phase.mjs";
import { printFanoutTable, summarizeRuns } from "./p2/fanout-report.mjs";
import { summarizeProfileWindow } from "./p2/profile-window.mjs";
import { connectCollab } from "./p4/collab.mjs";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "20" },
    warmup: { type: "string", default: "5" },
    drain: { type: "string", default: "30" },
    rate: { type: "string", default: "3" },
    rooms: { type: "string", default: "100" },
    "room-size": { type: "string", default: "3" },
    crowd: { type: "string", default: "30" },
    scenarios: { type: "string", default: "rooms,crowd" },
    workers: { type: "string", default: "2" },
    runs: { type: "string", default: "1" },
    postgres: { type: "string" },
    json: { type: "string" },
    profile: { type: "string" },
    "quiet-wait": { type: "string", default: "20" },
    "max-others": { type: "string", default: "50" },
    tries: { type: "string", default: "3" },
  },
});
const options = {
  seconds: Number(values.seconds),
  warmupSeconds: Number(values.warmup),
  drainSeconds: Number(values.drain),
  rate: Number(values.rate),
  workers: Number(values.workers),
};
const SCENARIOS = {
  rooms: { rooms: Number(values.rooms), roomSize: Number(values["room-size"]) },
  crowd: { rooms: 1, roomSize: Number(values.crowd) },
};
const scenarioIds = values.scenarios.split(",");
for (const id of scenarioIds) {
  if (!SCENARIOS[id]) throw new Error(`unknown scenario ${id} (rooms, crowd)`);
}
const people = Math.max(...scenarioIds.map((id) => SCENARIOS[id].roomSize));

const store = await createDataStore({ postgresUrl: values.postgres ?? null });
const stops = [() => store.remove()];
try {
  const contour = await startContour(store, {
    nodeArgs: values.profile ? ["--cpu-prof", "--cpu-prof-dir", values.profile] : [],
  });
  stops.unshift(contour.stop);
  const studio = await createStudio(contour.base, people);

  // The stock server's rooms start as a new workbench does on Contour: the same bytes.
  const first = await connectCollab({
    ...contour,
    token: studio.users[0].token,
    workbenchId: studio.firstWorkbenchId,
  });
  await writeFile(path.join(store.dataDir, "default.bin"), Y.encodeStateAsUpdate(first.doc));
  first.close();
  const stock = await startStockHocuspocus({ seedDir: store.dataDir });
  stops.unshift(stock.stop);

  console.log(
    `P2 fan-out · ${cpus().length} cores · ${cpus()[0].model} · Node ${process.version} · ` +
      `Contour on ${store.database} · load average ${loadavg()[0].toFixed(2)} · ` +
      `${options.rate} strokes/s per client, ${options.warmupSeconds} s warm-up, ` +
      `${options.seconds} s measured, ${options.workers} load workers`,
  );
  /** One phase on fresh rooms; again (up to `--tries`) while other work took over `--max-others`. */
  async function measureQuietly(server, scenarioId, run) {
    const scenario = SCENARIOS[scenarioId];
    let best = null;
    let tries = 0;
    for (let attempt = 1; attempt <= Number(values.tries); attempt++) {
      tries = attempt;
      const rooms =
        server === contour
          ? await createWorkbenches(
              contour.base,
              studio.users[0].token,
              studio.folderId,
              scenario.rooms,
              `P2 ${scenarioId} ${run + 1}.${attempt}`,
            )
          : Array.from(
              { length: scenario.rooms },
              (_, room) => `p2-${run}-${attempt}-${scenarioId}-${room}`,
            );
      const clientsOf = (_room, index) =>
        server === contour
          ? { token: studio.users[index].token, author: studio.users[index].userId }
          : { token: "stock", author: `stock-designer-${index}` };
      await waitForIdle(server.pid);
      await waitForQuietMachine(Number(values["quiet-wait"]));
      const result = await runFanoutPhase({
        server,
        rooms,
        roomSize: scenario.roomSize,
        clientsOf,
        ...options,
      });
      if (!best || result.cpu.others < best.cpu.others) best = result;
      if (result.cpu.others <= Number(values["max-others"])) break;
    }
    return {
      run: run + 1,
      scenario: scenarioId,
      ...scenario,
      server: server.name,
      tries,
      ...best,
    };
  }

  const results = [];
  for (let run = 0; run < Number(values.runs); run++) {
    for (const [scenarioIndex, scenarioId] of scenarioIds.entries()) {
      const servers = (run + scenarioIndex) % 2 === 0 ? [contour, stock] : [stock, contour];
      for (const server of servers) {
        const row = await measureQuietly(server, scenarioId, run);
        results.push(row);
        console.log(
          `run ${row.run} ${scenarioId} ${server.name}: p50 ${row.p50?.toFixed(2)} ms, ` +
            `p99 ${row.p99?.toFixed(2)} ms, server CPU ${row.cpu.server.toFixed(0)}%, ` +
            `others ${row.cpu.others.toFixed(0)}%, missing ${row.missing}` +
            (row.tries > 1 ? ` (quietest of ${row.tries} tries)` : ""),
        );
      }
    }
  }
  if (values.profile) {
    // The profile is written when the server exits.
    await contour.stop();
    const file = (await readdir(values.profile)).find((name) => name.includes(`.${contour.pid}.`));
    const profile = JSON.parse(await readFile(path.join(values.profile, file), "utf8"));
    for (const row of results.filter((result) => result.server === "contour")) {
      row.profile = summarizeProfileWindow(profile, row.window.startNs, row.window.endNs);
      console.log(
        `Contour's server, run ${row.run} ${row.scenario}:`,
        JSON.stringify(row.profile, null, 1),
      );
    }
  }
  const summary = summarizeRuns(results);
  const output = { options: { ...options, scenarios: SCENARIOS }, results, summary };
  if (values.json) await writeFile(values.json, JSON.stringify(output, null, 2));
  console.log(JSON.stringify(summary, null, 2));
  printFanoutTable(summary);
} finally {
  for (const stop of stops) await stop();
}
