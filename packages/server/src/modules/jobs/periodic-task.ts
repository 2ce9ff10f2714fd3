/**
 * Work a process repeats on its own (purging what has expired): every `intervalMs`, never two
 * runs at once, a failed run logged and tried again at the next turn. Each process runs it; the
 * work must be safe to run in several at once. Not the job queue: nothing is asked for, nobody
 * waits for it, and a missed turn is made up by the next.
 */
export interface PeriodicTask {
  /** Runs now, unless a run is under way (tests; the first run at start). */
  runNow(): Promise<void>;
  /** Stops the timer and waits for the run under way. */
  stop(): Promise<void>;
}

export function startPeriodicTask(options: {
  intervalMs: number;
  run: () => Promise<void>;
  onError: (error: unknown) => void;
}): PeriodicTask {
  let running: Promise<void> | null = null;
  let stopped = false;
  const runNow = () => {
    if (stopped) return Promise.resolve();
    running ??= options
      .run()
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runNow(), options.intervalMs);
  timer.unref();
  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
