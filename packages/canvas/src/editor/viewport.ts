import type { Point, Viewport } from "../geometry/rect.js";

export type Size = { width: number; height: number };

export const MIN_ZOOM = 0.05;
export const MAX_ZOOM = 32;
/** The factor of one zoom step (keyboard and zoom tool): 100 % → 200 % → 400 %. */
export const ZOOM_STEP = 2;
/** The margin `fitViewport` leaves around the artboard, in screen pixels. */
const FIT_MARGIN = 32;

export const IDENTITY_VIEWPORT: Viewport = { scale: 1, x: 0, y: 0 };

export function screenToArtboard(viewport: Viewport, point: Point): Point {
  return { x: (point.x - viewport.x) / viewport.scale, y: (point.y - viewport.y) / viewport.scale };
}

export function artboardToScreen(viewport: Viewport, point: Point): Point {
  return { x: point.x * viewport.scale + viewport.x, y: point.y * viewport.scale + viewport.y };
}

export function clampZoom(scale: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));
}

/** Zooms by `factor` while the artboard point under `screenPoint` stays under it. */
export function zoomAt(viewport: Viewport, screenPoint: Point, factor: number): Viewport {
  return zoomTo(viewport, screenPoint, viewport.scale * factor);
}

/** Sets the zoom to `scale` (clamped), keeping the artboard point under `screenPoint` fixed. */
export function zoomTo(viewport: Viewport, screenPoint: Point, scale: number): Viewport {
  const next = clampZoom(scale);
  const anchor = screenToArtboard(viewport, screenPoint);
  return { scale: next, x: screenPoint.x - anchor.x * next, y: screenPoint.y - anchor.y * next };
}

export function panBy(viewport: Viewport, dx: number, dy: number): Viewport {
  return { ...viewport, x: viewport.x + dx, y: viewport.y + dy };
}

/** The whole artboard centred on the screen, as large as fits within a margin. */
export function fitViewport(artboard: Size, screen: Size): Viewport {
  const room = (side: number) => Math.max(1, side - 2 * FIT_MARGIN);
  const scale = clampZoom(
    Math.min(room(screen.width) / artboard.width, room(screen.height) / artboard.height),
  );
  return centered(artboard, screen, scale);
}

/** The artboard at 100 %, centred on the screen. */
export function actualSizeViewport(artboard: Size, screen: Size): Viewport {
  return centered(artboard, screen, 1);
}

function centered(artboard: Size, screen: Size, scale: number): Viewport {
  return {
    scale,
    x: (screen.width - artboard.width * scale) / 2,
    y: (screen.height - artboard.height * scale) / 2,
  };
}
