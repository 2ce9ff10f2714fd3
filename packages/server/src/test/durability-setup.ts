import { buildOrganization, buildUser } from "./factories.js";
import { buildWorkbench, globalRootFolder } from "./file-factories.js";
import {
  createScratchDatabase,
  type ScratchDatabaseKind,
  type ScratchDatabaseOptions,
} from "./scratch-database.js";
import {
  createServerProcess,
  freePort,
  type ServerEntry,
  type ServerProcess,
} from "./server-process.js";
import { createStoreProbe, type StoreProbe } from "./store-probe.js";

export interface DurabilitySetupOptions extends ScratchDatabaseOptions {
  kind: ScratchDatabaseKind;
  entry: ServerEntry;
  /** A free one when left out. */
  port?: number;
  onOutput?: (text: string) => void;
}

/** What runDurability needs, running: the server on its own database, an editor, a workbench. */
export interface DurabilitySetup {
  server: ServerProcess;
  probe: StoreProbe;
  token: string;
  workbenchId: string;
  /** Kills the server and drops its database, whatever state the run left them in. */
  tearDown(): Promise<void>;
}

/**
 * A scratch database seeded with a workspace admin and a workbench in the workspace's global
 * team (straight in the database, before the server opens it), then the server started on it.
 */
export async function setUpDurabilityRun(
  options: DurabilitySetupOptions,
): Promise<DurabilitySetup> {
  const database = await createScratchDatabase(options.kind, options);
  let server: ServerProcess | null = null;
  let probe: StoreProbe | null = null;
  const tearDown = async () => {
    await Promise.allSettled([server?.close(), probe?.close()]);
    await database.drop();
  };
  try {
    const db = await database.open();
    let seed: { token: string; workbenchId: string };
    try {
      const { user, token } = await buildUser(db, { name: "Durability Bot" });
      const organization = await buildOrganization(db, user, { name: "Durability" });
      const folder = await globalRootFolder(db, organization.id);
      seed = { token, workbenchId: (await buildWorkbench(db, folder)).id };
    } finally {
      await db.destroy();
    }
    server = createServerProcess({
      entry: options.entry,
      port: options.port ?? (await freePort()),
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      onOutput: options.onOutput,
    });
    await server.start();
    probe = createStoreProbe(database);
    return { server, probe, ...seed, tearDown };
  } catch (error) {
    await tearDown();
    throw error;
  }
}
