import {
  addElements,
  addLayer,
  addMask,
  createRenderer,
  encodePoints,
  groupEntries,
  initializeDocument,
  readArtboards,
  readLayers,
  type Stroke,
  type Surface,
  UPRIGHT,
  updateFolder,
  type Viewport,
} from "@contour/canvas";
import * as Y from "yjs";
import type { BenchApp } from "./app.js";
import { ARTBOARD, type BenchStroke } from "./strokes.js";
import { fitView, SCREEN, type View } from "./view.js";

/** The benchmark's views are upright: the other apps have no turn to compare. */
const upright = (view: View): Viewport => ({ ...view, ...UPRIGHT });

const ORIGIN = "bench";

/**
 * How the strokes are laid out: on one layer; dealt over four layers, three of them in two nested
 * folders composited on their own ("Outer" at 80 %, "Inner" in Multiply inside it), what layer
 * folders cost a frame; or so, with a mask on a layer in the folders and on the one outside them
 * (masks cost a frame too: a masked layer goes through a scratch surface).
 */
export type ContourLayout = "one-layer" | "folders" | "folders-and-masks";

/** A mask's strokes: bands of greys across the board, hiding part of what the layer holds. */
function maskStrokes(prefix: string): Stroke[] {
  return Array.from({ length: 12 }, (_, index) => {
    const y = ((index + 0.5) / 12) * ARTBOARD.height;
    return {
      kind: "stroke",
      id: `${prefix}-${index}`,
      tool: "brush",
      color: index % 2 === 0 ? "#000000" : "#808080",
      size: 40,
      opacity: 1,
      smoothing: 0.5,
      author: "bench",
      points: encodePoints([
        { x: 0, y, pressure: 1 },
        { x: ARTBOARD.width, y, pressure: 1 },
      ]),
    };
  });
}

/** The strokes as a Contour document: one artboard, as a file opened from the server. */
export function contourDocument(
  strokes: readonly BenchStroke[],
  layout: ContourLayout = "one-layer",
): {
  doc: Y.Doc;
  artboardId: string;
} {
  const doc = new Y.Doc();
  initializeDocument(doc, ORIGIN, { ...ARTBOARD, background: "#ffffff" });
  const artboard = readArtboards(doc)[0];
  const layer = artboard && readLayers(artboard)[0];
  if (!artboard || !layer) throw new Error("initializeDocument made no artboard or layer");
  const elements: Stroke[] = strokes.map((stroke, index) => {
    const points = [];
    for (let offset = 0; offset < stroke.samples.length; offset += 3) {
      points.push({
        x: stroke.samples[offset] ?? 0,
        y: stroke.samples[offset + 1] ?? 0,
        pressure: stroke.samples[offset + 2] ?? 0,
      });
    }
    return {
      kind: "stroke",
      id: `stroke-${index}`,
      tool: "brush",
      color: stroke.color,
      size: stroke.size,
      opacity: 1,
      smoothing: 0.5,
      author: "bench",
      points: encodePoints(points),
    };
  });
  if (layout === "one-layer") {
    addElements(doc, ORIGIN, layer.id, elements);
    return { doc, artboardId: artboard.id };
  }
  const ids = [layer.id];
  for (const name of ["B", "C", "D"]) ids.push(addLayer(doc, ORIGIN, artboard.id, name));
  ids.forEach((id, at) => {
    addElements(
      doc,
      ORIGIN,
      id,
      elements.filter((_, index) => index % ids.length === at),
    );
  });
  const [, b = "", c = "", d = ""] = ids;
  const inner = groupEntries(doc, ORIGIN, [c, d], "Inner") ?? "";
  const outer = groupEntries(doc, ORIGIN, [b, inner], "Outer") ?? "";
  updateFolder(doc, ORIGIN, inner, { blendMode: "multiply" });
  updateFolder(doc, ORIGIN, outer, { opacity: 0.8 });
  if (layout === "folders-and-masks") {
    for (const id of [layer.id, c]) {
      addMask(doc, ORIGIN, id);
      addElements(doc, ORIGIN, id, maskStrokes(`mask-${id}`), "mask");
    }
  }
  return { doc, artboardId: artboard.id };
}

/**
 * Contour's renderer on a 1280x800 canvas (device pixel ratio 1), layer bitmaps on
 * OffscreenCanvas, as the workbench screen uses it: `render(viewport)` every animation frame,
 * with `interactive: true` while a zoom gesture runs and once without it when it ends.
 */
export function mountContour(
  root: HTMLElement,
  strokes: readonly BenchStroke[],
  layout: ContourLayout = "one-layer",
): BenchApp {
  const { doc, artboardId } = contourDocument(strokes, layout);
  const canvas = document.createElement("canvas");
  canvas.className = "contour";
  canvas.width = SCREEN.width;
  canvas.height = SCREEN.height;
  canvas.style.width = `${SCREEN.width}px`;
  canvas.style.height = `${SCREEN.height}px`;
  root.append(canvas);
  const renderer = createRenderer({
    doc,
    artboardId,
    target: canvas as Surface,
    createSurface: (width, height) => new OffscreenCanvas(width, height) as Surface,
    images: () => undefined,
  });
  // The app draws a large document over several frames (a first view at once); the benchmark
  // waits until every stroke is drawn, so that the gestures measure panning and zooming alone.
  while (renderer.render(upright(fitView()))) {
    // Each call draws the next chunk.
  }
  return {
    show(view, gesture) {
      renderer.render(upright(view), { interactive: gesture === "zoom" });
    },
    end(view) {
      renderer.render(upright(view));
    },
    framesDrawn: () => renderer.stats.frames,
  };
}
