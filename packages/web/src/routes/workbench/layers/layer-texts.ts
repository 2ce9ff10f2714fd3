import type { BlendMode, LayerView } from "@contour/canvas";

/** How the layers panel names the blend modes, as painting tools do. */
export const BLEND_MODE_LABEL: Record<BlendMode, string> = {
  normal: "Normal",
  darken: "Darken",
  multiply: "Multiply",
  "color-burn": "Color Burn",
  lighten: "Lighten",
  screen: "Screen",
  "color-dodge": "Color Dodge",
  add: "Add",
  overlay: "Overlay",
  "soft-light": "Soft Light",
  "hard-light": "Hard Light",
  difference: "Difference",
  hue: "Hue",
  saturation: "Saturation",
  color: "Color",
  luminosity: "Luminosity",
};

/**
 * The blend mode menu in Photoshop's groups, which designers find modes by: Normal alone, then
 * what darkens, what lightens, what adds contrast, inversion, and the HSL components.
 */
const BLEND_MODE_GROUPS: readonly { group: string; modes: readonly BlendMode[] }[] = [
  { group: "Darken", modes: ["darken", "multiply", "color-burn"] },
  { group: "Lighten", modes: ["lighten", "screen", "color-dodge", "add"] },
  { group: "Contrast", modes: ["overlay", "soft-light", "hard-light"] },
  { group: "Inversion", modes: ["difference"] },
  { group: "Component", modes: ["hue", "saturation", "color", "luminosity"] },
];

const option = (mode: BlendMode) => ({ value: mode, label: BLEND_MODE_LABEL[mode] });

/** The blend mode select's data: Normal first, the other modes by group. */
export const BLEND_OPTIONS = [
  option("normal"),
  ...BLEND_MODE_GROUPS.map(({ group, modes }) => ({ group, items: modes.map(option) })),
];

/**
 * What a layer row says of how the layer mixes, "Multiply · 47%"; null for Normal at 100%,
 * which most layers are and which needs no word.
 */
export function layerBlendSummary(layer: Pick<LayerView, "blendMode" | "opacity">): string | null {
  const percent = Math.round(layer.opacity * 100);
  const parts = [
    layer.blendMode === "normal" ? null : BLEND_MODE_LABEL[layer.blendMode],
    percent === 100 ? null : `${percent}%`,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(" · ") : null;
}
