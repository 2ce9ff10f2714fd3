import type { Layer } from "ag-psd";
import type { ImportedMask } from "./layered-file";

/**
 * A Photoshop layer mask as one of ours (version 6): its greys as a picture to place in the
 * layer's mask. Around its bounds a mask is its `defaultColor`: white is what our masks are
 * anyway, so the picture is the mask's own rectangle; black (a "hide all" mask) is painted in, the
 * picture then the whole file. Null for a layer without a mask, or with one that hides nothing.
 */
export function importedMaskOf(
  layer: Layer,
  file: { width: number; height: number },
  toPng: (canvas: HTMLCanvasElement) => Promise<Blob>,
): ImportedMask | null {
  const mask = layer.mask;
  if (!mask) return null;
  const disabled = mask.disabled === true;
  const { canvas, left = 0, top = 0, defaultColor = 255 } = mask;
  const hasPixels = canvas !== undefined && canvas.width > 0 && canvas.height > 0;
  if (defaultColor === 255) {
    if (!hasPixels) return { disabled, picture: null };
    const { width, height } = canvas;
    return { disabled, picture: { left, top, width, height, png: () => toPng(canvas) } };
  }
  const { width, height } = file;
  const png = () => {
    const whole = document.createElement("canvas");
    whole.width = width;
    whole.height = height;
    const context = whole.getContext("2d");
    if (context) {
      context.fillStyle = `rgb(${defaultColor}, ${defaultColor}, ${defaultColor})`;
      context.fillRect(0, 0, width, height);
      if (hasPixels) context.drawImage(canvas, left, top);
    }
    return toPng(whole);
  };
  return { disabled, picture: { left: 0, top: 0, width, height, png } };
}
