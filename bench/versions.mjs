// Version history (issue 19): what a version costs to store, on drawings of realistic size.
//
// A version keeps the whole drawing as one Y.encodeStateAsUpdate, deflated with zlib
// (modules/versions/version-state.ts). For drawings of 100, 1,000 and 10,000 pen strokes of 60
// samples (pen noise included, so the points compress as real ones do; a tenth of them erased
// again, as designers do) it reports, per version: the encoded size, the stored (deflated) size,
// brotli's size for comparison, the size of only what changed since the version before (the
// incremental alternative), and the time to encode and deflate, median of --runs.
//
//   npm run build && node bench/versions.mjs [--runs 5]
import os from "node:os";
import { parseArgs } from "node:util";
import { brotliCompressSync, deflateSync } from "node:zlib";
import * as Y from "yjs";
import {
  addElements,
  encodePoints,
  initializeDocument,
  readArtboards,
  readLayers,
  removeElements,
} from "../packages/canvas/dist/index.js";

const { values } = parseArgs({ options: { runs: { type: "string", default: "5" } } });
const RUNS = Number(values.runs);
const SAMPLES = 60;
const ORIGIN = Symbol("bench");

/** A seeded random number generator: the same drawing on every run. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

function stroke(index, next) {
  const startX = next() * 1800;
  const startY = next() * 1000;
  const angle = next() * Math.PI * 2;
  const points = Array.from({ length: SAMPLES }, (_, sample) => ({
    x: startX + Math.cos(angle) * sample * 4 + (next() - 0.5) * 1.5,
    y: startY + Math.sin(angle) * sample * 4 + (next() - 0.5) * 1.5,
    pressure: Math.min(1, 0.3 + 0.6 * Math.sin((Math.PI * sample) / SAMPLES) + next() * 0.05),
  }));
  return {
    kind: "stroke",
    id: `stroke-${index}`,
    tool: "brush",
    color: ["#1f2937", "#b91c1c", "#2563eb"][index % 3],
    size: 4 + (index % 5) * 2,
    opacity: 1,
    smoothing: 0.5,
    author: `designer-${index % 3}`,
    points: encodePoints(points),
  };
}

/** A drawing of `count` strokes, one transaction each, a tenth of them erased again. */
function drawing(count) {
  const doc = new Y.Doc();
  initializeDocument(doc, "server");
  const layerId = readLayers(readArtboards(doc)[0])[0].id;
  const next = random(count);
  for (let index = 0; index < count; index += 1) {
    addElements(doc, ORIGIN, layerId, [stroke(index, next)]);
    if (index % 10 === 9) removeElements(doc, ORIGIN, layerId, [`stroke-${index - 5}`]);
  }
  return { doc, layerId, next };
}

const median = (numbers) => numbers.sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(`node ${process.version}, ${os.cpus()[0]?.model}, ${os.cpus().length} cores`);
console.log(
  "| strokes | encoded | stored (deflate) | brotli | changes since the last version (20 strokes) | encode + deflate |",
);
console.log("|---|---|---|---|---|---|");
for (const count of [100, 1_000, 10_000]) {
  const { doc, layerId, next } = drawing(count);
  const before = Y.encodeStateVector(doc);
  // The next version comes after 20 more strokes: a few minutes of drawing.
  for (let index = count; index < count + 20; index += 1) {
    addElements(doc, ORIGIN, layerId, [stroke(index, next)]);
  }
  const update = Y.encodeStateAsUpdate(doc);
  const stored = deflateSync(update);
  const brotli = brotliCompressSync(update);
  const changes = deflateSync(Y.encodeStateAsUpdate(doc, before));
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    deflateSync(Y.encodeStateAsUpdate(doc));
    times.push(performance.now() - start);
  }
  console.log(
    `| ${count.toLocaleString("en-US")} | ${kb(update.length)} | ${kb(stored.length)} (${Math.round((100 * stored.length) / update.length)}%) | ${kb(brotli.length)} | ${kb(changes.length)} | ${median(times).toFixed(1)} ms |`,
  );
}
