import { ARTBOARD } from "./strokes.js";

/** Where the artboard is on screen: screen = artboard × scale + (x, y), in CSS = device pixels. */
export type View = { scale: number; x: number; y: number };

export const SCREEN = { width: 1280, height: 800 } as const;

/** The artboard fit to the screen, centred: every stroke is visible. */
export function fitView(): View {
  const scale = Math.min(SCREEN.width / ARTBOARD.width, SCREEN.height / ARTBOARD.height);
  return {
    scale,
    x: (SCREEN.width - ARTBOARD.width * scale) / 2,
    y: (SCREEN.height - ARTBOARD.height * scale) / 2,
  };
}

export type Gesture = "pan" | "zoom";

/**
 * The view at `t` (0 to 1) of a gesture from the fit view.
 * - pan: a smooth drag around an ellipse, 320 by 160 pixels, back to where it started (up to
 *   17 px a frame at 120 frames), with parts of the artboard leaving and entering the screen;
 * - zoom: in to 4x the fit scale and back out, around a point left of and above the centre,
 *   as a pinch or Ctrl+wheel does (the point under the fingers stays put).
 */
export function viewAt(gesture: Gesture, t: number): View {
  const start = fitView();
  // Exactly the start view at both ends, so that no app sees a scale one rounding error away.
  if (t <= 0 || t >= 1) return start;
  if (gesture === "pan") {
    const angle = 2 * Math.PI * t;
    return {
      scale: start.scale,
      x: start.x + 320 * Math.sin(angle),
      y: start.y + 160 * (1 - Math.cos(angle)),
    };
  }
  return zoomedView(4 ** Math.sin(Math.PI * t));
}

/** The fit view zoomed by `factor` around the zoom gesture's point. */
export function zoomedView(factor: number): View {
  const start = fitView();
  return {
    scale: start.scale * factor,
    x: PIVOT.x - (PIVOT.x - start.x) * factor,
    y: PIVOT.y - (PIVOT.y - start.y) * factor,
  };
}

const PIVOT = { x: 520, y: 340 };
