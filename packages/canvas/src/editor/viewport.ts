import { applyMatrix, type Matrix } from "../geometry/affine.js";
import type { Point, Viewport } from "../geometry/rect.js";

export type Size = { width: number; height: number };

export const MIN_ZOOM = 0.05;
export const MAX_ZOOM = 32;
/** The factor of one zoom step (keyboard and zoom tool): 100 % → 200 % → 400 %. */
export const ZOOM_STEP = 2;
/** The angle of one rotation step (keyboard), in degrees, as in Krita and Photoshop. */
export const ROTATION_STEP = 15;
/** The margin `fitViewport` leaves around the artboard, in screen pixels. */
const FIT_MARGIN = 32;

/** How a view is turned, apart from where it is and how large. */
export type ViewTurn = Pick<Viewport, "rotation" | "flipped">;

export const UPRIGHT: ViewTurn = { rotation: 0, flipped: false };

export const IDENTITY_VIEWPORT: Viewport = { scale: 1, x: 0, y: 0, ...UPRIGHT };

/** Cosine and sine of an angle in degrees, exact at quarter turns (no 6e-17 skew at 90°). */
function cosSin(degrees: number): [number, number] {
  if (degrees % 90 === 0) {
    const quarter = (((degrees / 90) % 4) + 4) % 4;
    return (
      [
        [1, 0],
        [0, 1],
        [-1, 0],
        [0, -1],
      ] as const
    )[quarter] as [number, number];
  }
  const radians = (degrees * Math.PI) / 180;
  return [Math.cos(radians), Math.sin(radians)];
}

/** The matrix taking artboard points to screen points (and the renderer's context transform). */
export function viewportMatrix(viewport: Viewport): Matrix {
  const [unitCos, unitSin] = cosSin(viewport.rotation);
  const cos = unitCos * viewport.scale;
  const sin = unitSin * viewport.scale;
  const mirror = viewport.flipped ? -1 : 1;
  return { a: cos * mirror, b: sin * mirror, c: -sin, d: cos, e: viewport.x, f: viewport.y };
}

export function artboardToScreen(viewport: Viewport, point: Point): Point {
  return applyMatrix(viewportMatrix(viewport), point);
}

export function screenToArtboard(viewport: Viewport, point: Point): Point {
  const [cos, sin] = cosSin(viewport.rotation);
  const dx = point.x - viewport.x;
  const dy = point.y - viewport.y;
  const x = (cos * dx + sin * dy) / viewport.scale;
  const y = (cos * dy - sin * dx) / viewport.scale;
  return { x: viewport.flipped ? -x : x, y };
}

/** Whether the view shows the artboard as it is: neither turned nor mirrored. */
export function isUpright(viewport: Viewport): boolean {
  return viewport.rotation === 0 && !viewport.flipped;
}

export function clampZoom(scale: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));
}

/** An angle in degrees brought into (-180, 180]. */
export function normalizeRotation(degrees: number): number {
  const turned = degrees - 360 * Math.floor(degrees / 360);
  return turned > 180 ? turned - 360 : turned;
}

/** `view` (its x and y ignored) moved so that the artboard point `anchor` shows at `at`. */
function placed(view: Viewport, anchor: Point, at: Point): Viewport {
  const shown = artboardToScreen({ ...view, x: 0, y: 0 }, anchor);
  return { ...view, x: at.x - shown.x, y: at.y - shown.y };
}

/** Zooms by `factor` while the artboard point under `screenPoint` stays under it. */
export function zoomAt(viewport: Viewport, screenPoint: Point, factor: number): Viewport {
  return zoomTo(viewport, screenPoint, viewport.scale * factor);
}

/** Sets the zoom to `scale` (clamped), keeping the artboard point under `screenPoint` fixed. */
export function zoomTo(viewport: Viewport, screenPoint: Point, scale: number): Viewport {
  const anchor = screenToArtboard(viewport, screenPoint);
  return placed({ ...viewport, scale: clampZoom(scale) }, anchor, screenPoint);
}

/** Turns the view to `degrees` clockwise, around `screenPoint`. */
export function rotateTo(viewport: Viewport, screenPoint: Point, degrees: number): Viewport {
  const anchor = screenToArtboard(viewport, screenPoint);
  return placed({ ...viewport, rotation: normalizeRotation(degrees) }, anchor, screenPoint);
}

/**
 * The next whole step of `ROTATION_STEP` from `rotation` in `direction` (1 clockwise): a view
 * turned freely to 7° steps to 15° or 0°, so the steps stay on the round angles.
 */
export function steppedRotation(rotation: number, direction: 1 | -1): number {
  const steps = rotation / ROTATION_STEP;
  const next = direction > 0 ? Math.floor(steps + 1e-9) + 1 : Math.ceil(steps - 1e-9) - 1;
  return normalizeRotation(next * ROTATION_STEP);
}

/**
 * Mirrors what the screen shows left to right about the vertical line through `screenPoint`:
 * the turn reverses with it, so the mirrored picture is the one seen, mirrored.
 */
export function flipAt(viewport: Viewport, screenPoint: Point): Viewport {
  const anchor = screenToArtboard(viewport, screenPoint);
  const mirrored = {
    ...viewport,
    rotation: normalizeRotation(-viewport.rotation),
    flipped: !viewport.flipped,
  };
  return placed(mirrored, anchor, screenPoint);
}

/**
 * The view after a two-finger gesture took the artboard point under `from` to `to`, spread the
 * fingers by `factor` and twisted them by `degrees` clockwise: the artboard follows the fingers.
 */
export function moveWithFingers(
  viewport: Viewport,
  from: Point,
  to: Point,
  factor: number,
  degrees: number,
): Viewport {
  const anchor = screenToArtboard(viewport, from);
  const next = {
    ...viewport,
    scale: clampZoom(viewport.scale * factor),
    rotation: normalizeRotation(viewport.rotation + degrees),
  };
  return placed(next, anchor, to);
}

export function panBy(viewport: Viewport, dx: number, dy: number): Viewport {
  return { ...viewport, x: viewport.x + dx, y: viewport.y + dy };
}

/**
 * The whole artboard centred on the screen, as large as fits within a margin; turned as `turn`
 * says, it fits the turned artboard's bounds.
 */
export function fitViewport(artboard: Size, screen: Size, turn: ViewTurn = UPRIGHT): Viewport {
  const room = (side: number) => Math.max(1, side - 2 * FIT_MARGIN);
  const [cos, sin] = cosSin(turn.rotation).map(Math.abs) as [number, number];
  const width = artboard.width * cos + artboard.height * sin;
  const height = artboard.width * sin + artboard.height * cos;
  const scale = clampZoom(Math.min(room(screen.width) / width, room(screen.height) / height));
  return centered(artboard, screen, scale, turn);
}

/** The artboard at 100 %, centred on the screen, turned as `turn` says. */
export function actualSizeViewport(
  artboard: Size,
  screen: Size,
  turn: ViewTurn = UPRIGHT,
): Viewport {
  return centered(artboard, screen, 1, turn);
}

function centered(artboard: Size, screen: Size, scale: number, turn: ViewTurn): Viewport {
  return centeredOn({ x: artboard.width / 2, y: artboard.height / 2 }, screen, scale, turn);
}

/** The view at `scale`, turned as `turn` says, with the artboard point `point` mid-screen. */
export function centeredOn(point: Point, screen: Size, scale: number, turn: ViewTurn): Viewport {
  const middle = { x: screen.width / 2, y: screen.height / 2 };
  return placed(
    { scale, x: 0, y: 0, rotation: turn.rotation, flipped: turn.flipped },
    point,
    middle,
  );
}
