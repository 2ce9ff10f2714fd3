// P3: pan and zoom frame times in headless Chromium, Contour's renderer against Excalidraw in the
// same run (bench/p3 is the page; docs/benchmarks.md explains what the figures mean).
//
// For each app and stroke count, one fresh browser context loads the page (its own renderer
// process and heap), which builds the same deterministic strokes and hands them to the app; the
// page then drives the app's view once per requestAnimationFrame through a pan (a smooth drag)
// and a zoom (in to 4x and out around a point), each 120 measured frames after a 30-frame
// warm-up, and reports the gaps between animation-frame callbacks.
//
// Chromium runs with --disable-frame-rate-limit and --disable-gpu-vsync by default, so that a
// frame starts as soon as the previous one is done and a gap is the frame's whole cost (script,
// canvas raster, paint, composite) rather than a multiple of 16.7 ms. --vsync keeps Chromium's
// 60 Hz pacing instead.
//
//   npm run build && node bench/p3-pan-zoom.mjs
//   node bench/p3-pan-zoom.mjs --strokes 1000,10000 --frames 120 --warmup 30 --rebuild
//   node bench/p3-pan-zoom.mjs --profile       # also a CPU profile of Contour's largest case
//   node bench/p3-pan-zoom.mjs --screenshots /tmp/p3   # the start view of each case
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { machineCpuSeconds, processCpuSeconds, waitForQuietMachine } from "./measure-load.mjs";

const { values } = parseArgs({
  options: {
    strokes: { type: "string", default: "1000,3000,10000" },
    apps: { type: "string", default: "contour,excalidraw" },
    frames: { type: "string", default: "120" },
    warmup: { type: "string", default: "30" },
    vsync: { type: "boolean", default: false },
    rebuild: { type: "boolean", default: false },
    profile: { type: "boolean", default: false },
    screenshots: { type: "string" },
  },
});
const STROKE_COUNTS = values.strokes.split(",").map(Number);
const APPS = values.apps.split(",");
const FRAMES = Number(values.frames);
const WARMUP = Number(values.warmup);
const GESTURES = ["pan", "zoom"];

const here = path.dirname(fileURLToPath(import.meta.url));
const pageRoot = path.join(here, "p3");
const dist = path.join(pageRoot, "dist");

/** Newest modification time under a folder (dist left out), to rebuild a stale page. */
function newestSource(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === "dist" || entry.name === "node_modules") continue;
    const full = path.join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

async function buildPage() {
  const built = path.join(dist, "index.html");
  const sources = Math.max(
    newestSource(pageRoot),
    newestSource(path.join(here, "..", "packages", "canvas", "src")),
  );
  if (!values.rebuild && existsSync(built) && statSync(built).mtimeMs > sources) return;
  const { build } = await import("vite");
  await build({ configFile: path.join(pageRoot, "vite.config.ts"), logLevel: "warn" });
}

const TYPES = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};

/** A static server for the built page on a free loopback port. */
function serve() {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const file = path.join(dist, url.pathname === "/" ? "index.html" : url.pathname);
    if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
    });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => resolve(server));
  });
}

/** The pids of every descendant of a process (Chromium's browser, GPU and renderer processes). */
function descendants(root) {
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(entry));
    } catch {}
  }
  const found = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** CPU seconds of Chromium (all our descendants but none else) and of the whole machine. */
function cpuSnapshot() {
  const browser = descendants(process.pid).reduce((sum, pid) => sum + processCpuSeconds(pid), 0);
  return { browser, node: process.cpuUsage(), machine: machineCpuSeconds() };
}

/** Chromium's and everything else's CPU between two snapshots, 100% being one core. */
function cpuBetween(before, after, seconds) {
  const browser = (after.browser - before.browser) / seconds;
  const nodeUsage = process.cpuUsage(before.node);
  const node = (nodeUsage.user + nodeUsage.system) / 1e6 / seconds;
  const machine =
    ((after.machine.busy - before.machine.busy) / (after.machine.total - before.machine.total)) *
    os.cpus().length;
  return { browser, others: Math.max(0, machine - browser - node) };
}

function percentile(list, q) {
  const sorted = [...list].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** Self time per function of a V8 CPU profile, the heaviest first. */
function hotFunctions(profile, top = 12) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  profile.samples.forEach((id, index) => {
    const frame = byNode.get(id)?.callFrame;
    const name = frame
      ? `${frame.functionName || "(anonymous)"} ${frame.url ? `${path.basename(frame.url)}:${frame.lineNumber + 1}` : ""}`.trim()
      : "?";
    self.set(name, (self.get(name) ?? 0) + (deltas[index + 1] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((sum, ms) => sum + ms, 0);
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => ({ name, ms, share: ms / total }));
}

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // A hidden or occluded page would be throttled; a headless one must not be.
  "--disable-background-timer-throttling",
  "--disable-renderer-backgrounding",
  "--disable-backgrounding-occluded-windows",
  ...(values.vsync ? [] : ["--disable-frame-rate-limit", "--disable-gpu-vsync"]),
];

async function runCase(browser, origin, app, strokes) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
  });
  // No network but our own server: Excalidraw would otherwise reach for its CDN.
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  try {
    await page.goto(`${origin}/?app=${app}&strokes=${strokes}`);
    await page.waitForFunction(() => window.bench || window.benchError, null, {
      timeout: 300_000,
      polling: 200,
    });
    const failure = await page.evaluate(() => window.benchError);
    if (failure) throw new Error(`${app} ${strokes}: ${failure}`);
    const info = await page.evaluate(() => ({
      samples: window.bench.samples,
      firstRender: window.bench.firstRender,
    }));
    if (values.screenshots) {
      mkdirSync(values.screenshots, { recursive: true });
      await page.screenshot({ path: path.join(values.screenshots, `${app}-${strokes}.png`) });
    }
    const results = {};
    for (const gesture of GESTURES) {
      const waited = await waitForQuietMachine(15);
      const profiler =
        values.profile && app === "contour" && strokes === Math.max(...STROKE_COUNTS);
      const session = profiler ? await context.newCDPSession(page) : null;
      if (session) {
        await session.send("Profiler.enable");
        await session.send("Profiler.setSamplingInterval", { interval: 200 });
        await session.send("Profiler.start");
      }
      const before = cpuSnapshot();
      const started = performance.now();
      const result = await page.evaluate(
        ([name, frames, warmup]) => window.bench.run(name, frames, warmup),
        [gesture, FRAMES, WARMUP],
      );
      const seconds = (performance.now() - started) / 1000;
      const cpu = cpuBetween(before, cpuSnapshot(), seconds);
      if (session) {
        const { profile } = await session.send("Profiler.stop");
        result.hot = hotFunctions(profile);
        await session.detach();
      }
      results[gesture] = { ...result, cpu, waited };
    }
    if (errors.length > 0) console.error(`${app} ${strokes}: page errors: ${errors.join("; ")}`);
    return { app, strokes, ...info, results };
  } finally {
    await context.close();
  }
}

const ms = (value) => `${value.toFixed(1)} ms`;
const pct = (value) => `${Math.round(value * 100)}%`;

await buildPage();
const server = await serve();
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
const cases = [];
try {
  for (const strokes of STROKE_COUNTS) {
    for (const app of APPS) cases.push(await runCase(browser, origin, app, strokes));
  }
} finally {
  const version = browser.version();
  await browser.close();
  server.close();
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  console.log(
    `P3 pan and zoom — ${os.cpus().length} cores (${cpu}), Chromium ${version} headless, ` +
      `software rendering (--disable-gpu), 1280x800 at device pixel ratio 1, Node ${process.version}`,
  );
  console.log(
    values.vsync
      ? "Chromium's 60 Hz frame pacing kept (--vsync): gaps are multiples of ~16.7 ms."
      : "Frame rate limit and vsync off: a gap is one frame's whole cost (script, raster, paint, composite).",
  );
  console.log(
    `${FRAMES} measured frames per gesture after ${WARMUP} warm-up frames; one page load per app and stroke count.\n`,
  );
  console.log(
    "| app | strokes | samples | first render | pan p50 | pan p95 | zoom p50 | zoom p95 |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const { app, strokes, samples, firstRender, results } of cases) {
    const { pan, zoom } = results;
    console.log(
      `| ${app} | ${strokes} | ${samples} | ${ms(firstRender)} | ${ms(percentile(pan.gaps, 0.5))} | ${ms(percentile(pan.gaps, 0.95))} | ${ms(percentile(zoom.gaps, 0.5))} | ${ms(percentile(zoom.gaps, 0.95))} |`,
    );
  }
  console.log(
    "\nDetail: work = time inside the frame callback that sets the view (Excalidraw renders in a React task after it, so its work is not its cost); " +
      "drawn = frames the app drew out of those given; settle = zoom only, the frame that ends a zoom at 2.5x the fit scale (Contour re-rasterises its layer there, Excalidraw regenerates its element canvases); CPU over the gesture, 100% = one core.\n",
  );
  console.log(
    "| app | strokes | gesture | gap p50 | gap p95 | gap max | work p50 | work p95 | drawn | settle | CPU: Chromium / others |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|");
  for (const { app, strokes, results } of cases) {
    for (const gesture of GESTURES) {
      const result = results[gesture];
      console.log(
        `| ${app} | ${strokes} | ${gesture} | ${ms(percentile(result.gaps, 0.5))} | ${ms(percentile(result.gaps, 0.95))} | ${ms(Math.max(...result.gaps))} | ${ms(percentile(result.work, 0.5))} | ${ms(percentile(result.work, 0.95))} | ${result.drawn}/${FRAMES} | ${result.settle === null ? "–" : ms(result.settle)} | ${pct(result.cpu.browser)} / ${pct(result.cpu.others)} |`,
      );
    }
  }
  const waits = cases.flatMap((c) => GESTURES.map((g) => c.results[g].waited));
  if (waits.some((seconds) => seconds > 1.5)) {
    console.log(
      `\nWaited up to ${Math.max(...waits).toFixed(0)} s for a quiet second before a gesture (at most 15 s, then measured anyway).`,
    );
  }
  for (const { app, strokes, results } of cases) {
    for (const gesture of GESTURES) {
      const hot = results[gesture].hot;
      if (!hot) continue;
      console.log(`\nCPU profile, ${app} ${strokes} ${gesture}: self time, heaviest first`);
      for (const { name, ms: time, share } of hot) {
        console.log(`  ${pct(share).padStart(4)}  ${time.toFixed(0).padStart(6)} ms  ${name}`);
      }
    }
  }
}
