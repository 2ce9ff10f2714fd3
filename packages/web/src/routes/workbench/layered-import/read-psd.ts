import type { Layer } from "ag-psd";
import { flattenLayers, type LayeredFile } from "./layered-file";
import { importedMaskOf } from "./psd-mask";

function canvasPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no PNG"))), "image/png"),
  );
}

/**
 * A Photoshop file's pixel layers, read in the browser with ag-psd (loaded only when a PSD is
 * imported), its groups as folders down to `maxDepth` levels. Layers without pixels (adjustment
 * or empty layers) are left out.
 */
export async function readPsdFile(bytes: ArrayBuffer, maxDepth: number): Promise<LayeredFile> {
  const { readPsd } = await import("ag-psd");
  const psd = readPsd(bytes, { skipCompositeImageData: true, skipThumbnail: true });
  const nodes = (psd.children ?? []).map(function toNode(layer: Layer): PsdNode {
    return {
      layer,
      name: layer.name ?? "",
      visible: !layer.hidden,
      opacity: layer.opacity ?? 1,
      blendMode: layer.blendMode,
      ...(layer.children ? { children: layer.children.map(toNode) } : {}),
    };
  });
  const layers = flattenLayers(nodes, maxDepth).flatMap(({ node, ...layer }) => {
    const { canvas, left = 0, top = 0 } = node.layer;
    if (!canvas || canvas.width === 0 || canvas.height === 0) return [];
    const mask = importedMaskOf(node.layer, psd, canvasPng);
    return [
      {
        ...layer,
        ...(node.layer.clipping ? { clipped: true } : {}),
        left,
        top,
        width: canvas.width,
        height: canvas.height,
        png: () => canvasPng(canvas),
        ...(mask ? { mask } : {}),
      },
    ];
  });
  return { width: psd.width, height: psd.height, layers };
}

type PsdNode = {
  layer: Layer;
  name: string;
  visible: boolean;
  opacity: number;
  blendMode: string | undefined;
  children?: PsdNode[];
};
