import { randomUUID } from "node:crypto";
import { COLLAB_PATH } from "@contour/core";
import { describe, expect, test } from "vitest";
import WebSocket from "ws";
import { buildUser, uniqueIp } from "../../test/factories.js";
import { useTestServer } from "../../test/server.js";

/*
 * The HTTP routes' limits (@fastify/rate-limit on the shared counters): 429 with Retry-After and
 * the REST error body, counted before the route does anything, per user or per IP.
 */
const server = useTestServer();

function times<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => make(index)));
}

function statusCounts(responses: Response[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

async function expectRefusal(response: Response, message: RegExp) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter) && retryAfter > 0).toBe(true);
  expect(await response.json()).toEqual({
    error: expect.stringMatching(message),
    code: "RATE_LIMITED",
  });
}

const signedIn = (token: string, method = "GET") => ({
  method,
  headers: { authorization: `Bearer ${token}`, "x-forwarded-for": uniqueIp() },
});

describe("client error reports", () => {
  test("of 40 sent at once from one address, 30 are taken and 10 answered 429", async () => {
    const ip = uniqueIp();
    const responses = await times(40, (index) =>
      server.fetch("/api/v1/client-errors", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify({ context: "Loop", message: `${index}` }),
      }),
    );
    expect(statusCounts(responses)).toEqual({ 204: 30, 429: 10 });
    const refused = responses.find((response) => response.status === 429);
    if (!refused) throw new Error("none refused");
    await expectRefusal(
      refused,
      /^Too many error reports from your network\. Please try again in \d+ minutes\.$/,
    );
  });
});

describe("RATE_LIMIT_MULTIPLIER, for load tests", () => {
  const generous = useTestServer({ rateLimitMultiplier: 2 });

  test("doubled, one address may send 60 error reports and the 61st is refused", async () => {
    const ip = uniqueIp();
    const responses = await times(61, (index) =>
      generous.fetch("/api/v1/client-errors", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify({ context: "Load", message: `${index}` }),
      }),
    );
    expect(statusCounts(responses)).toEqual({ 204: 60, 429: 1 });
  });
});

describe("exports", () => {
  test("count per user, whatever the address: the 61st in ten minutes gets 429, HEAD too", async () => {
    const ada = await buildUser(server.db);
    const path = `/api/v1/workbenches/${randomUUID()}/export.png`;
    const responses = await times(60, () => server.fetch(path, signedIn(ada.token)));
    expect(statusCounts(responses)).toEqual({ 404: 60 });
    await expectRefusal(
      await server.fetch(path, signedIn(ada.token)),
      /^Too many exports\. Please try again in \d+ minutes\.$/,
    );
    expect((await server.fetch(path, signedIn(ada.token, "HEAD"))).status).toBe(429);
    const bob = await buildUser(server.db);
    expect((await server.fetch(path, signedIn(bob.token))).status).toBe(404);
  });
});

describe("uploads", () => {
  test("placed images, logos and thumbnails share a user's 100 in ten minutes", async () => {
    const ada = await buildUser(server.db);
    const id = randomUUID();
    const paths = [
      `/api/v1/workbenches/${id}/images`,
      `/api/v1/organizations/${id}/logo`,
      `/api/v1/workbenches/${id}/thumbnail`,
    ];
    const responses = await times(100, (index) =>
      server.fetch(paths[index % paths.length] ?? "", signedIn(ada.token, "POST")),
    );
    expect(responses.every((response) => response.status !== 429)).toBe(true);
    for (const path of paths) {
      await expectRefusal(
        await server.fetch(path, signedIn(ada.token, "POST")),
        /^Too many uploads\. Please try again in \d+ minutes\.$/,
      );
    }
  });
});

describe("the collaboration socket", () => {
  test("takes 600 connects a minute from one address, then refuses the upgrade with 429", async () => {
    const ip = uniqueIp();
    const responses = await times(600, () =>
      server.fetch(COLLAB_PATH, { headers: { "x-forwarded-for": ip } }),
    );
    expect(responses.every((response) => response.status !== 429)).toBe(true);
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`${server.url.replace("http", "ws")}${COLLAB_PATH}`, {
        headers: { "x-forwarded-for": ip, origin: server.url },
      });
      socket.on("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0));
      socket.on("open", () => {
        socket.close();
        reject(new Error("the socket opened"));
      });
      socket.on("error", reject);
    });
    expect(status).toBe(429);
    const elsewhere = new WebSocket(`${server.url.replace("http", "ws")}${COLLAB_PATH}`, {
      headers: { "x-forwarded-for": uniqueIp(), origin: server.url },
    });
    await new Promise((resolve, reject) => {
      elsewhere.on("open", resolve);
      elsewhere.on("error", reject);
    });
    elsewhere.close();
  });
});
