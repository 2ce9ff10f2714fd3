// P1: the workbench document model against a minimal plain-Yjs schema, in the same run.
//
// For 1,000 and 10,000 strokes of 60 pen samples each it measures, median of several runs:
//   apply  — adding the strokes one transaction each, as people draw them;
//   encode — Y.encodeStateAsUpdate of the whole document (what the server stores);
//   parse  — a fresh Y.Doc applying that update and reading every stroke back (opening a file).
// The reference keeps the same stroke values in one root Y.Array: no artboards, no layers, no
// validation. The goal is at most 1.1x the reference, and parsing 10,000 strokes under 100 ms.
//
//   npm run build && node bench/document-model.mjs [--runs 7]
import os from "node:os";
import { parseArgs } from "node:util";
import * as Y from "yjs";
import {
  addElements,
  encodePoints,
  initializeDocument,
  readArtboards,
  readElements,
  readLayers,
} from "../packages/canvas/dist/index.js";

const { values } = parseArgs({ options: { runs: { type: "string", default: "7" } } });
const RUNS = Number(values.runs);
const SAMPLES = 60;
const ORIGIN = Symbol("bench");

/** Deterministic strokes: a wavy line with rising and falling pressure. */
function makeStrokes(count) {
  return Array.from({ length: count }, (_, index) => {
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
      size: 8,
      opacity: 1,
      smoothing: 0.5,
      author: "bench-user",
      points: encodePoints(points),
    };
  });
}

const contour = {
  name: "contour model",
  create() {
    const doc = new Y.Doc();
    initializeDocument(doc, "server");
    const layerId = readLayers(readArtboards(doc)[0])[0].id;
    return { doc, add: (stroke) => addElements(doc, ORIGIN, layerId, [stroke]) };
  },
  readAll(doc) {
    let count = 0;
    for (const artboard of readArtboards(doc)) {
      for (const layer of readLayers(artboard)) count += readElements(layer).length;
    }
    return count;
  },
};

const reference = {
  name: "plain Yjs reference",
  create() {
    const doc = new Y.Doc();
    const strokes = doc.getArray("strokes");
    return { doc, add: (stroke) => doc.transact(() => strokes.push([stroke]), ORIGIN) };
  },
  readAll(doc) {
    return doc.getArray("strokes").toArray().length;
  },
};

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One run: apply, encode and parse, in milliseconds, and the stored size. */
function runOnce(schema, strokes) {
  const started = performance.now();
  const { doc, add } = schema.create();
  for (const stroke of strokes) add(stroke);
  const applied = performance.now();
  const update = Y.encodeStateAsUpdate(doc);
  const encoded = performance.now();
  const copy = new Y.Doc();
  Y.applyUpdate(copy, update);
  const count = schema.readAll(copy);
  const parsed = performance.now();
  if (count !== strokes.length) throw new Error(`${schema.name} read ${count} strokes`);
  return {
    apply: applied - started,
    encode: encoded - applied,
    parse: parsed - encoded,
    bytes: update.byteLength,
  };
}

/**
 * Medians of RUNS runs of each schema, interleaved after two warm-up runs of each, taking turns
 * at going first, so that neither side runs on a colder JIT or a fuller heap.
 */
function measureBoth(strokes) {
  const runs = { contour: [], reference: [] };
  const pairs = [
    ["contour", contour],
    ["reference", reference],
  ];
  for (let run = 0; run < RUNS + 2; run += 1) {
    // Each side goes first every other run: the second one runs on the heap the first filled.
    for (const [key, schema] of run % 2 === 0 ? pairs : [...pairs].reverse()) {
      const result = runOnce(schema, strokes);
      if (run >= 2) runs[key].push(result);
    }
  }
  const summary = (list) => ({
    apply: median(list.map((run) => run.apply)),
    encode: median(list.map((run) => run.encode)),
    parse: median(list.map((run) => run.parse)),
    bytes: list[0].bytes,
  });
  return [summary(runs.contour), summary(runs.reference)];
}

const cpu = os.cpus()[0]?.model ?? "unknown CPU";
console.log(`P1 document model — ${os.cpus().length} cores (${cpu}), Node ${process.version}`);
console.log(`${SAMPLES} samples per stroke, median of ${RUNS} runs\n`);
console.log("| strokes | measure | contour model | plain Yjs | ratio |");
console.log("|---|---|---|---|---|");
for (const count of [1_000, 10_000]) {
  const strokes = makeStrokes(count);
  const [ours, theirs] = measureBoth(strokes);
  for (const key of ["apply", "encode", "parse"]) {
    const ratio = (ours[key] / theirs[key]).toFixed(2);
    console.log(
      `| ${count} | ${key} | ${ours[key].toFixed(1)} ms | ${theirs[key].toFixed(1)} ms | ${ratio}x |`,
    );
  }
  const size = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
  console.log(
    `| ${count} | stored size | ${size(ours.bytes)} | ${size(theirs.bytes)} | ${(ours.bytes / theirs.bytes).toFixed(2)}x |`,
  );
}
