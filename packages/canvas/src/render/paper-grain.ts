import { contextOf, type Surface, type SurfaceFactory } from "./drawing-context.js";

/** The grain's tile, in artboard units: the paper repeats every this many units. */
export const GRAIN_TILE = 256;
/** Grain strengths are kept to this many steps, one tile each. */
const GRAIN_STEPS = 20;
/** Alpha levels of a tile, each painted with one fill style. */
const LEVELS = 32;

/**
 * The tooth of the paper at a cell, 0 (a valley, no paint) to 1 (a ridge): value noise of two
 * scales mixed, pushed towards its ends so that ridges and valleys read as a texture. A pure
 * function of the cell, so every client and the server grain a stroke alike.
 */
export function paperTooth(x: number, y: number): number {
  const fine = hash(x, y);
  const coarse = smoothNoise(x / 4, y / 4);
  const value = 0.45 * fine + 0.55 * coarse;
  const t = Math.min(1, Math.max(0, (value - 0.3) / 0.4));
  return t * t * (3 - 2 * t);
}

/** 0 to 1 from two integers, evenly spread (a 32-bit integer hash). */
function hash(x: number, y: number): number {
  let h = (Math.imul(x | 0, 0x27d4eb2d) ^ Math.imul(y | 0, 0x165667b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 0xffffffff;
}

/** Noise between the lattice's hashes, eased: soft blobs a few cells wide, tiling at the tile. */
function smoothNoise(x: number, y: number): number {
  const period = GRAIN_TILE / 4;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const ease = (t: number) => t * t * (3 - 2 * t);
  const tx = ease(x - x0);
  const ty = ease(y - y0);
  const at = (i: number, j: number) => hash((x0 + i) % period, (y0 + j) % period);
  const top = at(0, 0) + (at(1, 0) - at(0, 0)) * tx;
  const bottom = at(0, 1) + (at(1, 1) - at(0, 1)) * tx;
  return top + (bottom - top) * ty;
}

const tiles = new WeakMap<SurfaceFactory, Map<number, Surface>>();

/**
 * A tile of the paper for a grain strength: opaque where the paper takes paint, less so in its
 * valleys (by as much as the strength). Made once per strength step and surface kind; painted
 * in LEVELS fills, as the drawing contexts share no pixel-level API.
 */
export function grainTile(createSurface: SurfaceFactory, grain: number): Surface {
  const step = Math.round(Math.min(1, Math.max(0, grain)) * GRAIN_STEPS);
  let made = tiles.get(createSurface);
  if (!made) {
    made = new Map();
    tiles.set(createSurface, made);
  }
  const known = made.get(step);
  if (known) return known;
  const tile = createSurface(GRAIN_TILE, GRAIN_TILE);
  const context = contextOf(tile);
  const strength = step / GRAIN_STEPS;
  const byLevel: number[][] = Array.from({ length: LEVELS }, () => []);
  for (let y = 0; y < GRAIN_TILE; y += 1) {
    for (let x = 0; x < GRAIN_TILE; x += 1) {
      const alpha = 1 - strength * (1 - paperTooth(x, y));
      byLevel[Math.round(alpha * (LEVELS - 1))]?.push(x, y);
    }
  }
  byLevel.forEach((cells, level) => {
    context.fillStyle = `rgba(0, 0, 0, ${level / (LEVELS - 1)})`;
    for (let index = 0; index < cells.length; index += 2) {
      context.fillRect(cells[index] ?? 0, cells[index + 1] ?? 0, 1, 1);
    }
  });
  made.set(step, tile);
  return tile;
}
