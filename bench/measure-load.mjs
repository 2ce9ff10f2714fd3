// One autocannon run against the local server, with the CPU that the load generator, the server
// process and Postgres spent meanwhile, so that a saturated machine is not read as a slow query.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import autocannon from "autocannon";

const CLOCK_TICKS =
  Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/**
 * utime + stime of a process in seconds, with cutime + cstime: the children it has reaped, such as
 * Postgres' parallel workers, which come and go within a run. 0 once it is gone.
 */
export function processCpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return (utime + stime + cutime + cstime) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** All Postgres processes on the machine (postmaster and backends): its CPU over a run. */
function postgresCpuSeconds() {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres") {
        total += processCpuSeconds(entry);
      }
    } catch {}
  }
  return total;
}

/** Busy and total CPU seconds of the whole machine so far (the first line of /proc/stat). */
export function machineCpuSeconds() {
  const [, ...ticks] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal; guest time is already in user.
  const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks.map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy: busy / CLOCK_TICKS, total: (busy + idle + iowait) / CLOCK_TICKS };
}

/**
 * Waits, up to `patience` seconds, for a second in which the machine is at most 10% busy, so that
 * another job on the same cores (a test run) does not land in a measurement. Says how long it waited.
 */
export async function waitForQuietMachine(patience = 30) {
  const started = performance.now();
  while ((performance.now() - started) / 1000 < patience) {
    const before = machineCpuSeconds();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = machineCpuSeconds();
    if ((after.busy - before.busy) / (after.total - before.total) <= 0.1) break;
  }
  return (performance.now() - started) / 1000;
}

function percentile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/**
 * Runs autocannon for `duration` seconds at `connections` and returns throughput, latency
 * percentiles from every response's own time (autocannon's summary has no p95), failures and CPU.
 * `bodiesFor(slot)` gives each connection its requests: one body, or several sent in turn.
 * A response counts as failed when it is not 2xx or its JSON holds "errors".
 */
export async function measureLoad({ url, token, duration, connections, bodiesFor, serverPid }) {
  let nextSlot = 0;
  const latencies = [];
  const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
  const cpuStart = process.cpuUsage();
  const serverStart = processCpuSeconds(serverPid);
  const postgresStart = postgresCpuSeconds();
  const machineStart = machineCpuSeconds();
  const started = performance.now();
  const instance = autocannon({
    url: `${url}/graphql`,
    method: "POST",
    headers,
    body: bodiesFor(0)[0],
    connections,
    duration,
    setupClient(client) {
      const bodies = bodiesFor(nextSlot++);
      client.setRequests(
        bodies.map((body) => ({ method: "POST", path: "/graphql", headers, body })),
      );
    },
    verifyBody: (body) => !body.includes('"errors":'),
  });
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const serverCpu = processCpuSeconds(serverPid) - serverStart;
  const postgresCpu = postgresCpuSeconds() - postgresStart;
  const machineEnd = machineCpuSeconds();
  latencies.sort((a, b) => a - b);
  const ownCpu = (cpu.user + cpu.system) / 1e6 + serverCpu + postgresCpu;
  const failed = result.non2xx + result.errors + result.timeouts + result.mismatches;
  return {
    connections,
    requests: latencies.length,
    perSecond: latencies.length / result.duration,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    failed,
    loadGeneratorCpu: ((cpu.user + cpu.system) / 1e6 / seconds) * 100,
    serverCpu: (serverCpu / seconds) * 100,
    postgresCpu: (postgresCpu / seconds) * 100,
    /** Of all cores: 100% is a saturated machine. */
    machineBusy:
      ((machineEnd.busy - machineStart.busy) / (machineEnd.total - machineStart.total)) * 100,
    /** What the rest of the machine used meanwhile (100% = one core): another job, the OS. */
    othersCpu: Math.max(0, ((machineEnd.busy - machineStart.busy - ownCpu) / seconds) * 100),
  };
}
