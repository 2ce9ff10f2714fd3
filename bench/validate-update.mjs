// What the server's check of a document update costs (issue 15, finding 8): canvas
// validateUpdate, which the collaboration server runs on every update before Yjs applies it,
// beside Y.applyUpdate of the same update, median of several runs:
//   stroke — one 60-sample stroke appended to a document of 1,000 strokes, as people draw;
//   sync   — a client's first sync carrying 2,384 strokes of 60 samples (143,040 points) into a
//            fresh document: the largest single message a reconnect after long offline work sends.
//
//   npm run build && node bench/validate-update.mjs [--runs 9]
import os from "node:os";
import { parseArgs } from "node:util";
import * as Y from "yjs";
import {
  addElements,
  encodePoints,
  initializeDocument,
  readArtboards,
  readLayers,
  validateUpdate,
} from "../packages/canvas/dist/index.js";

const { values } = parseArgs({ options: { runs: { type: "string", default: "9" } } });
const RUNS = Number(values.runs);
const SAMPLES = 60;
const ORIGIN = Symbol("bench");

function stroke(index) {
  const points = Array.from({ length: SAMPLES }, (_, sample) => ({
    x: (index % 100) * 19 + sample * 2,
    y: Math.floor(index / 100) * 10 + Math.sin(sample / 6) * 8,
    pressure: 0.3 + 0.6 * Math.sin((Math.PI * sample) / SAMPLES),
  }));
  return {
    kind: "stroke",
    id: `stroke-${index}`,
    tool: "brush",
    color: "#1f2937",
    size: 6,
    opacity: 1,
    smoothing: 0.5,
    author: "user-1",
    points: encodePoints(points),
  };
}

/** The server's document and a client's synced copy, with `count` strokes in both. */
function pair(count) {
  const server = new Y.Doc();
  initializeDocument(server, ORIGIN);
  const client = new Y.Doc();
  Y.applyUpdate(client, Y.encodeStateAsUpdate(server));
  const layerId = readLayers(readArtboards(client)[0])[0].id;
  for (let index = 0; index < count; index += 1)
    addElements(client, ORIGIN, layerId, [stroke(index)]);
  return { server, client, layerId };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function time(work) {
  const start = performance.now();
  work();
  return performance.now() - start;
}

/** One stroke's update on a document of 1,000: validate and apply, each over 200 strokes. */
function measureStroke() {
  const { server, client, layerId } = pair(1000);
  Y.applyUpdate(server, Y.encodeStateAsUpdate(client));
  const updates = [];
  client.on("update", (update) => updates.push(update));
  for (let index = 0; index < 200; index += 1) {
    addElements(client, ORIGIN, layerId, [stroke(1000 + index)]);
  }
  let validate = 0;
  let apply = 0;
  for (const update of updates) {
    validate += time(() => {
      if (!validateUpdate(server, update).ok) throw new Error("refused");
    });
    apply += time(() => Y.applyUpdate(server, update));
  }
  return {
    validate: validate / updates.length,
    apply: apply / updates.length,
    bytes: updates[0].length,
  };
}

/** A first sync of 143,040 points into the server's fresh document. */
function measureSync() {
  const { server, client } = pair(2384);
  const update = Y.encodeStateAsUpdate(client, Y.encodeStateVector(server));
  const validate = time(() => {
    if (!validateUpdate(server, update).ok) throw new Error("refused");
  });
  const apply = time(() => Y.applyUpdate(server, update));
  return { validate, apply, bytes: update.length };
}

const results = { stroke: [], sync: [] };
for (let run = 0; run < RUNS; run += 1) {
  results.stroke.push(measureStroke());
  results.sync.push(measureSync());
}

console.log(
  `Node ${process.version}, ${os.cpus()[0]?.model ?? "cpu"} (${os.cpus().length} cores), ${RUNS} runs, medians`,
);
console.log("case    bytes       validate      apply");
for (const [name, runs] of Object.entries(results)) {
  const validate = median(runs.map((run) => run.validate));
  const apply = median(runs.map((run) => run.apply));
  console.log(
    `${name.padEnd(7)} ${String(runs[0].bytes).padStart(9)}  ${validate.toFixed(3).padStart(9)} ms  ${apply.toFixed(3).padStart(9)} ms`,
  );
}
