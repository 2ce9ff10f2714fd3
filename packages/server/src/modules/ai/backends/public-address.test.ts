import { lookup } from "node:dns/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ComfyUiTestBackend,
  startComfyUiTestBackend,
} from "../../../test/comfyui-backend/comfyui-test-backend.js";
import { failure, never } from "../../../test/comfyui-backend/generation-requests.js";
import { BackendError } from "./ai-backend.js";
import { backendHttp } from "./bounded-http.js";
import { createComfyUiBackend } from "./comfyui-backend.js";
import { ComfyUiSocket } from "./comfyui-socket.js";
import {
  BACKEND_ADDRESS_PRIVATE,
  isPrivateAddress,
  PRIVATE_ADDRESS_CODE,
  publicAddressLookup,
} from "./public-address.js";

let server: ComfyUiTestBackend;
/** The test backend by a name, as a host name that points at this machine by the time of a job. */
let byName: string;

beforeAll(async () => {
  server = await startComfyUiTestBackend({ steps: 1, stepDelayMs: 1 });
  const url = new URL(server.url);
  url.hostname = "localhost";
  byName = url.toString();
});
afterAll(() => server.close());

function lookupOf(hostname: string, all: boolean): Promise<unknown> {
  return new Promise((resolve, reject) => {
    publicAddressLookup(hostname, { all }, (error, address) =>
      error ? reject(error) : resolve(address),
    );
  });
}

describe("isPrivateAddress", () => {
  it("knows loopback, private, link-local and mapped addresses from public ones", () => {
    for (const address of ["127.0.0.1", "10.1.2.3", "169.254.169.254", "::1", "::ffff:10.0.0.1"])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ["8.8.8.8", "2001:4860:4860::8888"])
      expect(isPrivateAddress(address), address).toBe(false);
  });
});

describe("publicAddressLookup", () => {
  it("refuses a name with an address on this machine", async () => {
    expect(await lookup("localhost")).toBeTruthy();
    await expect(lookupOf("localhost", false)).rejects.toMatchObject({
      code: PRIVATE_ADDRESS_CODE,
    });
    await expect(lookupOf("localhost", true)).rejects.toMatchObject({
      code: PRIVATE_ADDRESS_CODE,
    });
  });
});

describe("a workspace's backend whose name points at a private address when the job runs", () => {
  it("is refused when the connection opens, for good, and never reached", async () => {
    const before = server.stats();
    const publicOnly = createComfyUiBackend({ url: byName, token: null, publicOnly: true });
    const error = await failure(publicOnly.check(never()));
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ message: BACKEND_ADDRESS_PRIVATE, transient: false });
    expect(server.stats()).toMatchObject({
      uploads: before.uploads,
      prompts: before.prompts,
    });
  });

  it("is refused on the WebSocket too", async () => {
    const http = backendHttp({ url: byName, token: null, publicOnly: true });
    const error = await failure(ComfyUiSocket.open(http, "rebinding", never()));
    expect(error).toMatchObject({ message: BACKEND_ADDRESS_PRIVATE, transient: false });
  });

  it("is reached by the deployment's own client, which may use private addresses", async () => {
    const deployment = createComfyUiBackend({ url: byName, token: null });
    await expect(deployment.check(never())).resolves.toBeUndefined();
    const socket = await ComfyUiSocket.open(
      backendHttp({ url: byName, token: null }),
      "ok",
      never(),
    );
    socket.close();
  });
});
