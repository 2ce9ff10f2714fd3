import type { BlendMode } from "@contour/canvas";

/**
 * A group of a PSD or OpenRaster file that comes in as a layer folder (version 6); the layers in
 * it share the one object, `parent` is the group it is in.
 */
export type FileFolder = {
  name: string;
  visible: boolean;
  opacity: number;
  blendMode: BlendMode;
  parent: FileFolder | null;
  depth: number;
};

/** A layer read from a PSD or OpenRaster file, as it will be placed. */
export type ImportedLayer = {
  /** The file's group it comes in, innermost; none at the top level. */
  folder?: FileFolder | null;
  name: string;
  visible: boolean;
  opacity: number;
  blendMode: BlendMode;
  /** A clipping mask in the file (PSD's `clipping`): clipped to the layer below it. */
  clipped?: boolean;
  /** Where its pixels sit in the file, in the file's pixels. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** Its pixels as a PNG, ready to upload as a placed image. */
  png: () => Promise<Blob>;
  /** Its layer mask (PSD's; psd-mask.ts), absent when it has none. */
  mask?: ImportedMask;
};

/**
 * A layer's mask read from a file: greys as a picture placed where they were (null for a mask
 * that is white all over), and whether it was turned off.
 */
export type ImportedMask = {
  disabled: boolean;
  picture: {
    left: number;
    top: number;
    width: number;
    height: number;
    png: () => Promise<Blob>;
  } | null;
};

export type LayeredFile = { width: number; height: number; layers: ImportedLayer[] };

/** Most layers one import brings in: each is an upload, and the uploads have a limit. */
export const MAX_IMPORTED_LAYERS = 50;

/**
 * Photoshop's and OpenRaster's blend modes in ours (the inverse of the server's export maps);
 * ones we do not have come in as Normal, so that the pixels are there to work with.
 */
const BLEND_MODES_BY_NAME: Readonly<Record<string, BlendMode>> = {
  normal: "normal",
  "pass through": "normal",
  multiply: "multiply",
  screen: "screen",
  overlay: "overlay",
  darken: "darken",
  lighten: "lighten",
  "linear dodge": "add",
  "color dodge": "color-dodge",
  "color burn": "color-burn",
  "soft light": "soft-light",
  "hard light": "hard-light",
  difference: "difference",
  hue: "hue",
  saturation: "saturation",
  color: "color",
  luminosity: "luminosity",
  "svg:src-over": "normal",
  "svg:multiply": "multiply",
  "svg:screen": "screen",
  "svg:overlay": "overlay",
  "svg:darken": "darken",
  "svg:lighten": "lighten",
  "svg:plus": "add",
  "svg:color-dodge": "color-dodge",
  "svg:color-burn": "color-burn",
  "svg:soft-light": "soft-light",
  "svg:hard-light": "hard-light",
  "svg:difference": "difference",
  "svg:hue": "hue",
  "svg:saturation": "saturation",
  "svg:color": "color",
  "svg:luminosity": "luminosity",
};

/** Layer names from files are cut here: a long group path is still a name, not a paragraph. */
export const MAX_LAYER_NAME_LENGTH = 120;

export const blendModeNamed = (name: string | undefined): BlendMode =>
  (name && BLEND_MODES_BY_NAME[name]) || "normal";

/** A layer of a file as its reader found it, with the groups it sits in. */
export type FileLayerNode = {
  name: string;
  visible: boolean;
  opacity: number;
  blendMode: string | undefined;
  children?: readonly FileLayerNode[];
};

/**
 * A file's layer tree, bottom first, as our layers: groups down to `maxDepth` levels come in as
 * folders (each layer names its innermost); deeper ones are flattened into the deepest folder
 * kept, their layers named "Group / Layer", shown only if the group is, at the group's opacity
 * times their own (what a pass-through group looks like). Empty groups leave nothing.
 */
export function flattenLayers<T extends FileLayerNode>(
  nodes: readonly T[],
  maxDepth = 0,
  parent: { path: string; visible: boolean; opacity: number; folder: FileFolder | null } = {
    path: "",
    visible: true,
    opacity: 1,
    folder: null,
  },
): {
  node: T;
  name: string;
  visible: boolean;
  opacity: number;
  blendMode: BlendMode;
  folder: FileFolder | null;
}[] {
  return nodes.flatMap((node) => {
    const name = `${parent.path}${node.name || "Layer"}`.slice(0, MAX_LAYER_NAME_LENGTH);
    const visible = parent.visible && node.visible;
    const opacity = parent.opacity * node.opacity;
    const depth = (parent.folder?.depth ?? 0) + 1;
    if (node.children && parent.path === "" && depth <= maxDepth) {
      const folder: FileFolder = {
        name,
        visible: node.visible,
        opacity: node.opacity,
        blendMode: blendModeNamed(node.blendMode),
        parent: parent.folder,
        depth,
      };
      return flattenLayers(node.children as readonly T[], maxDepth, {
        path: "",
        visible: true,
        opacity: 1,
        folder,
      });
    }
    if (node.children) {
      return flattenLayers(node.children as readonly T[], maxDepth, {
        path: `${name} / `,
        visible,
        opacity,
        folder: parent.folder,
      });
    }
    const { folder } = parent;
    return [{ node, name, visible, opacity, blendMode: blendModeNamed(node.blendMode), folder }];
  });
}

/**
 * A Photoshop file's canvas size from its header ("8BPS", then height and width big-endian at
 * bytes 14 and 18), read before the file is parsed, so that one declaring more pixels than an
 * image may hold is refused before its layers are decoded; null when it is no PSD.
 */
export function psdCanvasSize(bytes: ArrayBuffer): { width: number; height: number } | null {
  if (bytes.byteLength < 26) return null;
  const view = new DataView(bytes);
  if (view.getUint32(0) !== 0x38425053) return null;
  return { width: view.getUint32(18), height: view.getUint32(14) };
}
