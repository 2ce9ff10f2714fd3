import {
  createDatabase,
  createDataDir,
  freePort,
  spawnContour,
  waitForHealth,
} from "./contour-server.mjs";

/**
 * A server with a database of its own, for a test that changes what every user of a server sees
 * (a published changelog entry would reach the popups of the other tests' users), or that needs
 * settings of its own (`env`).
 */
export async function startOwnServer(
  env: Record<string, string> = {},
): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = await createDataDir();
  const databaseServer = process.env.DATABASE_URL;
  const database = databaseServer ? await createDatabase(databaseServer) : null;
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child = spawnContour(
    {
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir.dir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...env,
    },
    "ignore",
  );
  await waitForHealth(url);
  return {
    url,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) =>
        child.exitCode === null ? child.once("exit", resolve) : resolve(null),
      );
      await database?.drop();
      await dataDir.remove();
    },
  };
}
