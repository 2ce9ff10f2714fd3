import { COLLAB_REFUSALS } from "@contour/core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { loadConfig } from "../../config.js";
import type { WorkbenchRow } from "../../db/types.js";
import { type CollabClient, collabUrl, connectCollab } from "../../test/collab-client.js";
import { uniqueIp } from "../../test/factories.js";
import { buildWorkbench } from "../../test/file-factories.js";
import { useTestServer } from "../../test/server.js";
import { buildWorld, type World } from "../../test/workspace-world.js";
import { TOO_MANY_SOCKETS_CODE } from "./socket-limits.js";

/** Finding 14 of issue 15: one user, or one address, may have only so many sockets open. */
const server = useTestServer({
  collab: { ...loadConfig({}).collab, maxSocketsPerUser: 3, maxSocketsPerIp: 4 },
});
let world: World;
let workbench: WorkbenchRow;
const clients: CollabClient[] = [];

function connect(token: string, ip: string): CollabClient {
  const client = connectCollab(server, workbench.id, token, { ip });
  clients.push(client);
  return client;
}

/** How the server answers a socket from `ip`: open (then closed by us), or closed with a code. */
function tryRawSocket(ip: string): Promise<{ code: number; reason: string } | "open"> {
  const socket = new WebSocket(collabUrl(server), {
    origin: new URL(server.url).origin,
    headers: { "x-forwarded-for": ip },
  });
  return new Promise((resolve) => {
    // A socket the server lets in stays open: it waits for an authentication.
    const timer = setTimeout(() => {
      socket.close();
      resolve("open");
    }, 500);
    socket.on("close", (code, reason) => {
      clearTimeout(timer);
      resolve({ code, reason: reason.toString() });
    });
  });
}

beforeAll(async () => {
  world = await buildWorld(server.db);
  workbench = await buildWorkbench(server.db, world.roots.cars);
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

describe("sockets per user", () => {
  it("refuses the user's socket past the limit, and takes one again once one closes", async () => {
    const { token } = world.users.editor;
    const open = [
      connect(token, uniqueIp()),
      connect(token, uniqueIp()),
      connect(token, uniqueIp()),
    ];
    await Promise.all(open.map((client) => client.synced));

    const extra = connect(token, uniqueIp());
    expect(await extra.outcome).toEqual({
      kind: "refused",
      reason: COLLAB_REFUSALS.tooManySockets,
    });
    // Another user is not counted with them.
    await connect(world.users.admin.token, uniqueIp()).synced;

    open[0]?.close();
    await expect
      .poll(async () => (await connect(token, uniqueIp()).outcome).kind)
      .toBe("authenticated");
  });
});

describe("sockets per address", () => {
  it("closes the address's socket past the limit with the reason; another address gets in", async () => {
    const ip = uniqueIp();
    const { editor, admin } = world.users;
    const open = [
      connect(editor.token, ip),
      connect(editor.token, ip),
      connect(admin.token, ip),
      connect(admin.token, ip),
    ];
    await Promise.all(open.map((client) => client.synced));

    expect(await tryRawSocket(ip)).toEqual({
      code: TOO_MANY_SOCKETS_CODE,
      reason: COLLAB_REFUSALS.tooManySockets,
    });
    expect(await tryRawSocket(uniqueIp())).toBe("open");
  });
});

describe("sockets per IPv6 network", () => {
  it("counts the addresses of one /64 together, as one machine can hold them all", async () => {
    const network = "2001:db8:15:14";
    const { editor, admin } = world.users;
    const open = [editor, editor, admin, admin].map((user, index) =>
      connect(user.token, `${network}::${index + 1}`),
    );
    await Promise.all(open.map((client) => client.synced));
    expect(await tryRawSocket(`${network}::ffff`)).toEqual({
      code: TOO_MANY_SOCKETS_CODE,
      reason: COLLAB_REFUSALS.tooManySockets,
    });
    expect(await tryRawSocket("2001:db8:15:15::1")).toBe("open");
  });
});
