import type { BlendMode } from "@contour/canvas";
import type { Canvas } from "@napi-rs/canvas";
import { createCanvas } from "@napi-rs/canvas";
import type { BlendMode as PsdBlendMode, Layer as PsdLayer } from "ag-psd";
import { writePsdUint8Array } from "ag-psd";
import { strToU8, zipSync } from "fflate";

/** A layer as exported: its own pixels (at full opacity) and how it sits in the stack. */
export interface ExportedLayer {
  kind?: "layer";
  name: string;
  visible: boolean;
  opacity: number;
  blendMode: BlendMode;
  /** Clipped to the unclipped layer below it among its siblings (its base); never the bottom one. */
  clipped?: boolean;
  pixels: Canvas;
  /**
   * Its mask (version 6), as greys over white the size of `pixels`: a PSD's layer mask, whose
   * layer's `pixels` are then unmasked. OpenRaster has none: its layers come masked already.
   */
  mask?: { pixels: Canvas; disabled: boolean };
}

/**
 * A layer folder as exported (version 6): a PSD group, an OpenRaster nested stack. Normal at
 * 100 % passes its layers through, as ours does (Photoshop's Pass Through, OpenRaster's
 * `isolation="auto"`); any other folder is isolated, as it renders here.
 */
export interface ExportedFolder {
  kind: "folder";
  name: string;
  visible: boolean;
  opacity: number;
  blendMode: BlendMode;
  /** Bottom first. */
  children: ExportedEntry[];
}

export type ExportedEntry = ExportedLayer | ExportedFolder;

const isFolder = (entry: ExportedEntry): entry is ExportedFolder => entry.kind === "folder";
const passesThrough = (folder: ExportedFolder) =>
  folder.blendMode === "normal" && folder.opacity === 1;

/** Photoshop's names for our blend modes; Add is its Linear Dodge. */
const PSD_BLEND_MODES: Record<BlendMode, PsdBlendMode> = {
  normal: "normal",
  multiply: "multiply",
  screen: "screen",
  overlay: "overlay",
  darken: "darken",
  lighten: "lighten",
  add: "linear dodge",
  "color-dodge": "color dodge",
  "color-burn": "color burn",
  "soft-light": "soft light",
  "hard-light": "hard light",
  difference: "difference",
  hue: "hue",
  saturation: "saturation",
  color: "color",
  luminosity: "luminosity",
};

/** OpenRaster's composite ops (its spec's SVG names); Add is `svg:plus`. */
const ORA_COMPOSITE_OPS: Record<BlendMode, string> = {
  normal: "svg:src-over",
  multiply: "svg:multiply",
  screen: "svg:screen",
  overlay: "svg:overlay",
  darken: "svg:darken",
  lighten: "svg:lighten",
  add: "svg:plus",
  "color-dodge": "svg:color-dodge",
  "color-burn": "svg:color-burn",
  "soft-light": "svg:soft-light",
  "hard-light": "svg:hard-light",
  difference: "svg:difference",
  hue: "svg:hue",
  saturation: "svg:saturation",
  color: "svg:color",
  luminosity: "svg:luminosity",
};

const pixelData = (canvas: Canvas) => {
  const { width, height } = canvas;
  return canvas.getContext("2d").getImageData(0, 0, width, height);
};

/**
 * A layer's painted pixels and where they sit: Photoshop keeps each layer's bounds, so a small
 * sketch on a large board stays small in the file. Nothing at all for an empty layer.
 */
function paintedPart(canvas: Canvas) {
  const { data, width, height } = pixelData(canvas);
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (data[(y * width + x) * 4 + 3] === 0) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (right < 0) return {};
  const imageData = canvas
    .getContext("2d")
    .getImageData(left, top, right - left + 1, bottom - top + 1);
  return { left, top, imageData };
}

/**
 * A layer's mask as Photoshop keeps it: cut to where it is not white, white (`defaultColor`)
 * around that, so a mask painted in one corner stays small; turned off when ours is.
 */
function maskPart({ pixels, disabled }: NonNullable<ExportedLayer["mask"]>) {
  const { data, width, height } = pixelData(pixels);
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (data[(y * width + x) * 4] === 255) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  const mask = { defaultColor: 255, ...(disabled ? { disabled } : {}) };
  if (right < 0) return mask;
  const imageData = pixels
    .getContext("2d")
    .getImageData(left, top, right - left + 1, bottom - top + 1);
  return { ...mask, left, top, right: right + 1, bottom: bottom + 1, imageData };
}

/**
 * A PSD of the artboard: one pixel layer per layer, bottom first as Photoshop lists them from the
 * bottom, with its name, opacity, blend mode and visibility, cut to its painted pixels; the
 * composite is what Photoshop shows before it reads the layers (and what viewers show). A
 * layer's mask is its layer mask.
 */
export function writeLayeredPsd(composite: Canvas, layers: readonly ExportedEntry[]): Uint8Array {
  return writePsdUint8Array(
    {
      width: composite.width,
      height: composite.height,
      imageData: pixelData(composite),
      children: layers.map(psdLayerOf),
    },
    // A bottom layer with no transparent pixel stays a layer, not Photoshop's locked Background.
    { noBackground: true },
  );
}

/** A layer, or a folder as a group (open, as the panel shows folders by default). */
function psdLayerOf(entry: ExportedEntry): PsdLayer {
  if (isFolder(entry)) {
    return {
      name: entry.name,
      hidden: !entry.visible,
      opacity: entry.opacity,
      blendMode: passesThrough(entry) ? "pass through" : PSD_BLEND_MODES[entry.blendMode],
      opened: true,
      children: entry.children.map(psdLayerOf),
    };
  }
  return {
    name: entry.name,
    hidden: !entry.visible,
    opacity: entry.opacity,
    blendMode: PSD_BLEND_MODES[entry.blendMode],
    // Photoshop's clipping mask: clipped to the nearest unclipped layer below.
    ...(entry.clipped ? { clipping: true } : {}),
    ...paintedPart(entry.pixels),
    ...(entry.mask ? { mask: maskPart(entry.mask) } : {}),
  };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The longest side of OpenRaster's thumbnail, by its spec. */
const THUMBNAIL_SIDE = 256;

function thumbnailOf(composite: Canvas): Canvas {
  const scale = Math.min(1, THUMBNAIL_SIDE / Math.max(composite.width, composite.height));
  const width = Math.max(1, Math.round(composite.width * scale));
  const height = Math.max(1, Math.round(composite.height * scale));
  const thumbnail = createCanvas(width, height);
  thumbnail.getContext("2d").drawImage(composite, 0, 0, width, height);
  return thumbnail;
}

/**
 * OpenRaster has no clipping: a clipped layer is written as it shows, its pixels masked by its
 * base's (in place: they are the export's own, and no more memory than the render budget counts)
 * and hidden with its base (docs/decisions.md), so that other applications show the picture.
 */
function withClippingApplied(layers: readonly ExportedEntry[]): ExportedEntry[] {
  let base: ExportedLayer | undefined;
  return layers.map((layer) => {
    // A folder ends a clipping run; its own layers clip among themselves.
    if (isFolder(layer)) {
      base = undefined;
      return { ...layer, children: withClippingApplied(layer.children) };
    }
    if (!layer.clipped || !base) {
      base = layer;
      return layer;
    }
    const context = layer.pixels.getContext("2d");
    context.save();
    context.globalCompositeOperation = "destination-in";
    context.drawImage(base.pixels, 0, 0);
    context.restore();
    return { ...layer, visible: layer.visible && base.visible, clipped: false };
  });
}

/**
 * An OpenRaster file (a zip, openraster.org's layout): `mimetype` first and stored, `stack.xml`
 * listing the layers top first with their PNGs, opacity, visibility and composite op, folders as
 * nested stacks, the composite as `mergedimage.png` and a thumbnail.
 */
export function writeOpenRaster(composite: Canvas, layers: readonly ExportedEntry[]): Uint8Array {
  const { width, height } = composite;
  const files: Record<string, Uint8Array> = {};
  /** A level's elements, top first; a folder is a nested stack (version 0.0.5 of the spec). */
  const level = (entries: readonly ExportedEntry[], indent: string): string[] =>
    entries
      .map((entry) => {
        const name = `name="${escapeXml(entry.name)}"`;
        const paint =
          `opacity="${entry.opacity}" visibility="${entry.visible ? "visible" : "hidden"}"` +
          ` composite-op="${ORA_COMPOSITE_OPS[entry.blendMode]}"`;
        if (isFolder(entry)) {
          const isolation = passesThrough(entry) ? "auto" : "isolate";
          return [
            `${indent}<stack ${name} ${paint} isolation="${isolation}">`,
            ...level(entry.children, `${indent} `),
            `${indent}</stack>`,
          ].join("\n");
        }
        const src = `data/layer${Object.keys(files).length}.png`;
        files[src] = entry.pixels.encodeSync("png");
        return `${indent}<layer ${name} src="${src}" x="0" y="0" ${paint}/>`;
      })
      .reverse();
  const stack = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<image version="0.0.5" w="${width}" h="${height}" xres="72" yres="72">`,
    " <stack>",
    ...level(withClippingApplied(layers), "  "),
    " </stack>",
    "</image>",
    "",
  ].join("\n");
  return zipSync(
    {
      mimetype: [strToU8("image/openraster"), { level: 0 }],
      "stack.xml": strToU8(stack),
      ...files,
      "mergedimage.png": composite.encodeSync("png"),
      "Thumbnails/thumbnail.png": thumbnailOf(composite).encodeSync("png"),
    },
    // PNGs are compressed already: deflating them again costs time for nothing.
    { level: 0 },
  );
}
