// One P7 measurement: a server process started fresh with the inspector, one document opened and
// closed (so code and caches that any first document brings are in the baseline), then the
// process's memory after a forced full GC before and after `names` are opened, one client each.
import { connectInspector } from "../collab-support/inspector.mjs";
import { residentBytes, waitForIdle } from "../collab-support/process-stats.mjs";
import { connectCollab } from "../p4/collab.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function sample(server, inspector) {
  await waitForIdle(server.pid);
  await inspector.collectGarbage();
  await sleep(1000);
  const usage = await inspector.memoryUsage();
  return { ...usage, vmRss: residentBytes(server.pid) };
}

async function openAll(server, token, names) {
  const clients = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < names.length) {
        const workbenchId = names[next++];
        clients.push(await connectCollab({ ...server, token, workbenchId }));
      }
    }),
  );
  return clients;
}

/**
 * `start(inspectPort)` starts the server; answers the baseline, the memory with every document
 * open, and the difference per document, in bytes.
 */
export async function measureMemory({
  start,
  inspectPort,
  token,
  warmupName,
  names,
  settleSeconds,
}) {
  const server = await start(inspectPort);
  const inspector = await connectInspector(inspectPort);
  try {
    const warmup = await openAll(server, token, [warmupName]);
    for (const client of warmup) client.close();
    const baseline = await sample(server, inspector);
    const opened = performance.now();
    const clients = await openAll(server, token, names);
    const openSeconds = (performance.now() - opened) / 1000;
    await sleep(settleSeconds * 1000);
    const loaded = await sample(server, inspector);
    for (const client of clients) client.close();
    const perDocument = Object.fromEntries(
      Object.keys(loaded).map((key) => [key, (loaded[key] - baseline[key]) / names.length]),
    );
    return { server: server.name, openSeconds, baseline, loaded, perDocument };
  } finally {
    inspector.close();
    await server.stop();
  }
}
