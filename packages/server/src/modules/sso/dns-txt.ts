import { Resolver } from "node:dns/promises";

/** A DNS answer that takes longer is a failed check: the admin can check again. */
const DNS_TIMEOUT_MS = 5_000;

/** The TXT records of a name, each joined from its strings; none when the name has none. */
export type TxtLookup = (name: string) => Promise<string[]>;

const NO_RECORDS = new Set(["ENODATA", "ENOTFOUND", "ENONAME"]);

/**
 * Asks the DNS servers DNS_RESOLVER names (tests run one of their own), or the machine's own.
 * A name without records answers none; a server that does not answer rejects.
 */
export function createTxtLookup(servers: readonly string[]): TxtLookup {
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  return async (name) => {
    try {
      const records = await resolver.resolveTxt(name);
      return records.map((chunks) => chunks.join(""));
    } catch (error) {
      if (NO_RECORDS.has((error as NodeJS.ErrnoException).code ?? "")) return [];
      throw error;
    }
  };
}
