import { lookup } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { Agent } from "undici";

/**
 * Addresses a workspace's own backend may not have unless AI_ALLOW_PRIVATE_BACKENDS is set: the
 * server's own machine and the networks beside it. Otherwise a workspace Admin could point
 * "their backend" at the database, Redis or a cloud's metadata service and have the server call
 * it for them.
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv6");
}

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, "ipv4");
  return PRIVATE.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

export const BACKEND_ADDRESS_PRIVATE =
  "The backend's address is on this server's own network, which workspaces cannot use. Ask the operator of this server to set it for the whole deployment.";

/** The code of the error a connection to a private address fails with. */
export const PRIVATE_ADDRESS_CODE = "ECONTOURPRIVATEADDRESS";

/**
 * dns.lookup for connections to a workspace's backend: it refuses a name with any private
 * address. Checking the name before a job is not enough, as the name may point elsewhere by the
 * time the socket opens (DNS rebinding); this check is on the address actually connected to.
 */
export const publicAddressLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) {
      callback(error, "", 0);
      return;
    }
    if (addresses.some(({ address }) => isPrivateAddress(address))) {
      const refusal: NodeJS.ErrnoException = new Error(BACKEND_ADDRESS_PRIVATE);
      refusal.code = PRIVATE_ADDRESS_CODE;
      callback(refusal, "", 0);
      return;
    }
    const [first] = addresses;
    if (options.all) callback(null, addresses);
    else if (first) callback(null, first.address, first.family);
    else callback(new Error(`No address for ${hostname}.`), "", 0);
  });
};

let publicOnly: Agent | null = null;

/** The HTTP connection pool for workspaces' backends, made on first use. */
export function publicOnlyDispatcher(): Agent {
  publicOnly ??= new Agent({ connect: { lookup: publicAddressLookup } });
  return publicOnly;
}

/** Whether a failed connection was refused by publicAddressLookup, however it is wrapped. */
export function isPrivateAddressRefusal(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as NodeJS.ErrnoException).code === PRIVATE_ADDRESS_CODE) return true;
  }
  return false;
}
