import { COLLAB_REFUSALS } from "@contour/core";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { loadConfig } from "../../config.js";
import { collabUrl, connectCollab } from "../../test/collab-client.js";
import { uniqueIp } from "../../test/factories.js";
import { buildWorkbench } from "../../test/file-factories.js";
import { useTestServer } from "../../test/server.js";
import { buildWorld } from "../../test/workspace-world.js";
import { AUTHENTICATION_TIMEOUT_CODE } from "./socket-limits.js";

/** Finding 14 of issue 15: a socket that never authenticates does not stay open. */
const server = useTestServer({ collab: { ...loadConfig({}).collab, authTimeoutMs: 300 } });

function openRawSocket(): WebSocket {
  return new WebSocket(collabUrl(server), {
    origin: new URL(server.url).origin,
    headers: { "x-forwarded-for": uniqueIp() },
  });
}

describe("the authentication deadline", () => {
  it("closes a socket that has not authenticated a document in time", async () => {
    const socket = openRawSocket();
    const closed = await new Promise<{ code: number; reason: string }>((resolve) => {
      socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    expect(closed).toEqual({
      code: AUTHENTICATION_TIMEOUT_CODE,
      reason: COLLAB_REFUSALS.authenticationTimeout,
    });
  });

  it("leaves an authenticated socket open", async () => {
    const world = await buildWorld(server.db);
    const workbench = await buildWorkbench(server.db, world.roots.cars);
    const client = connectCollab(server, workbench.id, world.users.editor.token);
    await client.synced;
    let closed = false;
    client.provider.configuration.websocketProvider.on("close", () => {
      closed = true;
    });
    // Past the deadline, the socket still carries the document.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(closed).toBe(false);
    client.close();
  });
});
