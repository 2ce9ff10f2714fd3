// P7: memory per open document of 1,000 strokes, Contour's server against a stock Hocuspocus (no
// extensions, in-memory documents) holding the same bytes. Contour stores the documents through
// a real client; each server is then started fresh with the inspector, and its memory is read
// after a forced full GC before and after N documents are opened, one client each.
// Usage: npm run build && node bench/p7-memory.mjs [--documents 100] [--strokes 1000] [--runs 1]
// (docs/benchmarks.md, "P7 memory per open document", lists every option).
import { mkdir, writeFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createStudio, createWorkbenches } from "./collab-support/accounts.mjs";
import { createDataStore, freePort, startContour } from "./collab-support/contour-server.mjs";
import { startStockHocuspocus } from "./collab-support/stock-server.mjs";
import { measureMemory } from "./p7/measure-memory.mjs";
import { printMemoryTable } from "./p7/memory-report.mjs";
import { seedDocuments } from "./p7/seed-documents.mjs";

const { values } = parseArgs({
  options: {
    documents: { type: "string", default: "100" },
    strokes: { type: "string", default: "1000" },
    runs: { type: "string", default: "1" },
    settle: { type: "string", default: "5" },
    postgres: { type: "string" },
    json: { type: "string" },
  },
});
const documents = Number(values.documents);
const strokes = Number(values.strokes);

const store = await createDataStore({ postgresUrl: values.postgres ?? null });
try {
  const seedDir = path.join(store.dataDir, "stock-seeds");
  await mkdir(seedDir);
  const seeder = await startContour(store);
  let studio;
  let ids;
  let sizes;
  try {
    studio = await createStudio(seeder.base, 1);
    // One more than measured: the document each server opens and closes before its baseline.
    ids = await createWorkbenches(
      seeder.base,
      studio.users[0].token,
      studio.folderId,
      documents + 1,
      "P7 document",
    );
    const seeding = performance.now();
    sizes = await seedDocuments({
      server: seeder,
      token: studio.users[0].token,
      author: studio.users[0].userId,
      workbenchIds: ids,
      strokes,
      seedDir,
    });
    console.log(
      `seeded ${ids.length} documents of ${strokes} strokes in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
    );
  } finally {
    await seeder.stop();
  }

  console.log(
    `P7 memory · ${cpus().length} cores · ${cpus()[0].model} · Node ${process.version} · ` +
      `Contour on ${store.database} · load average ${loadavg()[0].toFixed(2)} · ` +
      `${documents} documents of ${strokes} strokes`,
  );
  const common = {
    warmupName: ids[documents],
    names: ids.slice(0, documents),
    settleSeconds: Number(values.settle),
  };
  const contour = {
    ...common,
    token: studio.users[0].token,
    start: (port) => startContour(store, { nodeArgs: [`--inspect=127.0.0.1:${port}`] }),
  };
  const stock = {
    ...common,
    token: "stock",
    start: (port) => startStockHocuspocus({ seedDir, nodeArgs: [`--inspect=127.0.0.1:${port}`] }),
  };
  const results = [];
  for (let run = 0; run < Number(values.runs); run++) {
    for (const side of run % 2 === 0 ? [contour, stock] : [stock, contour]) {
      const result = await measureMemory({ ...side, inspectPort: await freePort() });
      results.push({ run: run + 1, ...result });
      const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
      console.log(
        `run ${run + 1} ${result.server}: per document RSS ${mib(result.perDocument.vmRss)}, ` +
          `heap ${mib(result.perDocument.heapUsed)}, opened in ${result.openSeconds.toFixed(1)} s`,
      );
    }
  }
  const summary = printMemoryTable(results, sizes);
  if (values.json) await writeFile(values.json, JSON.stringify({ results, summary }, null, 2));
} finally {
  await store.remove();
}
