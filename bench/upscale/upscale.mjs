// Seconds per megapixel of output of the local upscale (ESRGAN slim on tfjs's WebAssembly
// backend, one worker thread) at 2x and 4x, and of line art, on this machine, against the built
// server (the models are found as in production, through package resolution from dist/).
// Each case runs RUNS times; the p50 is printed, with the peak resident memory of the process
// (the worker is a thread of it) over the case. The drawing is made here with sharp from SVG
// strokes (a drawing-like image: dark curves of several widths on white, some filled shapes);
// the photo-like image for line art is shaded shapes on a gradient, through JPEG.
//
//   npm run build -w @contour/server   (or npx tsc -b packages/server)
//   node bench/upscale/upscale.mjs [--runs 3] [--quick] [--large]
//
// --large adds the largest result the limits allow at 4x, 2500² -> 10,000² (about 3 minutes a run).
import os from "node:os";
import sharp from "sharp";
import { extractLineArt } from "../../packages/server/dist/modules/ai/local/line-art.js";
import { upscaleImage } from "../../packages/server/dist/modules/ai/local/upscale.js";

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf("--runs") + 1]) || 3;
const quick = args.includes("--quick");
const large = args.includes("--large");
const limits = { maxPixels: 160_000_000 };

/** Deterministic pseudo-random numbers, so every run draws the same picture. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

function drawing(size) {
  const next = random(size);
  const paths = [];
  for (let i = 0; i < 40; i++) {
    const p = () => `${Math.round(next() * size)} ${Math.round(next() * size)}`;
    const width = (1 + next() * 5) * (size / 512);
    paths.push(
      `<path d="M${p()} C${p()} ${p()} ${p()}" stroke="#111" fill="none" stroke-width="${width}"/>`,
    );
  }
  for (let i = 0; i < 6; i++) {
    const r = next() * size * 0.1;
    paths.push(
      `<circle cx="${next() * size}" cy="${next() * size}" r="${r}" fill="#c8503c" stroke="#222"/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="white"/>${paths.join("")}</svg>`;
  return sharp(Buffer.from(svg)).removeAlpha().png().toBuffer();
}

function photo(width, height) {
  const next = random(width);
  const shapes = [];
  for (let i = 0; i < 12; i++) {
    const [cx, cy, r] = [next() * width, next() * height, (0.05 + next() * 0.15) * width];
    shapes.push(`<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.7}" fill="url(#ball)"/>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="sky" x1="0" x2="1"><stop offset="0" stop-color="#e8e8e0"/><stop offset="1" stop-color="#8090a0"/></linearGradient><radialGradient id="ball"><stop offset="0" stop-color="#d05040"/><stop offset="1" stop-color="#501810"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#sky)"/>${shapes.join("")}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function measure(run) {
  const seconds = [];
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  let result;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    result = await run();
    seconds.push((performance.now() - start) / 1000);
  }
  clearInterval(sampler);
  seconds.sort((a, b) => a - b);
  return {
    p50: seconds[Math.floor(seconds.length / 2)],
    result,
    peakMiB: Math.round(peak / 2 ** 20),
  };
}

console.log(
  `${os.cpus()[0]?.model}, ${os.cpus().length} cores, Node ${process.version}; ${RUNS} runs, p50`,
);
const upscales = quick
  ? [
      [2, 128],
      [4, 128],
    ]
  : [
      [2, 256],
      [2, 512],
      [2, 1024],
      [4, 256],
      [4, 512],
    ];
if (large) upscales.push([4, 2500]);
for (const [scale, size] of upscales) {
  const input = await drawing(size);
  const signal = new AbortController().signal;
  const { p50, result, peakMiB } = await measure(() =>
    upscaleImage(input, scale, { limits, signal }),
  );
  const mp = (result.width * result.height) / 1e6;
  console.log(
    `upscale ${scale}x ${size}² -> ${result.width}²: ${p50.toFixed(2)} s, ` +
      `${(p50 / mp).toFixed(2)} s per output MP, peak RSS ${peakMiB} MiB`,
  );
}
const lineArts = quick
  ? [[1000, 750]]
  : [
      [1000, 750],
      [2000, 1500],
      [4000, 3000],
    ];
for (const [width, height] of lineArts) {
  const input = await photo(width, height);
  const signal = new AbortController().signal;
  const { p50, peakMiB } = await measure(() => extractLineArt(input, { limits, signal }));
  const mp = (width * height) / 1e6;
  console.log(
    `line art ${width}x${height}: ${p50.toFixed(2)} s, ${(p50 / mp).toFixed(2)} s per MP, ` +
      `peak RSS ${peakMiB} MiB`,
  );
}
