// P6: front-end weight. Loads three pages of the production build in headless Chromium with a
// cold cache and the CPU slowed four times (DevTools: Network.setCacheDisabled,
// Emulation.setCPUThrottlingRate 4), and reports for each, as the median of several loads:
//
//   JS and CSS: bytes transferred (the bodies as sent, compressed when the server compresses)
//     and decoded, from the Resource Timing entries of the page (encodedBodySize,
//     decodedBodySize), every script and stylesheet fetched until the page is ready;
//   LCP: the last 'largest-contentful-paint' entry before the page is ready and a second quiet.
//
// The pages: sign-in (/auth, signed out), the dashboard of a signed-up user (/, which goes to
// their workspace's Recent page; ready when their workbench's card shows) and a workbench of
// 1,000 strokes (ready when the header says "Saved").
//
//   npm run build && node bench/p6-weight.mjs [--loads 5] [--strokes 1000] [--list]
//
// --list prints each file of the first load of each page. Builds nothing: it runs
// packages/server/dist and packages/web/dist as they are, on a free port of 127.0.0.1 with a
// temporary data folder (RATE_LIMIT_MULTIPLIER=1000), with Debian's Chromium (CHROMIUM_PATH,
// default /usr/bin/chromium) and the flags of playwright.config.ts, at 1440x900.
import { randomBytes } from "node:crypto";
import { cpus } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { createWorkbench } from "./collab-support/accounts.mjs";
import { startFreshContour } from "./collab-support/contour-server.mjs";
import { waitForQuietMachine } from "./measure-load.mjs";
import { connectCollab, makeStrokes, seedStrokes } from "./p4/collab.mjs";

const { values } = parseArgs({
  options: {
    loads: { type: "string", default: "5" },
    strokes: { type: "string", default: "1000" },
    list: { type: "boolean", default: false },
  },
});
const LOADS = Number(values.loads);
const STROKES = Number(values.strokes);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const VIEWPORT = { width: 1440, height: 900 };
const CPU_SLOWDOWN = 4;
/** The server renders a thumbnail 2 s after a workbench's last store: let it pass first. */
const THUMBNAIL_SETTLE_MS = 3000;
const QUIET_AFTER_READY_MS = 1000;

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Records LCP candidates from the very start of the page (buffered). */
function observeLcp() {
  window.__p6 = { lcp: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__p6.lcp.push({
        startTime: entry.startTime,
        size: entry.size,
        element: entry.element
          ? `${entry.element.tagName.toLowerCase()}${entry.element.textContent ? ` "${entry.element.textContent.slice(0, 40)}"` : ""}`
          : (entry.url ?? ""),
      });
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
}

/** One cold load of `path`: the scripts and stylesheets it fetched and its LCP. */
async function loadOnce(browser, base, { path, token, ready }) {
  const context = await browser.newContext({ viewport: VIEWPORT, baseURL: base });
  try {
    if (token) {
      await context.addCookies([
        { name: "contour_session", value: token, url: base, httpOnly: true, sameSite: "Lax" },
      ]);
    }
    await context.addInitScript(observeLcp);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const encodings = new Map();
    cdp.on("Network.responseReceived", ({ response }) => {
      encodings.set(response.url, response.headers["content-encoding"] ?? "identity");
    });
    await page.goto(path);
    await ready(page);
    await sleep(QUIET_AFTER_READY_MS);
    const { resources, lcp } = await page.evaluate(() => ({
      resources: performance.getEntriesByType("resource").map((entry) => ({
        name: entry.name,
        encoded: entry.encodedBodySize,
        decoded: entry.decodedBodySize,
      })),
      lcp: window.__p6.lcp,
    }));
    const kindOf = (url) => {
      const { pathname } = new URL(url);
      if (pathname.endsWith(".js")) return "js";
      if (pathname.endsWith(".css")) return "css";
      return null;
    };
    const totals = { js: { encoded: 0, decoded: 0 }, css: { encoded: 0, decoded: 0 } };
    const files = [];
    for (const resource of resources) {
      const kind = kindOf(resource.name);
      if (!kind) continue;
      totals[kind].encoded += resource.encoded;
      totals[kind].decoded += resource.decoded;
      files.push({ ...resource, kind, encoding: encodings.get(resource.name) ?? "?" });
    }
    return { ...totals, lcp: lcp.at(-1) ?? null, files };
  } finally {
    await context.close();
  }
}

async function main() {
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
  console.log(
    `Contour P6 front-end weight · ${cpus().length} cores · ${cpus()[0].model} · Node ${process.version} · Chromium ${browser.version()} headless, ${VIEWPORT.width}x${VIEWPORT.height} · CPU ${CPU_SLOWDOWN}x slower · cache disabled · ${LOADS} loads per page`,
  );
  const server = await startFreshContour();
  const interrupt = () => server.stop().finally(() => process.exit(130));
  process.once("SIGINT", interrupt);
  process.once("SIGTERM", interrupt);
  try {
    const account = await createWorkbench(
      server.base,
      `p6-${randomBytes(4).toString("hex")}@example.com`,
    );
    const seeder = await connectCollab({ ...server, ...account });
    const seeded = await seedStrokes(
      seeder,
      makeStrokes(STROKES, { width: 1920, height: 1080, author: account.userId }),
    );
    seeder.close();
    console.log(`Workbench seeded with ${seeded} strokes`);
    await sleep(THUMBNAIL_SETTLE_MS);

    const pages = [
      {
        name: "sign-in",
        path: "/auth",
        ready: (page) => page.getByLabel("Email").waitFor({ timeout: 60_000 }),
      },
      {
        name: "dashboard",
        path: "/",
        token: account.token,
        ready: (page) => page.getByText("Pen latency").first().waitFor({ timeout: 60_000 }),
      },
      {
        name: `workbench (${seeded.toLocaleString("en")} strokes)`,
        path: `/workbench/${account.workbenchId}`,
        token: account.token,
        ready: (page) => page.locator('[data-status="saved"]').first().waitFor({ timeout: 60_000 }),
      },
    ];
    const rows = [];
    for (const target of pages) {
      const loads = [];
      for (let index = 0; index < LOADS; index++) {
        await waitForQuietMachine(15);
        loads.push(await loadOnce(browser, server.base, target));
      }
      if (values.list) {
        console.log(`\n${target.name}, first load:`);
        for (const file of loads[0].files) {
          console.log(
            `  ${file.kind.padEnd(3)} ${kib(file.decoded).padStart(10)} decoded ${kib(file.encoded).padStart(10)} sent (${file.encoding})  ${new URL(file.name).pathname}`,
          );
        }
      }
      const lcps = loads.map((load) => load.lcp?.startTime ?? Number.NaN);
      rows.push({
        name: target.name,
        jsSent: median(loads.map((load) => load.js.encoded)),
        jsDecoded: median(loads.map((load) => load.js.decoded)),
        cssSent: median(loads.map((load) => load.css.encoded)),
        cssDecoded: median(loads.map((load) => load.css.decoded)),
        lcp: median(lcps),
        lcpRange: [Math.min(...lcps), Math.max(...lcps)],
        lcpElement: loads[0].lcp?.element ?? "none",
        encodings: [...new Set(loads[0].files.map((file) => file.encoding))].join(", "),
      });
    }
    console.log(
      "\n| page | JS sent | JS decoded | CSS sent | CSS decoded | encoding | LCP median (min–max) | LCP element |",
    );
    console.log("|---|---|---|---|---|---|---|---|");
    for (const row of rows) {
      console.log(
        `| ${row.name} | ${kb(row.jsSent)} | ${kib(row.jsDecoded)} | ${kb(row.cssSent)} | ${kib(row.cssDecoded)} | ${row.encodings} | ${row.lcp.toFixed(0)} ms (${row.lcpRange[0].toFixed(0)}–${row.lcpRange[1].toFixed(0)}) | ${row.lcpElement} |`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
