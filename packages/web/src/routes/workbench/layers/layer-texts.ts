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
