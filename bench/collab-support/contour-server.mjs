// Contour's production server for the benchmarks (P2, P4, P7), started as the end-to-end tests
// start it (e2e/support/contour-server.mjs). The collaboration benchmarks also restart the server
// on the same data (P7 seeds, then measures a fresh process), pass Node flags (the inspector, for
// a forced GC), use a staff domain (a plan with 30 editors) and, optionally, a Postgres server
// instead of PGlite.
import {
  createDatabase,
  createDataDir,
  freePort,
  spawnContour,
  waitForHealth,
} from "../../e2e/support/contour-server.mjs";

export { freePort };

/** Accounts at this domain are Contour staff (ADMIN_EMAILS), who may set a workspace's plan. */
export const STAFF_DOMAIN = "staff.bench.test";

/**
 * Where a Contour server keeps its data across restarts: a temporary folder (blobs, and PGlite
 * unless `postgresUrl` is given: then a new database on that server). `remove()` drops both.
 */
export async function createDataStore({ postgresUrl = null } = {}) {
  const dataDir = await createDataDir();
  const database = postgresUrl ? await createDatabase(postgresUrl) : null;
  return {
    dataDir: dataDir.dir,
    env: { DATA_DIR: dataDir.dir, ...(database ? { DATABASE_URL: database.url } : {}) },
    database: database ? "Postgres" : "PGlite",
    async remove() {
      await database?.drop();
      await dataDir.remove();
    },
  };
}

/** Node's own notices about the inspector, which are not the server's to print. */
const INSPECTOR_NOTICE =
  /^(Debugger listening on|Debugger ending on|Debugger attached|For help, see:)/;

/** Passes a server process's error output on, without the inspector's notices. */
export function forwardErrors(child) {
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (text) => {
    const lines = text.split("\n").filter((line) => line && !INSPECTOR_NOTICE.test(line));
    if (lines.length > 0) process.stderr.write(`${lines.join("\n")}\n`);
  });
}

/**
 * Starts the production server (warnings only) on a free port of 127.0.0.1 with the store's
 * data. `nodeArgs` go before the script (e.g. `--inspect=127.0.0.1:9300`). `stop()` ends the
 * process and keeps the data, so another server may open it.
 */
export async function startContour(store, { nodeArgs = [] } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawnContour(
    {
      ...store.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      ADMIN_EMAILS: `@${STAFF_DOMAIN}`,
      // Hundreds of simulated people connect from this one address, as few users: past 600
      // connects a minute and the per-address and per-user socket caps, which are for real people.
      RATE_LIMIT_MULTIPLIER: "1000",
      COLLAB_MAX_SOCKETS_PER_IP: "1000000",
      COLLAB_MAX_SOCKETS_PER_USER: "1000000",
    },
    ["ignore", "inherit", "pipe"],
    nodeArgs,
  );
  forwardErrors(server);
  const exited = new Promise((resolve) => server.once("exit", resolve));
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      const killer = setTimeout(() => server.kill("SIGKILL"), 30_000);
      await exited;
      clearTimeout(killer);
    }
  };
  try {
    await Promise.race([
      waitForHealth(base),
      exited.then(() => {
        throw new Error("Contour exited while starting");
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name: "contour", base, origin: new URL(base).origin, pid: server.pid, stop };
}

/** A server on a fresh data folder of its own (PGlite), which `stop()` removes with it. */
export async function startFreshContour() {
  const store = await createDataStore();
  try {
    const server = await startContour(store);
    return {
      ...server,
      async stop() {
        await server.stop();
        await store.remove();
      },
    };
  } catch (error) {
    await store.remove();
    throw error;
  }
}
