// Starts the production build on a database of its own, and removes that database on exit:
// a new database on the Postgres server when DATABASE_URL is set, a temporary PGlite otherwise.
import {
  createDatabase,
  createDataDir,
  spawnComfyUiTestBackend,
  spawnContour,
} from "./contour-server.mjs";

// The data folder holds the blob store, and PGlite too when there is no DATABASE_URL.
const dataDir = await createDataDir();
const database = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL) : null;
// The deployment's render backend: the ComfyUI test backend, on the port after the server's
// (e2e/support/comfyui.ts steers it from the tests).
const comfyUi = await spawnComfyUiTestBackend(Number(process.env.PORT ?? 3100) + 1);
const cleanup = async () => {
  comfyUi.process.kill("SIGTERM");
  await database?.drop();
  await dataDir.remove();
};

const server = spawnContour({
  DATA_DIR: dataDir.dir,
  COMFYUI_URL: comfyUi.url,
  ...(database ? { DATABASE_URL: database.url } : {}),
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.kill("SIGTERM");
  await new Promise((resolve) =>
    server.exitCode === null ? server.once("exit", resolve) : resolve(),
  );
  await cleanup();
  process.exit(0);
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  if (!stopping) cleanup().finally(() => process.exit(code ?? 1));
});
