// What one large write costs the server's process, on each database: a document stored whole is
// one bytea value of a few MB. PGlite runs Postgres inside the calling process (WebAssembly on its
// main thread), so the event loop, and with it every socket of /collab, waits for the write; a
// Postgres server does it in its own process. Prints, per size, the write's time and the longest
// stall of the event loop during it (a 5 ms timer that could not run).
//
//   npm run build
//   node bench/durability-write-cost.mjs            # --sizes 1,3,6,9 (MB) --database both
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { createScratchDatabase } from "../packages/server/dist/test/scratch-database.js";

const { values: args } = parseArgs({
  options: {
    sizes: { type: "string", default: "1,3,6,9" },
    database: { type: "string", default: "both" },
  },
});
const sizes = args.sizes.split(",").map(Number);
const kinds = args.database === "both" ? ["pglite", "postgres"] : [args.database];
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Runs `work` and measures, beside its time, the longest gap between ticks of a 5 ms timer. */
async function timed(work) {
  const startedAt = performance.now();
  let last = startedAt;
  let longest = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  await work();
  const endedAt = performance.now();
  clearInterval(ticker);
  return { ms: endedAt - startedAt, stallMs: Math.max(longest, endedAt - last) };
}

console.log("| database | value | write (upsert, own transaction) | longest event-loop stall |");
console.log("|---|---|---|---|");
for (const kind of kinds) {
  const database = await createScratchDatabase(kind, { serverUrl: postgresUrl });
  const db = await database.open();
  try {
    await sql`CREATE TABLE write_cost (id int PRIMARY KEY, state bytea NOT NULL)`.execute(db);
    for (const megabytes of sizes) {
      // Random bytes: a Yjs document compresses poorly too, and TOAST would flatter zeros.
      const state = randomBytes(Math.round(megabytes * 1e6));
      const write = () =>
        db.transaction().execute((trx) =>
          sql`INSERT INTO write_cost VALUES (1, ${state})
              ON CONFLICT (id) DO UPDATE SET state = excluded.state`.execute(trx),
        );
      await write();
      const { ms, stallMs } = await timed(write);
      console.log(`| ${kind} | ${megabytes} MB | ${ms.toFixed(0)} ms | ${stallMs.toFixed(0)} ms |`);
    }
  } finally {
    await db.destroy();
    await database.drop();
  }
}
