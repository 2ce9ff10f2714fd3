import type { Surface } from "@contour/canvas";

/** Layer bitmaps off the page: OffscreenCanvas where there is one, a detached canvas otherwise. */
export function createBrowserSurface(width: number, height: number): Surface {
  if (typeof OffscreenCanvas !== "undefined") return new OffscreenCanvas(width, height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/**
 * The on-screen canvas's 2D context, asked for first with `desynchronized` (low latency: the
 * browser may show a frame without waiting for the compositor) where supported; later
 * `getContext("2d")` calls, the renderer's, get this same context.
 */
export function prepareScreenCanvas(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  return canvas.getContext("2d", { desynchronized: true });
}

/** The colour of a screen pixel, `#rrggbb`, or null where nothing opaque is drawn. */
export function pixelColor(context: CanvasRenderingContext2D, x: number, y: number): string | null {
  const [red = 0, green = 0, blue = 0, alpha = 0] = context.getImageData(
    Math.floor(x),
    Math.floor(y),
    1,
    1,
  ).data;
  if (alpha === 0) return null;
  return `#${[red, green, blue].map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}
