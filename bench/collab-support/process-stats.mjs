// What a benchmark reads of a server process from the outside, through /proc.
import { readFileSync } from "node:fs";
import { processCpuSeconds } from "../measure-load.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory (VmRSS) of a process in bytes. */
export function residentBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kib) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) * 1024;
}

/**
 * Waits (at most `patience` ms) until the process used under 5% of a core for `quietMs`: long
 * enough, after clients leave Contour, for its last stores and the thumbnails 2 s after them.
 */
export async function waitForIdle(pid, { patience = 15_000, quietMs = 500 } = {}) {
  const started = performance.now();
  while (performance.now() - started < patience) {
    const before = processCpuSeconds(pid);
    await sleep(quietMs);
    if (processCpuSeconds(pid) - before < (0.05 * quietMs) / 1000) return;
  }
}
