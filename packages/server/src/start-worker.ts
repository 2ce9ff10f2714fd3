import { Worker, type WorkerOptions } from "node:worker_threads";

const runningSources = import.meta.url.endsWith(".ts");

/**
 * Starts a worker thread on one of the server's modules, named by the URL of its built JavaScript
 * (`new URL("./x-worker.js", import.meta.url)`). Tests and `npm run dev` run the TypeScript
 * sources instead: the worker then registers tsx's loader itself and resolves our packages to
 * their sources, as its caller does.
 */
export function startModuleWorker(script: URL, options: WorkerOptions = {}): Worker {
  if (!runningSources) return new Worker(script, options);
  const source = JSON.stringify(script.href.replace(/\.js$/, ".ts"));
  return new Worker(
    `import("tsx/esm/api").then(({ register }) => { register(); return import(${source}); });`,
    {
      ...options,
      eval: true,
      execArgv: [...(options.execArgv ?? []), "--conditions=@contour/source"],
    },
  );
}
