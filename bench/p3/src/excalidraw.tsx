import { Excalidraw } from "@excalidraw/excalidraw";
import "@excalidraw/excalidraw/index.css";
import type { ExcalidrawFreeDrawElement } from "@excalidraw/excalidraw/element/types";
import type { AppState, ExcalidrawImperativeAPI } from "@excalidraw/excalidraw/types";
import { createRoot } from "react-dom/client";
import type { BenchApp } from "./app.js";
import type { BenchStroke } from "./strokes.js";
import { fitView, type View } from "./view.js";

/**
 * Excalidraw's freedraw outline is perfect-freehand with size = strokeWidth × 4.25, thinning 0.6
 * and an ease-out-sine easing of the radius; Contour's is size / 1.6, thinning 0.6, no easing,
 * so that a stroke is `size` wide at full pressure. This strokeWidth makes Excalidraw's stroke
 * as wide at full pressure (radius factor sin(0.8 × π/2)); at lower pressure its easing makes
 * it somewhat wider than ours.
 */
const STROKE_WIDTH_PER_SIZE = 1 / (2 * 4.25 * Math.sin(0.4 * Math.PI));

/** The same strokes as Excalidraw freedraw elements: same samples, pressures, colours, widths. */
export function freedrawElements(strokes: readonly BenchStroke[]): ExcalidrawFreeDrawElement[] {
  return strokes.map((stroke, index) => {
    const { samples } = stroke;
    const originX = samples[0] ?? 0;
    const originY = samples[1] ?? 0;
    const points: [number, number][] = [];
    const pressures: number[] = [];
    let minX = 0;
    let minY = 0;
    let maxX = 0;
    let maxY = 0;
    for (let offset = 0; offset < samples.length; offset += 3) {
      const x = (samples[offset] ?? 0) - originX;
      const y = (samples[offset + 1] ?? 0) - originY;
      points.push([x, y]);
      pressures.push(samples[offset + 2] ?? 0);
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
    const element = {
      type: "freedraw",
      id: `stroke-${index}`,
      x: originX,
      y: originY,
      width: maxX - minX,
      height: maxY - minY,
      angle: 0,
      strokeColor: stroke.color,
      backgroundColor: "transparent",
      fillStyle: "solid",
      strokeWidth: stroke.size * STROKE_WIDTH_PER_SIZE,
      strokeStyle: "solid",
      roughness: 0,
      opacity: 100,
      groupIds: [],
      frameId: null,
      roundness: null,
      seed: index + 1,
      version: 1,
      versionNonce: index + 1,
      index: null,
      isDeleted: false,
      boundElements: null,
      updated: 1,
      link: null,
      locked: false,
      points,
      pressures,
      simulatePressure: false,
      // Set on pointer-up in Excalidraw: the stroke is finished, its end is not moving.
      lastCommittedPoint: points[points.length - 1] ?? null,
    };
    return element as unknown as ExcalidrawFreeDrawElement;
  });
}

/** Excalidraw's view state for ours: screen = (scene + scroll) × zoom. */
function appStateFor(view: View, zooming: boolean): Partial<AppState> {
  return {
    scrollX: view.x / view.scale,
    scrollY: view.y / view.scale,
    zoom: { value: view.scale as AppState["zoom"]["value"] },
    // What Excalidraw's own Ctrl+wheel handler sets while zooming (and resets 300 ms after):
    // element canvases are scaled instead of regenerated at every zoom step.
    shouldCacheIgnoreZoom: zooming,
  };
}

/**
 * Excalidraw 0.18 with its default UI filling 1280x800, the strokes given as initialData. Its
 * view is driven with `updateScene({appState})`, which is the same `setState` that its wheel
 * handler (`translateCanvas`) makes, with the same fields. Resolves once every element is in
 * the scene.
 */
export function mountExcalidraw(
  root: HTMLElement,
  strokes: readonly BenchStroke[],
): Promise<BenchApp> {
  const elements = freedrawElements(strokes);
  let frames = 0;
  return new Promise((resolve) => {
    const ready = (api: ExcalidrawImperativeAPI) => {
      const check = () => {
        if (api.getSceneElements().length === elements.length) {
          resolve({
            show(view, gesture) {
              api.updateScene({ appState: appStateFor(view, gesture === "zoom") as AppState });
            },
            end(view) {
              api.updateScene({ appState: appStateFor(view, false) as AppState });
            },
            framesDrawn: () => frames,
          });
        } else requestAnimationFrame(check);
      };
      check();
    };
    const start = fitView();
    createRoot(root).render(
      <Excalidraw
        excalidrawAPI={ready}
        onScrollChange={() => {
          frames += 1;
        }}
        initialData={{
          elements,
          appState: { ...appStateFor(start, false), viewBackgroundColor: "#ffffff" },
          scrollToContent: false,
        }}
      />,
    );
  });
}
