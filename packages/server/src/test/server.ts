import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { type Config, loadConfig } from "../config.js";
import type { Db } from "../db/connection.js";
import { buildApp } from "../http/app.js";
import { type AppServices, createServices } from "../services.js";
import { createTestDatabase } from "./database.js";

export interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export interface ApiError {
  code: string | undefined;
  message: string;
}

/** The first error of a response, as a test compares it; throws when the call succeeded. */
export function errorOf(response: GraphQLResponse<unknown>): ApiError {
  const [error] = response.errors ?? [];
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(response.data)}`);
  return { code: error.extensions?.code, message: error.message };
}

/** The data of a response; throws with the errors when the call failed. */
export function dataOf<T>(response: GraphQLResponse<T>): T {
  if (response.errors?.length || !response.data) {
    throw new Error(`expected data, got ${JSON.stringify(response.errors)}`);
  }
  return response.data;
}

/** A route the app registered: its method and its path pattern (`:id` for parameters). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

export interface TestServer {
  db: Db;
  config: Config;
  url: string;
  /** Every route of the app, as registered (HEAD routes Fastify adds for GET ones included). */
  routes: RegisteredRoute[];
  /** What the app's handlers share (signers, blob store, billing), for fixtures that need them. */
  services: AppServices;
  /** POSTs a GraphQL operation to the real /graphql endpoint, as the given session if any. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; ip?: string },
  ): Promise<GraphQLResponse<T>>;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Statements the database ran while `work` ran (BEGIN and COMMIT not counted). */
  countStatements(work: () => Promise<unknown>): Promise<number>;
  /**
   * Stops the app (closing its sockets and finishing its stores) and starts a new one on the same
   * database and blob store, as a process restart would; `url` changes to the new port.
   */
  restart(): Promise<void>;
}

/**
 * A real server on a real, fresh database for one test file, listening on a free port; closed
 * with its database after the file's tests.
 */
export function useTestServer(overrides: Partial<Config> = {}): TestServer {
  let app: FastifyInstance | undefined;
  let closeDatabase: (() => Promise<void>) | undefined;
  let blobDir: string | undefined;
  const server = {} as TestServer;

  beforeAll(async () => {
    const database = await createTestDatabase();
    closeDatabase = database.close;
    blobDir = await mkdtemp(path.join(tmpdir(), "contour-test-blobs-"));
    const loaded = loadConfig({});
    const config: Config = {
      ...loaded,
      // Test servers run no AI jobs unless a test asks (its own `ai`): a runner's polls would
      // count in the statement budgets other tests measure.
      ai: { ...loaded.ai, runJobs: false },
      // Nor purges: a test of the Trash runs one itself (modules/trash).
      trash: { ...loaded.trash, runPurge: false },
      port: 0,
      host: "127.0.0.1",
      smtpUrl: null,
      logLevel: "silent",
      webDist: "/nonexistent",
      trustProxy: true,
      blobDir,
      ...overrides,
    };
    const start = async () => {
      const routes: RegisteredRoute[] = [];
      const services = await createServices(config, database.db);
      server.services = services;
      app = await buildApp(services, (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) routes.push({ method, url: route.url });
      });
      server.routes = routes;
      await app.listen({ port: 0, host: "127.0.0.1" });
      const address = app.server.address();
      if (address === null || typeof address === "string") throw new Error("no port");
      const url = `http://127.0.0.1:${address.port}`;
      // The app holds this very object: mailed links now point at the server under test, unless
      // the test gave an address of its own (an https deployment behind a proxy).
      if (overrides.publicUrl === undefined) config.publicUrl = url;
      server.url = url;
    };
    await start();
    Object.assign(server, {
      db: database.db,
      config,
      url: server.url,
      routes: server.routes,
      services: server.services,
      fetch: (route: string, init?: RequestInit) => fetch(`${server.url}${route}`, init),
      async restart() {
        await app?.close();
        await start();
      },
      async countStatements(work: () => Promise<unknown>) {
        const before = database.statementCount();
        await work();
        return database.statementCount() - before;
      },
      async gql(query: string, variables = {}, options: { token?: string; ip?: string } = {}) {
        const headers: Record<string, string> = { "content-type": "application/json" };
        if (options.token) headers.authorization = `Bearer ${options.token}`;
        // trustProxy is on, so a test can speak from several addresses for the rate limits.
        headers["x-forwarded-for"] = options.ip ?? "203.0.113.1";
        const response = await fetch(`${server.url}/graphql`, {
          method: "POST",
          headers,
          body: JSON.stringify({ query, variables }),
        });
        return response.json();
      },
    } satisfies TestServer);
  });

  afterAll(async () => {
    await app?.close();
    await closeDatabase?.();
    if (blobDir) await rm(blobDir, { recursive: true, force: true });
  });

  return server;
}
