import type { BenchApp } from "./app.js";
import { makeStrokes, sampleCount } from "./strokes.js";
import { type Gesture, viewAt, zoomedView } from "./view.js";

/** What one measured gesture gives back to the runner (bench/p3-pan-zoom.mjs). */
export type GestureResult = {
  /** requestAnimationFrame gaps, ms: from one callback's start to the next one's. */
  gaps: number[];
  /** Time spent inside each callback setting the view, ms (Excalidraw renders after it). */
  work: number[];
  /** Frames the app reported drawing during the measured frames. */
  drawn: number;
  /** Zoom only: the gap of the frame that ends a zoom at 2.5x (re-rasterising at that scale). */
  settle: number | null;
};

export type BenchControl = {
  app: string;
  strokes: number;
  samples: number;
  /** From handing the strokes to the app to the first frame with them on screen, ms. */
  firstRender: number;
  run(gesture: Gesture, frames: number, warmup: number): Promise<GestureResult>;
};

declare global {
  interface Window {
    bench?: BenchControl;
    benchError?: string;
    EXCALIDRAW_ASSET_PATH?: string;
  }
}

const nextFrame = () =>
  new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));

/** Runs `step(index)` inside `count` consecutive animation frames; answers each callback's start. */
function frames(count: number, step: (index: number) => void): Promise<number[]> {
  const starts: number[] = [];
  return new Promise((resolve) => {
    const tick = () => {
      starts.push(performance.now());
      step(starts.length - 1);
      if (starts.length < count) requestAnimationFrame(tick);
      else resolve(starts);
    };
    requestAnimationFrame(tick);
  });
}

async function measure(app: BenchApp, gesture: Gesture, count: number, warmup: number) {
  // Warm-up: the first frames of the same gesture, then back to the start, settled.
  await frames(warmup, (index) => app.show(viewAt(gesture, (index + 1) / count), gesture));
  await frames(3, () => app.end(viewAt(gesture, 0)));
  const drawnBefore = app.framesDrawn();
  const work: number[] = [];
  // Callback i sets the view of step i + 1; the gap to callback i + 1 is that frame's whole
  // cost: the callback, then whatever the app does before the next frame (Excalidraw's React
  // render), raster, paint and composite. A callback that draws nothing would be followed by a
  // paced, idle frame, so every measured gap starts with a callback that changes the view.
  const starts = await frames(count + 1, (index) => {
    if (index === count) return;
    const started = performance.now();
    app.show(viewAt(gesture, (index + 1) / count), gesture);
    work.push(performance.now() - started);
  });
  const drawn = app.framesDrawn() - drawnBefore;
  const gaps = starts.slice(1).map((start, index) => start - (starts[index] ?? start));
  let settle: number | null = null;
  if (gesture === "zoom") {
    // A zoom that ends zoomed in (2.5x the fit scale): the frame that ends the gesture
    // re-rasterises at the final scale (Contour) or regenerates element canvases (Excalidraw).
    const zoomed = zoomedView(2.5);
    await frames(3, () => app.show(zoomed, gesture));
    const [ended, after] = await frames(2, (index) => {
      if (index === 0) app.end(zoomed);
    });
    settle = (after ?? 0) - (ended ?? 0);
    await frames(3, () => app.end(viewAt(gesture, 0)));
  }
  return { gaps, work, drawn, settle };
}

async function main() {
  const params = new URLSearchParams(location.search);
  const appName = params.get("app") ?? "contour";
  const count = Number(params.get("strokes") ?? "1000");
  const root = document.getElementById("root");
  if (!root) throw new Error("no #root");
  const strokes = makeStrokes(count);
  await nextFrame();
  const started = performance.now();
  let app: BenchApp;
  if (appName === "excalidraw") {
    // No network: Excalidraw would fetch its fonts from a CDN; freedraw needs none.
    window.EXCALIDRAW_ASSET_PATH = "/";
    const { mountExcalidraw } = await import("./excalidraw.js");
    app = await mountExcalidraw(root, strokes);
  } else {
    const { mountContour } = await import("./contour.js");
    // "contour-folders": the same strokes over layers in two nested isolated folders;
    // "contour-masks": so, with masks on two of the layers.
    const layouts = { "contour-folders": "folders", "contour-masks": "folders-and-masks" } as const;
    app = mountContour(root, strokes, layouts[appName as keyof typeof layouts] ?? "one-layer");
  }
  // The frame after the one that painted the strokes: they are on screen.
  await nextFrame();
  const firstRender = (await nextFrame()) - started;
  window.bench = {
    app: appName,
    strokes: count,
    samples: sampleCount(strokes),
    firstRender,
    run: (gesture, frameCount, warmup) => measure(app, gesture, frameCount, warmup),
  };
}

main().catch((error: unknown) => {
  window.benchError = error instanceof Error ? (error.stack ?? error.message) : String(error);
});
