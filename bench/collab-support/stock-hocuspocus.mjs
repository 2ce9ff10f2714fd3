// A stock Hocuspocus server, the peer of Contour's /collab in P2 and P7: @hocuspocus/server's
// `Server` with no extensions and in-memory documents. Its one hook seeds a document from bytes
// on disk when it is first opened, so both servers hold the same Yjs state:
// `<seed-dir>/<name>.bin` if it exists, else `<seed-dir>/default.bin`, else an empty document.
// Run by startStockHocuspocus (forked): it sends `{ port }` once it listens.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { Server } from "@hocuspocus/server";
import * as Y from "yjs";

const { values } = parseArgs({ options: { "seed-dir": { type: "string" } } });
const seedDir = values["seed-dir"];

async function seedOf(documentName) {
  if (!seedDir || !/^[\w-]+$/.test(documentName)) return null;
  for (const file of [`${documentName}.bin`, "default.bin"]) {
    try {
      return await readFile(path.join(seedDir, file));
    } catch {}
  }
  return null;
}

const server = new Server({
  port: 0,
  address: "127.0.0.1",
  quiet: true,
  async onLoadDocument({ document, documentName }) {
    const seed = await seedOf(documentName);
    if (seed) Y.applyUpdate(document, seed);
  },
});
await server.listen();
process.send?.({ port: server.address.port });
