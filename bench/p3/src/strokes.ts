/**
 * The strokes both apps draw: deterministic pseudo-random pen-like strokes on a 1920x1080
 * artboard, 40 to 80 samples each, along smooth curves (the heading turns by a slowly varying
 * amount), with the pressure rising and falling along the stroke. The same seed gives the same
 * strokes in every page load, so Contour and Excalidraw get identical input.
 */
export const ARTBOARD = { width: 1920, height: 1080 } as const;

export type BenchStroke = {
  /** x, y, pressure triples in artboard coordinates. */
  samples: Float32Array;
  color: string;
  /** Diameter at full pressure, in artboard pixels. */
  size: number;
};

const COLORS = ["#1f2937", "#b91c1c", "#1d4ed8", "#047857", "#7c3aed", "#c2410c", "#0f766e"];
const SIZES = [3, 4, 6, 8, 12, 16];

/** mulberry32: a small, fast, seeded generator; enough for test data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function makeStrokes(count: number, seed = 20261124): BenchStroke[] {
  const next = random(seed);
  const margin = 40;
  return Array.from({ length: count }, () => {
    const length = 40 + Math.floor(next() * 41);
    const samples = new Float32Array(length * 3);
    let x = margin + next() * (ARTBOARD.width - 2 * margin);
    let y = margin + next() * (ARTBOARD.height - 2 * margin);
    let heading = next() * Math.PI * 2;
    let turn = (next() - 0.5) * 0.2;
    const step = 2 + next() * 4;
    const pressurePhase = next() * Math.PI;
    for (let index = 0; index < length; index += 1) {
      // The turn rate drifts, so a stroke curls one way and then the other, as a hand does.
      turn += (next() - 0.5) * 0.06;
      turn = Math.max(-0.15, Math.min(0.15, turn));
      heading += turn;
      x += Math.cos(heading) * step;
      y += Math.sin(heading) * step;
      // Keep it on the artboard: turn back at the edges.
      if (x < margin || x > ARTBOARD.width - margin) heading = Math.PI - heading;
      if (y < margin || y > ARTBOARD.height - margin) heading = -heading;
      x = Math.max(margin, Math.min(ARTBOARD.width - margin, x));
      y = Math.max(margin, Math.min(ARTBOARD.height - margin, y));
      const along = index / (length - 1);
      const pressure =
        0.25 +
        0.6 * Math.sin(Math.PI * along) * (0.75 + 0.25 * Math.sin(pressurePhase + along * 6));
      samples[index * 3] = x;
      samples[index * 3 + 1] = y;
      samples[index * 3 + 2] = Math.max(0.05, Math.min(1, pressure));
    }
    return {
      samples,
      color: COLORS[Math.floor(next() * COLORS.length)] ?? "#000000",
      size: SIZES[Math.floor(next() * SIZES.length)] ?? 6,
    };
  });
}

/** Total samples, to show both apps got the same input. */
export function sampleCount(strokes: readonly BenchStroke[]): number {
  return strokes.reduce((sum, stroke) => sum + stroke.samples.length / 3, 0);
}
