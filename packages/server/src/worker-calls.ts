import { parentPort, type Transferable, type Worker } from "node:worker_threads";

/** An error's message and its own text fields (a database error's code, constraint, detail). */
type ErrorFields = { message: string } & Record<string, string>;

type Call<Request> = { id: number; request: Request };
type Answer<Result> = { id: number; result: Result } | { id: number; error: ErrorFields };

export interface WorkerCalls<Request, Result> {
  /** Posts a request and resolves with the worker's answer, or rejects with the error it threw. */
  call(request: Request, transfer?: readonly Transferable[]): Promise<Result>;
  /** The worker has stopped: calls can only fail. */
  readonly stopped: boolean;
}

/**
 * Requests to a worker thread that answers them with `answerCalls`, matched by id. The worker
 * keeps the process alive only while a call waits for it. Once it stops (exit, uncaught error),
 * every waiting call and every later one rejects: "`name` stopped (exit code …)".
 */
export function callWorker<Request, Result>(
  worker: Worker,
  name: string,
): WorkerCalls<Request, Result> {
  let nextId = 0;
  let stopped: Error | null = null;
  const pending = new Map<
    number,
    { resolve: (result: Result) => void; reject: (error: Error) => void }
  >();

  worker.unref();
  worker.on("message", (answer: Answer<Result>) => {
    const waiter = pending.get(answer.id);
    if (!waiter) return;
    pending.delete(answer.id);
    if (pending.size === 0) worker.unref();
    if ("error" in answer)
      waiter.reject(Object.assign(new Error(answer.error.message), answer.error));
    else waiter.resolve(answer.result);
  });
  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of pending.values()) reject(stopped);
    pending.clear();
  };
  worker.on("error", stop);
  worker.on("exit", (code) => stop(new Error(`${name} stopped (exit code ${code})`)));

  return {
    call(request, transfer = []) {
      if (stopped) return Promise.reject(stopped);
      const id = nextId++;
      worker.ref();
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, request } satisfies Call<Request>, transfer);
      });
    },
    get stopped() {
      return stopped !== null;
    },
  };
}

/** The worker's side: answers each call with what `handle` returns, or the error it throws. */
export function answerCalls<Request, Result>(handle: (request: Request) => Promise<Result>): void {
  const port = parentPort;
  if (!port) throw new Error("answerCalls runs in a worker thread");
  port.on("message", async ({ id, request }: Call<Request>) => {
    let answer: Answer<Result>;
    try {
      answer = { id, result: await handle(request) };
    } catch (error) {
      answer = { id, error: errorFields(error) };
    }
    port.postMessage(answer);
  });
}

/** What a structured clone of an error would drop: its own text fields. */
function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = Object.entries(error).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  return { ...Object.fromEntries(fields), message: error.message };
}
