// Version history (issue 19): what versions cost to store, on drawings of realistic size.
//
// Versions are stored as chains (modules/versions/version-chains.ts): the first of a chain keeps
// the whole drawing as one Y.encodeStateAsUpdate, deflated with zlib, the others only the changes
// since the version before. For drawings of 100, 1,000 and 10,000 pen strokes of 60 samples (pen
// noise included, so the points compress as real ones do; a tenth of them erased again, as
// designers do) it reports:
// - one whole drawing: the encoded size, the stored (deflated) size, brotli's size for
//   comparison, and the time to encode and deflate, median of --runs;
// - two hours of drawing on it: 12 versions an hour (one every 5 minutes while people draw) of 20
//   more strokes each, placed by the server's own encodeNextVersion, what each hour stores as
//   chains (the first hour's first version is the whole drawing) and what it would as whole
//   drawings, and the time to read the last one back (its chain, inflated and applied: what a
//   restore, a compare or a preview reads), median of --runs.
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
import { encodeNextVersion } from "../packages/server/dist/modules/versions/version-chains.js";
import {
  decodeVersionUpdate,
  wholeUpdate,
} from "../packages/server/dist/modules/versions/version-state.js";

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

const HOUR_VERSIONS = 12;
const STROKES_PER_VERSION = 20;

/** What one version would store if it kept the whole drawing, and the time to make it. */
function wholeVersion(doc) {
  const update = Y.encodeStateAsUpdate(doc);
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    deflateSync(Y.encodeStateAsUpdate(doc));
    times.push(performance.now() - start);
  }
  return {
    encoded: update.length,
    stored: deflateSync(update).length,
    brotli: brotliCompressSync(update).length,
    ms: median(times),
  };
}

/**
 * Two hours of drawing: 12 versions an hour of 20 strokes more each, placed as the server places
 * them (the latest version and its chain's sizes as readLatestVersion answers them).
 */
async function hoursOfVersions(doc, layerId, next, firstStroke) {
  const chain = [];
  let latest;
  const chained = [0, 0];
  const whole = [0, 0];
  for (let version = 0; version < 2 * HOUR_VERSIONS; version += 1) {
    const hour = Math.floor(version / HOUR_VERSIONS);
    const from = firstStroke + version * STROKES_PER_VERSION;
    for (let index = from; index < from + STROKES_PER_VERSION; index += 1) {
      addElements(doc, ORIGIN, layerId, [stroke(index, next)]);
    }
    const { encoded, place } = await encodeNextVersion(doc, latest);
    if (place.kind === "start") chain.length = 0;
    chain.push(encoded.state);
    chained[hour] += encoded.state.length;
    whole[hour] += deflateSync(Y.encodeStateAsUpdate(doc)).length;
    const startBytes = place.kind === "start" ? encoded.stateBytes : latest.start_bytes;
    latest = {
      id: `v${version}`,
      state_vector: encoded.stateVector,
      chain_id: place.kind === "start" ? `v${version}` : place.chainId,
      chain_position: place.kind === "start" ? 0 : place.position,
      ends_chain: true,
      start_bytes: startBytes,
      change_bytes: place.kind === "start" ? 0 : latest.change_bytes + encoded.stateBytes,
    };
  }
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    wholeUpdate(await Promise.all(chain.map((state) => decodeVersionUpdate(state))));
    times.push(performance.now() - start);
  }
  return { chained, whole, chainLength: chain.length, readMs: median(times) };
}

console.log(`node ${process.version}, ${os.cpus()[0]?.model}, ${os.cpus().length} cores`);
const hours = [];
console.log("| strokes | encoded | stored (deflate) | brotli | encode + deflate |");
console.log("|---|---|---|---|---|");
for (const count of [100, 1_000, 10_000]) {
  const { doc, layerId, next } = drawing(count);
  const one = wholeVersion(doc);
  console.log(
    `| ${count.toLocaleString("en-US")} | ${kb(one.encoded)} | ${kb(one.stored)} (${Math.round((100 * one.stored) / one.encoded)}%) | ${kb(one.brotli)} | ${one.ms.toFixed(1)} ms |`,
  );
  hours.push({ count, ...(await hoursOfVersions(doc, layerId, next, count)) });
}
console.log();
console.log(
  "| strokes | first hour's 12 versions | second hour's | a version of the second hour | as whole drawings, an hour | read the last one back (chain of n) |",
);
console.log("|---|---|---|---|---|---|");
for (const hour of hours) {
  console.log(
    `| ${hour.count.toLocaleString("en-US")} | ${kb(hour.chained[0])} | ${kb(hour.chained[1])} | ${kb(hour.chained[1] / HOUR_VERSIONS)} | ${kb(hour.whole[1])} | ${hour.readMs.toFixed(1)} ms (${hour.chainLength}) |`,
  );
}
