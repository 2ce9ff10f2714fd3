// CPU over a window, 100% being one core: this Node process (the pen driver), the server, the
// Chromium processes (every descendant of this process outside the server's own tree: browser,
// zygotes, renderer, GPU/utility processes) and whatever else the machine did meanwhile.
import { readdirSync, readFileSync } from "node:fs";
import { machineCpuSeconds, processCpuSeconds } from "../measure-load.mjs";

function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return null;
  }
}

/** Every live descendant of `root`, except `skip` and its own descendants. */
function descendants(root, skip) {
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(entry);
    if (parent === null) continue;
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(Number(entry));
  }
  const found = [];
  const queue = [...(children.get(root) ?? [])];
  while (queue.length > 0) {
    const pid = queue.shift();
    if (pid === skip) continue;
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

/** Starts a CPU window; `stop()` gives each part's share of a core over it. */
export function startCpuWindow({ serverPid }) {
  const browserPids = descendants(process.pid, serverPid);
  const browserStart = new Map(browserPids.map((pid) => [pid, processCpuSeconds(pid)]));
  const own = process.cpuUsage();
  const serverStart = processCpuSeconds(serverPid);
  const machineStart = machineCpuSeconds();
  const started = performance.now();
  return {
    stop() {
      const seconds = (performance.now() - started) / 1000;
      const ownUsage = process.cpuUsage(own);
      const node = (ownUsage.user + ownUsage.system) / 1e6;
      const server = processCpuSeconds(serverPid) - serverStart;
      // Processes that started during the window count from zero; ones that ended are lost (a
      // renderer does not end while its page is open).
      let browser = 0;
      for (const pid of descendants(process.pid, serverPid)) {
        browser += processCpuSeconds(pid) - (browserStart.get(pid) ?? 0);
      }
      const machineEnd = machineCpuSeconds();
      const busy = machineEnd.busy - machineStart.busy;
      return {
        seconds,
        browser: (browser / seconds) * 100,
        node: (node / seconds) * 100,
        server: (server / seconds) * 100,
        others: Math.max(0, ((busy - browser - node - server) / seconds) * 100),
      };
    },
  };
}
