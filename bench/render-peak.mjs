// Peak memory of the largest render the budget allows (issue 15, docs/security.md): the production
// server, on a fresh PGlite, exports at 1x an 8192 x 8192 artboard of a dozen layers of strokes
// with two placed images, an 8192 x 8192 one and a 2500 x 2500 one of noise (157 of the default
// 160 megapixels), and reports the server's peak resident memory (VmHWM of /proc/<pid>/status)
// before and after, and how long the export took. One export at a time: the pool runs one.
//
//   npm run build
//   node bench/render-peak.mjs
import { randomBytes, randomUUID } from "node:crypto";
import { get } from "node:http";
import path from "node:path";
import { addElements, newId, readArtboards, readLayers } from "@contour/canvas";
import sharp from "sharp";
import { createBlobStore } from "../packages/server/dist/modules/storage/blob-store.js";
import { imageKey } from "../packages/server/dist/modules/workbench-images/image-key.js";
import { buildOrganization, buildUser } from "../packages/server/dist/test/factories.js";
import { buildWorkbench, globalRootFolder } from "../packages/server/dist/test/file-factories.js";
import { watchMemory } from "../packages/server/dist/test/memory-watchdog.js";
import {
  buildHostileDocument,
  storeDocument,
} from "../packages/server/dist/test/render-documents.js";
import { createScratchDatabase } from "../packages/server/dist/test/scratch-database.js";
import { createServerProcess, freePort } from "../packages/server/dist/test/server-process.js";

const mib = (bytes) => `${Math.round(bytes / 1024 / 1024)} MiB`;

const database = await createScratchDatabase("pglite");
const db = await database.open();
const blobs = createBlobStore(path.join(database.dataDir, "blobs"));
const { user, token } = await buildUser(db, { name: "Bench" });
const organization = await buildOrganization(db, user, { name: "Bench" });
const workbench = await buildWorkbench(db, await globalRootFolder(db, organization.id));
// Stored as uploads store them (within 20 MB); the images are placed, not uploaded, so no rows
// are needed in image_uploads: the document places them (image-access.ts).
const large = `${randomUUID()}.png`;
await blobs.put(
  imageKey(organization.id, large),
  await sharp({ create: { width: 8192, height: 8192, channels: 3, background: "#3a6ea5" } })
    .png()
    .toBuffer(),
);
const noise = `${randomUUID()}.png`;
await blobs.put(
  imageKey(organization.id, noise),
  await sharp(randomBytes(2500 * 2500 * 3), { raw: { width: 2500, height: 2500, channels: 3 } })
    .png()
    .toBuffer(),
);
const doc = buildHostileDocument({ strokesPerLayer: 30, reach: 1500, imageBlobId: large });
const artboard = readArtboards(doc)[0];
const top = readLayers(artboard).at(-1);
addElements(doc, "bench", top.id, [
  { kind: "image", id: newId(), blobId: noise, x: 0, y: 0, width: 8192, height: 8192, rotation: 0 },
]);
await storeDocument(db, workbench.id, doc);
await db.destroy();

const server = createServerProcess({
  entry: "build",
  port: await freePort(),
  dataDir: database.dataDir,
  databaseUrl: null,
  // This measures memory: on a loaded machine the render may take longer than the default.
  env: { RENDER_TIMEOUT_MS: "1800000" },
});
try {
  await server.start();
  const watchdog = watchMemory(server.pid, Number.MAX_SAFE_INTEGER);
  console.log(`started: peak RSS so far ${mib(await watchdog.peakBytes())}`);
  const started = performance.now();
  // node:http, not fetch: fetch gives up waiting for headers after 300 s.
  const { status, body } = await new Promise((resolve, reject) => {
    get(
      `${server.url}/api/v1/workbenches/${workbench.id}/export.png`,
      { headers: { authorization: `Bearer ${token}` } },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode, body: Buffer.concat(chunks) }),
        );
      },
    ).on("error", reject);
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`export: HTTP ${status}, ${mib(body.length)} of PNG, ${seconds} s`);
  if (status !== 200) console.log(body.toString());
  console.log(`peak RSS of the server: ${mib(await watchdog.peakBytes())}`);
  watchdog.stop();
} finally {
  await server.close();
  await database.drop();
}
