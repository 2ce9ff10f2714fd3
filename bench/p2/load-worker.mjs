// A load-generator process of P2 (forked by fanout-phase.mjs): its share of the room clients,
// each a real @hocuspocus/provider on its own socket. A client commits a stroke at a steady rate
// and names it with its send time on the machine's monotonic clock (process.hrtime: Linux's
// CLOCK_MONOTONIC, the same clock in every process), so a receiver in any worker reads the
// latency from the stroke itself when Yjs applies it.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { addElements } from "../../packages/canvas/dist/index.js";
import { connectCollab, firstLayer, makeStrokes } from "../p4/collab.mjs";

const LOCAL = Symbol("p2-local");
/** Strokes of 60 pen samples; a client draws them in turn, each under a new id. */
const STROKES = makeStrokes(64, { width: 1920, height: 1080, author: "", samples: 60 });
const now = () => process.hrtime.bigint();

const clients = [];
let measured = { start: 0n, end: 0n };
const latencies = [];
const lateness = [];
const sentInWindow = new Map();
let sentTotal = 0;
let receivedInWindow = 0;
let remoteUpdates = 0;
let cpuAtStart = null;
let cpuInWindow = null;
/** The loop-delay histogram's tick: each of its values is this plus how late the tick ran. */
const LOOP_TICK_MS = 10;
const loopDelay = monitorEventLoopDelay({ resolution: LOOP_TICK_MS });

/** `p2.<client>.<seq>.<send time in ns>` */
function strokeId(key, seq, sentAt) {
  return `p2.${key}.${seq}.${sentAt}`;
}

function sentAtOf(id) {
  if (typeof id !== "string" || !id.startsWith("p2.")) return null;
  return BigInt(id.slice(id.lastIndexOf(".") + 1));
}

const inWindow = (time) => time >= measured.start && time < measured.end;

async function connectOne(target, spec) {
  const client = await connectCollab({ ...target, token: spec.token, workbenchId: spec.name });
  const { layer } = firstLayer(client.doc);
  const arrived = [];
  // The observer names the strokes of a transaction; the doc's update event, which follows it
  // in the same applyUpdate, is the moment they arrived.
  layer.elements.observe((event, transaction) => {
    if (transaction.origin === LOCAL) return;
    for (const change of event.changes.delta) {
      for (const element of change.insert ?? []) arrived.push(element.id);
    }
  });
  client.doc.on("update", (_update, origin) => {
    if (origin === LOCAL) return;
    remoteUpdates++;
    if (arrived.length === 0) return;
    const at = now();
    for (const id of arrived) {
      const sentAt = sentAtOf(id);
      if (sentAt === null) continue;
      if (inWindow(sentAt)) {
        receivedInWindow++;
        latencies.push(Number(at - sentAt) / 1e6);
      }
    }
    arrived.length = 0;
  });
  return { ...spec, client, layerId: layer.id, seq: 0, timer: null };
}

async function connectAll({ target, specs, concurrency }) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < specs.length) {
        const spec = specs[next++];
        clients.push(await connectOne(target, spec));
      }
    }),
  );
}

function sendStroke(entry) {
  const sentAt = now();
  const template = STROKES[entry.seq % STROKES.length];
  const id = strokeId(entry.key, entry.seq++, sentAt);
  sentTotal++;
  addElements(entry.client.doc, LOCAL, entry.layerId, [{ ...template, id, author: entry.author }]);
  return sentAt;
}

/**
 * Every client draws from `startNs` until the window's end, `rate` strokes a second, each at its
 * own phase (spread over the period) so the room's strokes do not arrive in bursts.
 */
function startDrawing({ rate, startNs, windowStartNs, windowEndNs }) {
  measured = { start: BigInt(windowStartNs), end: BigInt(windowEndNs) };
  const period = 1e9 / rate;
  const start = BigInt(startNs);
  clients.forEach((entry, index) => {
    const phase = Math.floor(period * ((index * 0.618034) % 1));
    let due = start + BigInt(phase);
    const tick = () => {
      const sentAt = sendStroke(entry);
      if (inWindow(sentAt)) {
        sentInWindow.set(entry.room, (sentInWindow.get(entry.room) ?? 0) + 1);
        lateness.push(Number(sentAt - due) / 1e6);
      }
      due += BigInt(Math.round(period));
      schedule();
    };
    const schedule = () => {
      if (due >= measured.end) return;
      entry.timer = setTimeout(tick, Math.max(0, Number(due - now()) / 1e6));
    };
    schedule();
  });
  setTimeout(
    () => {
      cpuAtStart = process.cpuUsage();
      loopDelay.reset();
      loopDelay.enable();
    },
    Math.max(0, Number(measured.start - now()) / 1e6),
  );
  setTimeout(
    () => {
      cpuInWindow = process.cpuUsage(cpuAtStart);
      loopDelay.disable();
    },
    Math.max(0, Number(measured.end - now()) / 1e6),
  );
}

function report() {
  return {
    clients: clients.length,
    sentTotal,
    sentInWindow: Object.fromEntries(sentInWindow),
    receivedInWindow,
    remoteUpdates,
    latencies,
    lateness,
    cpuSeconds: cpuInWindow ? (cpuInWindow.user + cpuInWindow.system) / 1e6 : null,
    loopDelayP99: loopDelay.count > 0 ? loopDelay.percentile(99) / 1e6 - LOOP_TICK_MS : null,
    loopDelayMax: loopDelay.count > 0 ? loopDelay.max / 1e6 - LOOP_TICK_MS : null,
  };
}

process.on("message", async (message) => {
  try {
    if (message.type === "connect") {
      await connectAll(message);
      process.send({ type: "connected", clients: clients.length });
    } else if (message.type === "start") {
      startDrawing(message);
    } else if (message.type === "count") {
      process.send({
        type: "count",
        sentInWindow: Object.fromEntries(sentInWindow),
        receivedInWindow,
      });
    } else if (message.type === "report") {
      process.send({ type: "report", report: report() });
    } else if (message.type === "close") {
      for (const entry of clients) {
        clearTimeout(entry.timer);
        entry.client.close();
      }
      process.send({ type: "closed" }, () => process.exit(0));
    }
  } catch (error) {
    process.send({ type: "error", message: String(error?.stack ?? error) });
  }
});
