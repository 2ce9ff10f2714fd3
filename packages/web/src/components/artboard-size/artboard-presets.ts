import type { ArtboardSize } from "@contour/canvas";

/**
 * The sizes a designer starts a board at: screen formats for presentations and renders, paper
 * at 300 dpi for print, a square for social posts. The first is the default.
 */
export const ARTBOARD_PRESETS: readonly ({ id: string; label: string } & ArtboardSize)[] = [
  { id: "hd", label: "16:9 HD", width: 1920, height: 1080 },
  { id: "4k", label: "16:9 4K UHD", width: 3840, height: 2160 },
  { id: "a4-portrait", label: "A4 portrait, 300 dpi", width: 2480, height: 3508 },
  { id: "a4-landscape", label: "A4 landscape, 300 dpi", width: 3508, height: 2480 },
  { id: "a3-portrait", label: "A3 portrait, 300 dpi", width: 3508, height: 4961 },
  { id: "a3-landscape", label: "A3 landscape, 300 dpi", width: 4961, height: 3508 },
  { id: "square", label: "Square", width: 2048, height: 2048 },
];

export const sizeLabel = ({ width, height }: ArtboardSize) =>
  `${width.toLocaleString("en-US")} × ${height.toLocaleString("en-US")} px`;

/** The preset a size is, if any. */
export const presetOfSize = (size: ArtboardSize) =>
  ARTBOARD_PRESETS.find((preset) => preset.width === size.width && preset.height === size.height);
