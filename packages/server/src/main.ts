#!/usr/bin/env node
import path from "node:path";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/connection.js";
import { migrate } from "./db/migrate.js";
import { buildApp } from "./http/app.js";
import { pruneRateLimitHits } from "./modules/auth/rate-limit.js";
import { createServices } from "./services.js";

const config = loadConfig();
const db = await openDatabase(
  config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dataDir: path.join(config.dataDir, "pglite") },
  {
    onIdleConnectionError: (error) =>
      console.error(`database: an idle connection failed and will be replaced: ${error.message}`),
  },
);
await migrate(db);
const services = await createServices(config, db);
const app = await buildApp(services);

const pruning = setInterval(
  () => {
    pruneRateLimitHits(db).catch((error: unknown) => app.log.error({ err: error }, "prune failed"));
  },
  10 * 60 * 1000,
);
pruning.unref();

async function shutdown(signal: string) {
  app.log.info(`${signal}: shutting down`);
  services.readiness.startDraining();
  clearInterval(pruning);
  await app.close();
  await db.destroy();
  process.exit(0);
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: config.port, host: config.host });
