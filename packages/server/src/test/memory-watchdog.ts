import { readFile } from "node:fs/promises";

/** A field of /proc/{pid}/status in bytes (Linux), or null once the process is gone. */
async function statusBytes(pid: number, field: "VmRSS" | "VmHWM"): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kilobytes = status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1];
    return kilobytes === undefined ? null : Number(kilobytes) * 1024;
  } catch {
    return null;
  }
}

export interface MemoryWatchdog {
  /** The resident memory that made the watchdog kill the process, if it did. */
  readonly killedAt: number | null;
  /** The process's peak resident memory so far (VmHWM), exact whatever the polling missed. */
  peakBytes(): Promise<number | null>;
  stop(): void;
}

/**
 * The out-of-memory killer of a machine with `limitBytes` for one process: polls its resident
 * memory and SIGKILLs it past the limit. Tests run a server that way, so that a render which
 * would exhaust a small server kills that server, not the machine the tests share.
 */
export function watchMemory(pid: number, limitBytes: number, intervalMs = 50): MemoryWatchdog {
  let killedAt: number | null = null;
  const timer = setInterval(async () => {
    const resident = await statusBytes(pid, "VmRSS");
    if (resident === null || resident <= limitBytes || killedAt !== null) return;
    killedAt = resident;
    process.kill(pid, "SIGKILL");
  }, intervalMs);
  timer.unref();
  return {
    get killedAt() {
      return killedAt;
    },
    peakBytes: () => statusBytes(pid, "VmHWM"),
    stop: () => clearInterval(timer),
  };
}
