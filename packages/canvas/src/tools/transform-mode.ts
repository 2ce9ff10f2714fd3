/**
 * What dragging the selection's corners does (Procreate's transform modes, Photoshop's Edit ›
 * Transform): Free scales (and rotates from the handle above), Distort moves each corner freely,
 * Perspective moves a corner and its mirror along the same edge so the box stays a trapezoid,
 * Warp bends it by a 4 × 4 mesh. Dragging inside moves the selection in every mode.
 */
export const TRANSFORM_MODES = ["free", "distort", "perspective", "warp"] as const;
export type TransformMode = (typeof TRANSFORM_MODES)[number];

export const TRANSFORM_MODE_LABELS: Record<TransformMode, string> = {
  free: "Free",
  distort: "Distort",
  perspective: "Perspective",
  warp: "Warp",
};
