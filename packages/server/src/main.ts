#!/usr/bin/env node
import path from "node:path";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/connection.js";
import { migrate } from "./db/migrate.js";
import { buildApp } from "./http/app.js";
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

async function shutdown(signal: string) {
  app.log.info(`${signal}: shutting down`);
  services.readiness.startDraining();
  await app.close();
  await db.destroy();
  process.exit(0);
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: config.port, host: config.host });
