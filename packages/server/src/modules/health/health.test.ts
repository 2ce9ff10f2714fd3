import { expect, test } from "vitest";
import { buildApp } from "../../http/app.js";
import { createServices } from "../../services.js";
import { makeDatabaseReadOnly } from "../../test/read-only-database.js";
import { useTestServer } from "../../test/server.js";
import { createReadiness } from "./readiness.js";

const server = useTestServer();

const READY = { status: "ok", database: "ok", redis: "not configured", draining: false };

async function ready(): Promise<{ status: number; body: unknown }> {
  const response = await server.fetch("/api/v1/health/ready");
  return { status: response.status, body: await response.json() };
}

test("health answers with the database status", async () => {
  const response = await server.fetch("/api/v1/health");
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "ok" });
});

test("live answers while the process does; ready when the database takes writes", async () => {
  const live = await server.fetch("/api/v1/health/live");
  expect(live.status).toBe(200);
  expect(await live.json()).toEqual({ status: "ok" });
  expect(await ready()).toEqual({ status: 200, body: READY });
});

test("a database that reads but refuses writes is not ready, though health still says ok", async () => {
  const undo = await makeDatabaseReadOnly(server.db);
  try {
    // Postgres: the pool replaces the connections that were ended, with read-only ones.
    await expect.poll(ready).toEqual({
      status: 503,
      body: { ...READY, status: "error", database: "not writable" },
    });
    const health = await server.fetch("/api/v1/health");
    expect(health.status).toBe(200);
    expect((await server.fetch("/api/v1/health/live")).status).toBe(200);
  } finally {
    await undo();
  }
  await expect.poll(ready).toEqual({ status: 200, body: READY });
});

test("a draining server is not ready: shutdown has started", async () => {
  const services = await createServices(server.config, server.db);
  const app = await buildApp(services);
  try {
    expect((await app.inject({ url: "/api/v1/health/ready" })).json()).toEqual(READY);
    services.readiness.startDraining();
    const response = await app.inject({ url: "/api/v1/health/ready" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ ...READY, status: "error", draining: true });
  } finally {
    await app.close();
  }
});

test("with REDIS_URL set, an unreachable Redis makes the server not ready", async () => {
  const services = await createServices(server.config, server.db);
  // Port 1 on loopback: nothing listens there, the connection is refused at once. Only the
  // readiness check gets this address: the live events' Redis clients do not close while
  // Redis is unreachable (reported on issue 15), and this test is about readiness.
  services.readiness = createReadiness(server.db, "redis://127.0.0.1:1");
  const app = await buildApp(services);
  try {
    const response = await app.inject({ url: "/api/v1/health/ready" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ ...READY, status: "error", redis: "unreachable" });
  } finally {
    await app.close();
  }
});

const redisUrl = process.env.REDIS_URL;

test.skipIf(!redisUrl)("with REDIS_URL set and Redis up, the server is ready", async () => {
  const config = { ...server.config, redisUrl: redisUrl ?? null };
  const app = await buildApp(await createServices(config, server.db));
  try {
    await expect
      .poll(async () => (await app.inject({ url: "/api/v1/health/ready" })).json())
      .toEqual({ ...READY, redis: "ok" });
  } finally {
    await app.close();
  }
});
