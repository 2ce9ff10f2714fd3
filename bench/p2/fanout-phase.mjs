// One measured phase of P2: a server, a set of rooms and their clients spread over worker
// processes, a warm-up, a fixed window in which every stroke sent is followed to every other
// client of its room, and the CPU of each part over that window.
import { fork } from "node:child_process";
import path from "node:path";
import { waitForIdle } from "../collab-support/process-stats.mjs";
import { machineCpuSeconds, processCpuSeconds } from "../measure-load.mjs";

const workerScript = path.join(import.meta.dirname, "load-worker.mjs");
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function startWorker() {
  const child = fork(workerScript, [], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const waiters = new Map();
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.on("message", (message) => {
    if (message.type === "error") {
      console.error(`load worker ${child.pid}: ${message.message}`);
      process.exitCode = 1;
      return;
    }
    waiters.get(message.type)?.(message);
    waiters.delete(message.type);
  });
  return {
    pid: child.pid,
    request(message, answer) {
      const reply = new Promise((resolve, reject) => {
        waiters.set(answer, resolve);
        exited.then((code) => reject(new Error(`load worker exited (${code})`)));
      });
      child.send(message);
      return reply;
    },
    send: (message) => child.send(message),
    exited,
  };
}

/**
 * Runs the phase. `rooms` are document names; `clientsOf(roomIndex, clientIndex)` gives a
 * client's token and author. Client k of room r goes to worker (r * size + k) mod workers, so
 * every room spans the workers and every worker sends and receives alike.
 */
export async function runFanoutPhase({
  server,
  rooms,
  roomSize,
  clientsOf,
  workers: workerCount,
  rate,
  warmupSeconds,
  seconds,
  drainSeconds,
}) {
  const workers = Array.from({ length: workerCount }, startWorker);
  const phaseCpuStart = processCpuSeconds(server.pid);
  try {
    const specs = workers.map(() => []);
    rooms.forEach((name, room) => {
      for (let index = 0; index < roomSize; index++) {
        const { token, author } = clientsOf(room, index);
        specs[(room * roomSize + index) % workerCount].push({
          key: `${room}-${index}`,
          room,
          name,
          token,
          author,
        });
      }
    });
    const target = { base: server.base, origin: server.origin };
    await Promise.all(
      workers.map((worker, index) =>
        worker.request(
          { type: "connect", target, specs: specs[index], concurrency: 8 },
          "connected",
        ),
      ),
    );
    await waitForIdle(server.pid);

    const startNs = process.hrtime.bigint() + 500_000_000n;
    const windowStartNs = startNs + BigInt(Math.round(warmupSeconds * 1e9));
    const windowEndNs = windowStartNs + BigInt(Math.round(seconds * 1e9));
    for (const worker of workers) {
      worker.send({
        type: "start",
        rate,
        startNs: String(startNs),
        windowStartNs: String(windowStartNs),
        windowEndNs: String(windowEndNs),
      });
    }
    const untilNs = (time) => sleep(Math.max(0, Number(time - process.hrtime.bigint()) / 1e6));
    await untilNs(windowStartNs);
    const serverStart = processCpuSeconds(server.pid);
    const machineStart = machineCpuSeconds();
    const ownStart = process.cpuUsage();
    await untilNs(windowEndNs);
    const serverCpu = processCpuSeconds(server.pid) - serverStart;
    const machineEnd = machineCpuSeconds();
    const own = process.cpuUsage(ownStart);
    await drain(workers, roomSize, drainSeconds);

    const reports = await Promise.all(
      workers.map(async (worker) => (await worker.request({ type: "report" }, "report")).report),
    );
    await Promise.all(workers.map((worker) => worker.request({ type: "close" }, "closed")));
    await waitForIdle(server.pid, { quietMs: 3000, patience: 60_000 });
    return summarize({
      phaseServerCpu: processCpuSeconds(server.pid) - phaseCpuStart,
      targetPerSecond: rooms.length * roomSize * rate,
      window: { startNs: String(windowStartNs), endNs: String(windowEndNs) },
      reports,
      roomSize,
      seconds,
      serverCpu,
      ownCpu: (own.user + own.system) / 1e6,
      machineBusy: machineEnd.busy - machineStart.busy,
    });
  } finally {
    await Promise.all(workers.map((worker) => worker.exited));
  }
}

/** Deliveries owed: each stroke sent in the window, to every other client of its room. */
function expectedDeliveries(sentPerWorker, roomSize) {
  let sent = 0;
  for (const sentInWindow of sentPerWorker) {
    for (const count of Object.values(sentInWindow)) sent += count;
  }
  return { sent, expected: sent * (roomSize - 1) };
}

/** Waits until every stroke of the window has reached every other client, or `seconds` pass. */
async function drain(workers, roomSize, seconds) {
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    const counts = await Promise.all(
      workers.map((worker) => worker.request({ type: "count" }, "count")),
    );
    const { expected } = expectedDeliveries(
      counts.map((count) => count.sentInWindow),
      roomSize,
    );
    if (counts.reduce((sum, count) => sum + count.receivedInWindow, 0) >= expected) return;
    await sleep(250);
  }
}

function percentile(sorted, q) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

function summarize({
  phaseServerCpu,
  targetPerSecond,
  window,
  reports,
  roomSize,
  seconds,
  serverCpu,
  ownCpu,
  machineBusy,
}) {
  const latencies = reports.flatMap((report) => report.latencies).sort((a, b) => a - b);
  const lateness = reports.flatMap((report) => report.lateness).sort((a, b) => a - b);
  const { sent, expected } = expectedDeliveries(
    reports.map((report) => report.sentInWindow),
    roomSize,
  );
  const received = reports.reduce((sum, report) => sum + report.receivedInWindow, 0);
  const workerCpu = reports.map((report) => (report.cpuSeconds / seconds) * 100);
  const workersTotal = reports.reduce((sum, report) => sum + report.cpuSeconds, 0);
  const percent = (cpuSeconds) => (cpuSeconds / seconds) * 100;
  return {
    window,
    strokesSent: sent,
    strokesPerSecond: sent / seconds,
    targetPerSecond,
    expected,
    received,
    missing: expected - received,
    remoteUpdates: reports.reduce((sum, report) => sum + report.remoteUpdates, 0),
    // All the server's work for the phase (connections, relaying, stores, thumbnails after the
    // last client left) per stroke: unlike latency, other work on the machine barely moves it.
    serverCpuMsPerStroke:
      (phaseServerCpu * 1000) / reports.reduce((sum, report) => sum + report.sentTotal, 0),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? null,
    sendLatenessP99: percentile(lateness, 0.99),
    cpu: {
      server: percent(serverCpu),
      workers: workerCpu,
      orchestrator: percent(ownCpu),
      others: Math.max(0, percent(machineBusy - serverCpu - workersTotal - ownCpu)),
    },
    workerLoopDelayP99: reports.map((report) => report.loopDelayP99),
  };
}
