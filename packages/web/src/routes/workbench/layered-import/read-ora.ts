import { unzipSync } from "fflate";
import { readImageSize } from "../images/image-size";
import { type FileLayerNode, flattenLayers, type LayeredFile } from "./layered-file";

type OraNode = FileLayerNode & { src?: string; x: number; y: number; children?: OraNode[] };

const number = (text: string | null, fallback: number) => {
  const value = Number(text);
  return text !== null && Number.isFinite(value) ? value : fallback;
};

/** OpenRaster's `stack.xml` as a layer tree, bottom first (the file lists the top first). */
export function parseOraStack(xml: string): { width: number; height: number; nodes: OraNode[] } {
  const image = new DOMParser().parseFromString(xml, "application/xml").querySelector("image");
  if (!image) throw new Error("This OpenRaster file has no stack.");
  const nodesOf = (stack: Element): OraNode[] =>
    [...stack.children]
      .flatMap((child): OraNode[] => {
        const common = {
          name: child.getAttribute("name") ?? "",
          visible: child.getAttribute("visibility") !== "hidden",
          opacity: Math.min(1, Math.max(0, number(child.getAttribute("opacity"), 1))),
          blendMode: child.getAttribute("composite-op") ?? undefined,
          x: number(child.getAttribute("x"), 0),
          y: number(child.getAttribute("y"), 0),
        };
        if (child.tagName === "stack") return [{ ...common, children: nodesOf(child) }];
        if (child.tagName !== "layer") return [];
        return [{ ...common, src: child.getAttribute("src") ?? "" }];
      })
      .reverse();
  const stack = image.querySelector(":scope > stack");
  return {
    width: number(image.getAttribute("w"), 0),
    height: number(image.getAttribute("h"), 0),
    nodes: stack ? nodesOf(stack) : [],
  };
}

/**
 * An OpenRaster file's layers: its zip read with fflate, each layer's PNG taken as it is, its
 * nested stacks as folders down to `maxDepth` levels.
 */
export async function readOraFile(bytes: ArrayBuffer, maxDepth: number): Promise<LayeredFile> {
  const entries = unzipSync(new Uint8Array(bytes));
  const stackXml = entries["stack.xml"];
  if (!stackXml) throw new Error("This OpenRaster file has no stack.");
  const { width, height, nodes } = parseOraStack(new TextDecoder().decode(stackXml));
  const layers = await Promise.all(
    flattenLayers(nodes, maxDepth).map(async ({ node, ...layer }) => {
      const data = node.src ? entries[node.src] : undefined;
      if (!data) return null;
      const png = new Blob([new Uint8Array(data)], { type: "image/png" });
      // From its header: a layer declaring 30000 x 30000 is refused before anything decodes it.
      const size = await readImageSize(png);
      if (!size) return null;
      return { ...layer, left: node.x, top: node.y, ...size, png: async () => png };
    }),
  );
  return { width, height, layers: layers.filter((layer) => layer !== null) };
}
