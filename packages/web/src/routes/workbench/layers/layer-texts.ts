import type { BlendMode } from "@contour/canvas";

/** How the layers panel names the blend modes, as painting tools do. */
export const BLEND_MODE_LABEL: Record<BlendMode, string> = {
  normal: "Normal",
  multiply: "Multiply",
  screen: "Screen",
  overlay: "Overlay",
  darken: "Darken",
  lighten: "Lighten",
};

/** The next free "Layer N" name among the artboard's layers. */
export function nextLayerName(names: readonly string[]): string {
  const used = new Set(names);
  let number = names.length + 1;
  while (used.has(`Layer ${number}`)) number += 1;
  return `Layer ${number}`;
}
