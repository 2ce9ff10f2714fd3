// P4: pen to paint. A synthetic pen drives the real workbench screen in headless Chromium at
// 240 Hz with pressure, on a document of 0 and of 3,000 strokes, and the benchmark reports:
//
//   samples kept — the share of the samples sent through the DevTools protocol that are in the
//     stroke the server stored (read back through a Node /collab client after "Saved"; matched by
//     position); the goal is 100%;
//   input to frame — for every sample, from the input event's timeStamp to the moment the app has
//     drawn it: the end of the event's dispatch when the app painted the (desynchronized) canvas
//     in its own input handler, else the return of the render callback of the frame that
//     includes it (measured in the page by bench/p4/page-probe.mjs, without changing app code);
//     the goal is p95 under one frame (16.7 ms) at 3,000 strokes. It stops there: compositing,
//     raster and the display come after and are not in the figure;
//   the frame interval headless Chromium ran at, the achieved input rate, the CPU of Chromium,
//   this Node process (the pen) and the server during the strokes, and the first load of the
//   workbench (navigation to "Saved", and to the last paint of the settled first frame).
//
//   npm run build && node bench/p4-pen-latency.mjs [--counts 0,3000] [--strokes 3]
//     [--seconds 2] [--rate 240] [--preset Pencil] [--profile DIR] [--dump PREFIX]
//
// --preset draws with that brush preset (its button's name) instead of the default Ink: the
// textured and soft ones are stamped as dabs, every one of them again at every frame.
//
// --profile records the page's main thread during each stroke (DevTools Profiler), writes the
// .cpuprofile files to DIR and prints self time by script file and function; it slows the page,
// so its latency figures are not the benchmark's. --dump writes each stroke's raw records as JSON.
//
// Runs the production server on a free port of 127.0.0.1 with a temporary data folder, and
// Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) headless at 1280x800.
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { createWorkbench } from "./collab-support/accounts.mjs";
import { startFreshContour } from "./collab-support/contour-server.mjs";
import { waitForQuietMachine } from "./measure-load.mjs";
import { connectCollab, makeStrokes, readStrokes, seedStrokes } from "./p4/collab.mjs";
import { startCpuWindow } from "./p4/cpu.mjs";
import { installPageProbe } from "./p4/page-probe.mjs";
import { drivePen, penPath } from "./p4/pen.mjs";
import { startProfile, stopProfile, summariseProfile } from "./p4/profile.mjs";

const { values } = parseArgs({
  options: {
    counts: { type: "string", default: "0,3000" },
    strokes: { type: "string", default: "3" },
    seconds: { type: "string", default: "2" },
    rate: { type: "string", default: "240" },
    preset: { type: "string" },
    dump: { type: "string" },
    profile: { type: "string" },
  },
});
const COUNTS = values.counts.split(",").map(Number);
const STROKES = Number(values.strokes);
const RATE = Number(values.rate);
const SAMPLES = Math.round(Number(values.seconds) * RATE);
const VIEWPORT = { width: 1280, height: 800 };
const ARTBOARD = { width: 1920, height: 1080 };
const FRAME_GOAL_MS = 1000 / 60;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * The server renders a workbench's thumbnail 2 s after its last store (THUMBNAIL_DELAY_MS), which
 * takes a core for a moment with 3,000 strokes: every measurement waits this long after a save.
 */
const THUMBNAIL_SETTLE_MS = 3000;

function percentile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
const fmt = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : "–");
const mean = (list) => list.reduce((sum, value) => sum + value, 0) / list.length;

async function waitFor(page, predicate, arg, timeout = 60_000) {
  await page.waitForFunction(predicate, arg, { timeout, polling: 50 });
}

/**
 * Which dispatched samples (page CSS px) are among the stored points (artboard px). The view maps
 * one to the other by a scale and an offset, taken from the first and the last sample; a sample is
 * kept when a stored point, in order, lies within a tenth of a screen pixel of it.
 */
function matchKept(dispatched, stored) {
  const first = { d: dispatched[0], s: stored[0] };
  const last = { d: dispatched.at(-1), s: stored.at(-1) };
  if (!first.s || !last.s) return { kept: 0, residual: Number.NaN };
  const scale = (last.d.x - first.d.x) / (last.s.x - first.s.x);
  const toScreen = (point) => ({
    x: first.d.x + (point.x - first.s.x) * scale,
    y: first.d.y + (point.y - first.s.y) * scale,
  });
  let kept = 0;
  let cursor = 0;
  let residual = 0;
  for (const sample of dispatched) {
    for (let index = cursor; index < stored.length; index++) {
      const at = toScreen(stored[index]);
      const distance = Math.hypot(at.x - sample.x, at.y - sample.y);
      if (distance <= 0.1) {
        kept += 1;
        residual = Math.max(residual, distance);
        cursor = index + 1;
        break;
      }
    }
  }
  return { kept, residual, scale };
}

/** Figures of one stroke from what the page probe recorded. */
function analyseProbe(probe) {
  const counts = new Map(probe.registrations);
  counts.delete(0);
  const loopId = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const loopCalls = probe.calls.filter((call) => call.functionId === loopId);
  const loopByFrame = new Map(loopCalls.map((call) => [call.frameTime, call]));
  const ourCalls = probe.calls.filter((call) => call.functionId === 0);
  const samplesByFrame = new Map();
  for (const sample of probe.samples) {
    if (sample.frameTime === null) continue;
    if (!samplesByFrame.has(sample.frameTime)) samplesByFrame.set(sample.frameTime, []);
    samplesByFrame.get(sample.frameTime).push(sample);
  }
  // The ordering the latency rests on, checked frame by frame.
  let framesWithSamples = 0;
  let orderHeld = 0;
  for (const call of ourCalls) {
    const samples = samplesByFrame.get(call.frameTime);
    if (!samples) continue;
    framesWithSamples += 1;
    const loop = loopByFrame.get(call.frameTime);
    const lastHandled = Math.max(...samples.map((sample) => sample.handledAt));
    if (loop && loop.start > lastHandled && loop.end <= call.start && loop.painted) orderHeld += 1;
  }
  const frameTimes = loopCalls.map((call) => call.frameTime);
  const gaps = frameTimes.slice(1).map((time, index) => time - frameTimes[index]);
  const painting = loopCalls.filter((call) => call.painted).map((call) => call.end - call.start);
  const drawnAt = (sample) => sample.paintedInHandlerAt ?? sample.renderedAt;
  const drawn = probe.samples.filter((sample) => drawnAt(sample) !== null);
  // One DOM event carries one or more coalesced samples; they share the listener's time.
  const events = [...new Map(probe.samples.map((sample) => [sample.handledAt, sample])).values()];
  return {
    events: events.length,
    handlerMs: events
      .filter((sample) => sample.dispatchedAt !== null)
      .map((sample) => sample.dispatchedAt - sample.handledAt),
    received: probe.samples,
    latencies: drawn.map((sample) => drawnAt(sample) - sample.timeStamp),
    paintedInHandler: drawn.filter((sample) => sample.paintedInHandlerAt !== null).length,
    toHandler: drawn.map((sample) => sample.handledAt - sample.timeStamp),
    handlerToFrame: drawn.map((sample) => sample.frameTime - sample.handledAt),
    frameGaps: gaps,
    renderMs: painting,
    framesWithSamples,
    orderHeld,
    undrawn: probe.samples.length - drawn.length,
  };
}

async function openWorkbench(browser, base, account) {
  const context = await browser.newContext({ viewport: VIEWPORT, baseURL: base });
  await context.addInitScript(installPageProbe);
  // Signed in as a sign-in leaves the browser: the session cookie (docs/api.md, Authentication).
  await context.addCookies([
    { name: "contour_session", value: account.token, url: base, httpOnly: true, sameSite: "Lax" },
  ]);
  const page = await context.newPage();
  await page.goto(`/workbench/${account.workbenchId}`);
  await waitFor(page, () => window.__p4.firstSavedAt !== null);
  // Settled: something painted, then nothing for a second (the renderer draws only on change).
  await waitFor(page, () => {
    const { lastPaintAt } = window.__p4;
    return lastPaintAt !== null && performance.now() - lastPaintAt > 1000;
  });
  const load = await page.evaluate(() => ({
    savedAt: window.__p4.firstSavedAt,
    settledAt: window.__p4.lastPaintAt,
  }));
  if (values.preset) {
    await page
      .getByRole("group", { name: "Brush presets" })
      .getByRole("button", { name: values.preset, exact: true })
      .click();
  }
  return { context, page, load };
}

/** One pen stroke: drive it, wait for "Saved", read the stored stroke, gather the figures. */
async function measureStroke({ page, server, account, band, known }) {
  const box = await page.getByLabel("Drawing canvas").boundingBox();
  if (!box) throw new Error("no canvas on screen");
  const points = penPath(box, SAMPLES, band);
  await sleep(THUMBNAIL_SETTLE_MS);
  await waitForQuietMachine(15);
  await page.evaluate(() => {
    Object.assign(window.__p4, { recording: true, samples: [], calls: [], upAt: null });
  });
  const session = await page.context().newCDPSession(page);
  if (values.profile) await startProfile(session);
  const cpu = startCpuWindow({ serverPid: server.pid });
  const sent = await drivePen(session, points, RATE);
  const usage = cpu.stop();
  let profile = null;
  if (values.profile) {
    profile = await stopProfile(session);
    await mkdir(values.profile, { recursive: true });
    const file = path.join(values.profile, `p4-${known.size}.cpuprofile`);
    await writeFile(file, JSON.stringify(profile));
    profile = { file, ...summariseProfile(profile) };
  }
  await session.detach();
  // Saved after the lift: the status changed after pointerup and reads "Saved" now.
  await waitFor(page, () => {
    const { upAt, statusLog } = window.__p4;
    return upAt !== null && statusLog.some((entry) => entry.status === "saved" && entry.at > upAt);
  });
  // Let the frame after the last sample run, then stop recording.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
  );
  const probe = await page.evaluate(() => {
    const p4 = window.__p4;
    p4.recording = false;
    return {
      samples: p4.samples,
      calls: p4.calls,
      registrations: [...p4.registrations.entries()],
    };
  });
  const reader = await connectCollab({ ...server, ...account });
  const strokes = readStrokes(reader.doc);
  reader.close();
  const fresh = strokes.filter((stroke) => !known.has(stroke.id));
  if (fresh.length !== 1) throw new Error(`expected one new stroke, found ${fresh.length}`);
  known.add(fresh[0].id);
  const samples = sent.filter((record) => record.type !== "mouseReleased");
  const moves = samples.filter((record) => record.type === "mouseMoved");
  const match = matchKept(samples, fresh[0].points);
  if (values.dump) {
    await writeFile(
      `${values.dump}-${known.size}.json`,
      JSON.stringify({ sent, probe, stored: fresh[0].points }),
    );
  }
  return {
    dispatched: samples.length,
    stored: fresh[0].points.length,
    kept: match.kept,
    residual: match.residual,
    inputRate: (moves.length - 1) / ((moves.at(-1).sentAt - moves[0].sentAt) / 1000),
    lateness: samples.map((record) => record.sentAt - record.due),
    answerMs: samples.map((record) => record.answeredAt - record.sentAt),
    cpu: usage,
    profile,
    ...analyseProbe(probe),
  };
}

async function runCount(count, server, browser) {
  const account = await createWorkbench(
    server.base,
    `p4-${count}-${randomBytes(4).toString("hex")}@example.com`,
  );
  const seeder = await connectCollab({ ...server, ...account });
  const seedStarted = performance.now();
  const seeded = await seedStrokes(
    seeder,
    makeStrokes(count, { ...ARTBOARD, author: account.userId }),
  );
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const known = new Set(readStrokes(seeder.doc).map((stroke) => stroke.id));
  // Closing the last connection unloads the document: the page loads it from the database.
  seeder.close();
  await sleep(THUMBNAIL_SETTLE_MS);
  await waitForQuietMachine(20);
  const { context, page, load } = await openWorkbench(browser, server.base, account);
  const strokes = [];
  try {
    for (let index = 0; index < STROKES; index++) {
      const band = 0.3 + (0.4 * index) / Math.max(1, STROKES - 1);
      strokes.push(await measureStroke({ page, server, account, band, known }));
    }
  } finally {
    await context.close();
  }
  return { count, seeded, seedSeconds, load, strokes };
}

function printRun(run) {
  const all = (key) => run.strokes.flatMap((stroke) => stroke[key]);
  const sum = (key) => run.strokes.reduce((total, stroke) => total + stroke[key], 0);
  const latencies = all("latencies");
  const gaps = all("frameGaps");
  const cpu = (key) => mean(run.strokes.map((stroke) => stroke.cpu[key]));
  return {
    count: run.count,
    inputRate: mean(run.strokes.map((stroke) => stroke.inputRate)),
    lateP95: percentile(all("lateness"), 0.95),
    dispatched: sum("dispatched"),
    received: run.strokes.reduce((total, stroke) => total + stroke.received.length, 0),
    stored: sum("stored"),
    kept: sum("kept"),
    residual: Math.max(...run.strokes.map((stroke) => stroke.residual)),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: Math.max(...latencies),
    events: sum("events"),
    handlerP50: percentile(all("handlerMs"), 0.5),
    handlerP95: percentile(all("handlerMs"), 0.95),
    toHandlerP50: percentile(all("toHandler"), 0.5),
    toHandlerP95: percentile(all("toHandler"), 0.95),
    renderP50: percentile(all("renderMs"), 0.5),
    renderP95: percentile(all("renderMs"), 0.95),
    gapP50: percentile(gaps, 0.5),
    gapP95: percentile(gaps, 0.95),
    answerP50: percentile(all("answerMs"), 0.5),
    framesWithSamples: sum("framesWithSamples"),
    orderHeld: sum("orderHeld"),
    undrawn: sum("undrawn"),
    paintedInHandler: sum("paintedInHandler"),
    browserCpu: cpu("browser"),
    nodeCpu: cpu("node"),
    serverCpu: cpu("server"),
    othersCpu: cpu("others"),
    loadSaved: run.load.savedAt,
    loadSettled: run.load.settledAt,
  };
}

async function main() {
  const browserVersion = await (async () => {
    const probe = await chromium.launch({ executablePath: CHROMIUM });
    const version = probe.version();
    await probe.close();
    return version;
  })();
  console.log(
    `Contour P4 pen-to-paint · ${cpus().length} cores · ${cpus()[0].model} · Node ${process.version} · Chromium ${browserVersion} headless, ${VIEWPORT.width}x${VIEWPORT.height}`,
  );
  console.log(
    `Pen: ${RATE} Hz, ${SAMPLES} samples (${values.seconds} s) per stroke, ${STROKES} strokes per document · load average before the run ${fmt(loadavg()[0], 2)}`,
  );
  const server = await startFreshContour();
  // Ctrl-C still stops the server and removes its data folder (the browser dies with us).
  const interrupt = () => server.stop().finally(() => process.exit(130));
  process.once("SIGINT", interrupt);
  process.once("SIGTERM", interrupt);
  const rows = [];
  try {
    for (const count of COUNTS) {
      // A browser per document, so that one's caches and CPU do not carry into the other.
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: [
          "--no-sandbox",
          "--disable-gpu",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
          "--no-first-run",
        ],
      });
      try {
        const run = await runCount(count, server, browser);
        console.log(
          `  ${count} strokes seeded (${run.seeded} stored) in ${fmt(run.seedSeconds)} s; measured ${run.strokes.length} pen strokes`,
        );
        rows.push(printRun(run));
        for (const stroke of run.strokes.filter((candidate) => candidate.profile)) {
          const { file, total, byFile, byFunction } = stroke.profile;
          console.log(`    profile ${file}: ${fmt(total, 0)} ms sampled; self time by file:`);
          for (const [name, ms] of byFile)
            console.log(`      ${fmt(ms, 0).padStart(6)} ms  ${name}`);
          console.log("    by function:");
          for (const [name, ms] of byFunction)
            console.log(`      ${fmt(ms, 0).padStart(6)} ms  ${name}`);
        }
      } finally {
        await browser.close();
      }
    }
  } finally {
    await server.stop();
  }

  console.log(
    "\n| strokes in document | input rate | samples sent | received by page | kept in stored stroke | latency p50 | p95 | p99 | max | rAF interval p50 (p95) | CPU: Chromium / node / server / others | first load: to Saved / settled frame |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const row of rows) {
    console.log(
      `| ${row.count.toLocaleString("en")} | ${fmt(row.inputRate)} Hz | ${row.dispatched} | ${row.received} | ${row.kept} (${fmt((100 * row.kept) / row.dispatched)}%) | ${fmt(row.p50)} ms | ${fmt(row.p95)} ms | ${fmt(row.p99)} ms | ${fmt(row.max)} ms | ${fmt(row.gapP50)} (${fmt(row.gapP95)}) ms | ${fmt(row.browserCpu, 0)}% / ${fmt(row.nodeCpu, 0)}% / ${fmt(row.serverCpu, 0)}% / ${fmt(row.othersCpu, 0)}% | ${fmt(row.loadSaved, 0)} / ${fmt(row.loadSettled, 0)} ms |`,
    );
  }
  console.log("\nWhere the time goes, and checks");
  for (const row of rows) {
    console.log(
      `  ${row.count} strokes: ${row.received} samples came in ${row.events} pointer events (${fmt(row.received / row.events, 2)} per event); the app's pointer handlers took p50 ${fmt(row.handlerP50)} ms per event (p95 ${fmt(row.handlerP95)})`,
    );
    console.log(
      `    event timeStamp→listener p50 ${fmt(row.toHandlerP50)} ms (p95 ${fmt(row.toHandlerP95)}); app render callback when it painted p50 ${fmt(row.renderP50)} ms (p95 ${fmt(row.renderP95)}); CDP answer p50 ${fmt(row.answerP50)} ms; send lateness p95 ${fmt(row.lateP95, 2)} ms`,
    );
    console.log(
      `    stored points ${row.stored}, kept matched within ${fmt(row.residual, 3)} px; samples never drawn ${row.undrawn}; drawn by the app's input handler ${row.paintedInHandler}; ordering (app render after the samples were handled, before our callback, same frame, painted) held in ${row.orderHeld} of ${row.framesWithSamples} frames`,
    );
  }
  const goal = rows.find((row) => row.count === 3000);
  if (goal) {
    console.log(
      `\nGoal at 3,000 strokes: p95 ${fmt(goal.p95)} ms against one frame (${fmt(FRAME_GOAL_MS)} ms): ${goal.p95 < FRAME_GOAL_MS ? "met" : "missed"}; samples kept ${fmt((100 * goal.kept) / goal.dispatched)}% (goal 100%)`,
    );
  }
}

await main();
