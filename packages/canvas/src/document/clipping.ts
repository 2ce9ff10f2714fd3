import type { LayerProps } from "./schema.js";

/**
 * Clipping masks (issue 17): a clipped layer shows only where its base, the nearest unclipped
 * layer below it, has pixels. A clipped layer with no base (the bottom layer, or only clipped
 * layers under it) is not clipped at all, as in Photoshop: it shows as a layer of its own.
 */

/** For each layer (bottom first), the position of its base, or null when it is not clipped. */
export function clippingBases(layers: readonly Pick<LayerProps, "clipped">[]): (number | null)[] {
  let base: number | null = null;
  return layers.map((layer, position) => {
    if (layer.clipped && base !== null) return base;
    base = position;
    return null;
  });
}

/**
 * The layers a picture shows, bottom first: the visible ones, less the clipped layers whose base
 * is hidden (a hidden base hides what is clipped to it, as in Photoshop and Procreate), each
 * with whether it is clipped to the unclipped layer before it in this list.
 */
export function shownLayers<L extends Pick<LayerProps, "clipped" | "visible">>(
  layers: readonly L[],
): { layer: L; clipped: boolean }[] {
  const bases = clippingBases(layers);
  const shown: { layer: L; clipped: boolean }[] = [];
  layers.forEach((layer, position) => {
    const base = bases[position];
    if (!layer.visible) return;
    if (base === null || base === undefined) shown.push({ layer, clipped: false });
    else if (layers[base]?.visible) shown.push({ layer, clipped: true });
  });
  return shown;
}
