/**
 * Thin edge lines of a blurred greyscale image (Canny's method, plain typed-array math): Sobel
 * gradients, non-maximum suppression to one-pixel lines, then hysteresis that keeps the weak
 * maxima joined to strong ones and drops short bits (texture, noise). Integer gradients and
 * no randomness: the same pixels always give the same lines.
 */

/** A gradient weaker than this is never a line: a smooth shade or a soft gradient draws nothing. */
const MIN_STRONG = 64;
/** The share of the strongest maxima that start lines; weaker ones only continue them. */
const STRONG_SHARE = 0.2;
/** A weak maximum joins a line when over this fraction of the strong threshold. */
const WEAK_RATIO = 0.45;

export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Line pixels, 255 on a line and 0 elsewhere; lines shorter than `minLength` pixels are dropped. */
export function edgeLines(image: GreyImage, minLength: number): Uint8Array {
  const { width, height } = image;
  const magnitude = sobelMagnitude(image);
  const maxima = thinToMaxima(image, magnitude);
  const strong = Math.max(MIN_STRONG, strongThreshold(magnitude, maxima));
  return traceLines(magnitude, maxima, {
    width,
    height,
    strong,
    weak: strong * WEAK_RATIO,
    minLength,
  });
}

function sobelMagnitude({ data, width, height }: GreyImage): Float32Array {
  const magnitude = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const [gx, gy] = sobelAt(data, width, y * width + x);
      magnitude[y * width + x] = Math.hypot(gx, gy);
    }
  }
  return magnitude;
}

function sobelAt(data: Uint8Array, width: number, i: number): [number, number] {
  const nw = data[i - width - 1] ?? 0;
  const n = data[i - width] ?? 0;
  const ne = data[i - width + 1] ?? 0;
  const w = data[i - 1] ?? 0;
  const e = data[i + 1] ?? 0;
  const sw = data[i + width - 1] ?? 0;
  const s = data[i + width] ?? 0;
  const se = data[i + width + 1] ?? 0;
  return [ne + 2 * e + se - nw - 2 * w - sw, sw + 2 * s + se - nw - 2 * n - ne];
}

/**
 * 1 where a pixel's gradient is a maximum across the edge (along the gradient's direction, in
 * four sectors), 0 elsewhere. Ties keep the first of the two, so a flat crest stays one line.
 */
function thinToMaxima(image: GreyImage, magnitude: Float32Array): Uint8Array {
  const { data, width, height } = image;
  const maxima = new Uint8Array(width * height);
  const tan22 = Math.tan(Math.PI / 8);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const m = magnitude[i] ?? 0;
      if (m === 0) continue;
      const [gx, gy] = sobelAt(data, width, i);
      const ax = Math.abs(gx);
      const ay = Math.abs(gy);
      let step: number;
      if (ay <= ax * tan22) step = 1;
      else if (ax <= ay * tan22) step = width;
      else step = gx * gy > 0 ? width + 1 : width - 1;
      if (m > (magnitude[i - step] ?? 0) && m >= (magnitude[i + step] ?? 0)) maxima[i] = 1;
    }
  }
  return maxima;
}

/** The magnitude above which the strongest STRONG_SHARE of the maxima lie (a 1-unit histogram). */
function strongThreshold(magnitude: Float32Array, maxima: Uint8Array): number {
  // A Sobel magnitude of 8-bit pixels is at most 4 * 255 * sqrt(2) < 1443.
  const histogram = new Uint32Array(1443);
  let count = 0;
  for (let i = 0; i < maxima.length; i++) {
    if (maxima[i] === 0) continue;
    const bin = Math.floor(magnitude[i] ?? 0);
    histogram[bin] = (histogram[bin] ?? 0) + 1;
    count++;
  }
  let above = 0;
  for (let bin = histogram.length - 1; bin >= 0; bin--) {
    above += histogram[bin] ?? 0;
    if (above >= count * STRONG_SHARE) return bin;
  }
  return 0;
}

/** Follows maxima over `weak` from those over `strong` (8-connected), one component at a time. */
function traceLines(
  magnitude: Float32Array,
  maxima: Uint8Array,
  bounds: { width: number; height: number; strong: number; weak: number; minLength: number },
): Uint8Array {
  const { width, height, strong, weak, minLength } = bounds;
  const lines = new Uint8Array(width * height);
  const VISITED = 1;
  // The component being traced: it is the queue as well, so it costs one array for all of them.
  const component = new Int32Array(width * height);
  const neighbours = [-width - 1, -width, -width + 1, -1, 1, width - 1, width, width + 1];
  for (let seed = 0; seed < maxima.length; seed++) {
    if (maxima[seed] === 0 || lines[seed] !== 0 || (magnitude[seed] ?? 0) < strong) continue;
    let size = 0;
    component[size++] = seed;
    lines[seed] = VISITED;
    for (let head = 0; head < size; head++) {
      const i = component[head] ?? 0;
      const x = i % width;
      const y = (i - x) / width;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) continue;
      for (const offset of neighbours) {
        const j = i + offset;
        if (maxima[j] === 0 || lines[j] !== 0 || (magnitude[j] ?? 0) < weak) continue;
        lines[j] = VISITED;
        component[size++] = j;
      }
    }
    // Too short a line is left VISITED, which draws nothing and is not traced again.
    if (size < minLength) continue;
    for (let k = 0; k < size; k++) lines[component[k] ?? 0] = 255;
  }
  for (let i = 0; i < lines.length; i++) if (lines[i] === VISITED) lines[i] = 0;
  return lines;
}
