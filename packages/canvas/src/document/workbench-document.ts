import { generateKeyBetween } from "fractional-indexing";
import * as Y from "yjs";
import { placeAbove, readLayerTree } from "./folder-views.js";
import { newId } from "./ids.js";
import { layersInOrder } from "./layer-tree.js";
import { mergeConcurrentCopies } from "./merge-concurrent-copies.js";
import { isFolderEntry, parseArtboardProps, parseElement, parseLayerProps } from "./parse.js";
import {
  type ArtboardProps,
  DEFAULT_ARTBOARD,
  type Element,
  type ElementList,
  type LayerProps,
  SCHEMA_VERSION,
} from "./schema.js";

/**
 * The Yjs layout of a workbench document:
 *
 *   meta: Y.Map { version }
 *   artboards: Y.Map<id, Y.Map { name, width, height, background, index, guides, layers }>
 *     guides: the artboard's drawing guides, one plain value (guides/guides.ts)
 *     layers: Y.Map<id, Y.Map { name, visible, locked, opacity, blendMode, clipped?, alphaLocked?, index,
 *                        parent?, elements, mask?, maskDisabled? }>
 *       elements: Y.Array<Element>   (plain values, in paint order)
 *       mask: Y.Array<Element>       (since version 6: the layer's mask, as `elements`; schema.ts
 *                                     `ElementList`)
 *     a folder (version 6) is an entry of `layers` too:
 *             Y.Map { kind: "folder", name, visible, locked, opacity, blendMode, index, parent? }
 *
 * `parent` (version 6) is the id of the folder a layer or folder is in, absent at the top level;
 * `index` orders an entry among its siblings (document/layer-tree.ts builds the tree).
 *
 * Artboards and layers are keyed by id and ordered by a fractional `index`, so two people
 * reordering layers at once do not duplicate or lose one, and a layer keeps its elements when it
 * moves. Every change goes through the functions below, each one transaction with the caller's
 * origin, so that undo (`createHistory`) sees one step per user action.
 */

export type YArtboard = Y.Map<unknown>;
export type YLayer = Y.Map<unknown>;
export type YElements = Y.Array<Element>;

/** An artboard as read: its fields, its fractional order key, and its live Yjs parts. */
export type ArtboardView = ArtboardProps & { index: string; map: YArtboard; layers: Y.Map<YLayer> };
export type LayerView = LayerProps & {
  index: string;
  map: YLayer;
  elements: YElements;
  /** The layer's mask (version 6), or null when it has none. */
  mask: YElements | null;
};

export const metaOf = (doc: Y.Doc) => doc.getMap<unknown>("meta");
export const artboardsOf = (doc: Y.Doc) => doc.getMap<YArtboard>("artboards");

/** Version of an initialised document; null for an empty one (nothing was ever written). */
export function documentVersion(doc: Y.Doc): number | null {
  const version = metaOf(doc).get("version");
  return typeof version === "number" ? version : null;
}

/** Orders by fractional index, then id, so every replica sorts ties the same way. */
function byIndex<T extends { index: string; id: string }>(a: T, b: T): number {
  if (a.index !== b.index) return a.index < b.index ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const indexOf = (map: Y.Map<unknown>) => {
  const index = map.get("index");
  return typeof index === "string" ? index : "a0";
};

/** The artboards, in order. Malformed ones (a broken or hostile client) are left out. */
export function readArtboards(doc: Y.Doc): ArtboardView[] {
  const views: ArtboardView[] = [];
  artboardsOf(doc).forEach((map, id) => {
    const props = parseArtboardProps(id, map);
    const layers = map.get("layers");
    if (props && layers instanceof Y.Map) {
      views.push({ ...props, map, layers: layers as Y.Map<YLayer>, index: indexOf(map) });
    }
  });
  return views.sort(byIndex);
}

/**
 * An artboard's layers from bottom to top, in paint order: a folder's layers where the folder is
 * (document/layer-tree.ts). Folders themselves are read by `readFolders`.
 */
export function readLayers(artboard: Pick<ArtboardView, "layers">): LayerView[] {
  const views: LayerView[] = [];
  let nested = false;
  artboard.layers.forEach((map, id) => {
    if (isFolderEntry(map)) {
      nested = true;
      return;
    }
    const props = parseLayerProps(id, map);
    const elements = map.get("elements");
    if (props && elements instanceof Y.Array) {
      const mask = map.get("mask");
      views.push({
        ...props,
        map,
        elements: elements as YElements,
        mask: mask instanceof Y.Array ? (mask as YElements) : null,
        index: indexOf(map),
      });
      if (props.parent !== undefined) nested = true;
    }
  });
  // Without folders the order is the indexes' (the path of every document before version 6).
  return nested ? layersInOrder(readLayerTree(artboard, views)) : views.sort(byIndex);
}

/**
 * A layer's element values in paint order, one per id (concurrent replacements of one element
 * merged, merge-concurrent-copies.ts): what the renderer draws and readers parse.
 */
export function elementValues(layer: Pick<LayerView, "elements">): unknown[] {
  return mergeConcurrentCopies(layer.elements.toArray());
}

/** A layer's valid elements in paint order. */
export function readElements(layer: Pick<LayerView, "elements">): Element[] {
  const elements: Element[] = [];
  for (const value of elementValues(layer)) {
    const element = parseElement(value);
    if (element) elements.push(element);
  }
  return elements;
}

/** The valid elements of a layer's mask, or null when it has none. */
export function readMask(layer: Pick<LayerView, "mask">): Element[] | null {
  return layer.mask ? readElements({ elements: layer.mask }) : null;
}

/** The mask that hides part of the layer: its elements, or null with none or one turned off. */
export function activeMask(layer: Pick<LayerView, "mask" | "maskDisabled">): YElements | null {
  return layer.maskDisabled ? null : layer.mask;
}

/** The layer with this id, with its artboard. */
export function findLayer(
  doc: Y.Doc,
  layerId: string,
): { artboard: ArtboardView; layer: LayerView; position: number; layers: LayerView[] } | null {
  for (const artboard of readArtboards(doc)) {
    const layers = readLayers(artboard);
    const position = layers.findIndex((layer) => layer.id === layerId);
    const layer = layers[position];
    if (layer) return { artboard, layer, position, layers };
  }
  return null;
}

type LayerParts = { map: YLayer; elements: YElements };

/** One of a layer's element lists; null when the layer has no mask (or is gone). */
function listOf(doc: Y.Doc, layerId: string, list: ElementList): YElements | null {
  const found = layerMapOf(doc, layerId);
  if (!found) return null;
  if (list === "elements") return found.elements;
  const mask = found.map.get("mask");
  return mask instanceof Y.Array ? (mask as YElements) : null;
}

/** Layers found before, per document: a committed stroke then skips the search altogether. */
const foundLayers = new WeakMap<Y.Doc, Map<string, LayerParts>>();

/** Still part of the document: not deleted, and its parents not either (a layer or artboard). */
type Nested = { _item: Y.Item | null };

function isAttached(type: Nested): boolean {
  let item = type._item;
  while (item !== null) {
    if (item.deleted) return false;
    item = (item.parent as Nested | null)?._item ?? null;
  }
  return true;
}

/**
 * The layer's Yjs map without reading and sorting its siblings: the path of every stroke
 * committed, which must cost next to nothing (bench/document-model.mjs).
 */
function layerMapOf(doc: Y.Doc, layerId: string): LayerParts | null {
  let cache = foundLayers.get(doc);
  const cached = cache?.get(layerId);
  if (cached && cached.map.get("elements") === cached.elements && isAttached(cached.map)) {
    return cached;
  }
  for (const artboard of artboardsOf(doc).values()) {
    const layers = artboard instanceof Y.Map ? artboard.get("layers") : null;
    const map = layers instanceof Y.Map ? layers.get(layerId) : null;
    const elements = map instanceof Y.Map ? map.get("elements") : null;
    if (map instanceof Y.Map && elements instanceof Y.Array) {
      const found = { map, elements: elements as YElements };
      if (!cache) {
        cache = new Map();
        foundLayers.set(doc, cache);
      }
      cache.set(layerId, found);
      return found;
    }
  }
  return null;
}

export function buildLayer(
  props: Omit<LayerProps, "id">,
  index: string,
  elements: Element[] = [],
  mask: Element[] | null = null,
) {
  const map: YLayer = new Y.Map();
  for (const [key, value] of Object.entries(props)) map.set(key, value);
  map.set("index", index);
  map.set("elements", elementArray(elements));
  if (mask) map.set("mask", elementArray(mask));
  return map;
}

function elementArray(elements: readonly Element[]): YElements {
  const array: YElements = new Y.Array();
  array.push([...elements]);
  return array;
}

/**
 * Gives an empty document its first artboard and layer. The collaboration server does this once,
 * when a workbench's document is created, so that two clients never initialise it twice.
 */
export function initializeDocument(
  doc: Y.Doc,
  origin: unknown,
  artboard: Omit<ArtboardProps, "id" | "name"> = DEFAULT_ARTBOARD,
): void {
  if (documentVersion(doc) !== null) return;
  doc.transact(() => {
    metaOf(doc).set("version", SCHEMA_VERSION);
    artboardsOf(doc).set(
      newId(),
      buildArtboard({ name: "Artboard 1", ...artboard }, generateKeyBetween(null, null)),
    );
  }, origin);
}

/** An artboard's map, ordered by `index`, with one empty layer: "Layer 1". */
export function buildArtboard(props: Omit<ArtboardProps, "id">, index: string): YArtboard {
  const map: YArtboard = new Y.Map();
  map.set("name", props.name);
  map.set("width", props.width);
  map.set("height", props.height);
  map.set("background", props.background);
  map.set("index", index);
  const layers = new Y.Map<YLayer>();
  layers.set(newId(), buildLayer(defaultLayerProps("Layer 1"), generateKeyBetween(null, null)));
  map.set("layers", layers);
  return map;
}

export function defaultLayerProps(name: string): Omit<LayerProps, "id"> {
  return { name, visible: true, locked: false, opacity: 1, blendMode: "normal" };
}

/** The index that puts a layer at `position` (0 = bottom) among `layers`, itself left out. */
function indexAt(layers: readonly LayerView[], position: number): string {
  const below = layers[position - 1];
  const above = layers[position];
  return generateKeyBetween(below?.index ?? null, above?.index ?? null);
}

/** Adds an empty layer just above `aboveLayerId` (on top when absent); answers its id. */
export function addLayer(
  doc: Y.Doc,
  origin: unknown,
  artboardId: string,
  name: string,
  aboveLayerId?: string,
): string {
  const artboard = readArtboards(doc).find((candidate) => candidate.id === artboardId);
  if (!artboard) throw new Error(`No artboard ${artboardId}`);
  // In the folder of the layer it goes above (version 6), next to it among its siblings.
  const { parent, index } = placeAbove(artboard, readLayers(artboard), aboveLayerId);
  const id = newId();
  doc.transact(() => {
    const props = { ...defaultLayerProps(name), ...(parent ? { parent } : {}) };
    artboard.layers.set(id, buildLayer(props, index));
  }, origin);
  return id;
}

export function updateLayer(
  doc: Y.Doc,
  origin: unknown,
  layerId: string,
  patch: Partial<Omit<LayerProps, "id">>,
): void {
  const found = layerMapOf(doc, layerId);
  if (!found) return;
  doc.transact(() => {
    for (const [key, value] of Object.entries(patch)) found.map.set(key, value);
  }, origin);
}

/** Deletes a layer with its elements; the last layer of an artboard stays. */
export function deleteLayer(doc: Y.Doc, origin: unknown, layerId: string): boolean {
  const found = findLayer(doc, layerId);
  if (!found || found.layers.length <= 1) return false;
  doc.transact(() => found.artboard.layers.delete(layerId), origin);
  return true;
}

/** A copy of the layer just above it, named "… copy"; answers the copy's id. */
export function duplicateLayer(doc: Y.Doc, origin: unknown, layerId: string): string | null {
  const found = findLayer(doc, layerId);
  if (!found) return null;
  const { layer, layers } = found;
  const { visible, locked, opacity, blendMode, clipped, alphaLocked, maskDisabled } = layer;
  const { parent, index } = placeAbove(found.artboard, layers, layerId);
  const id = newId();
  const props = {
    name: `${layer.name} copy`,
    visible,
    locked,
    opacity,
    blendMode,
    ...(clipped ? { clipped } : {}),
    ...(alphaLocked ? { alphaLocked } : {}),
    ...(maskDisabled ? { maskDisabled } : {}),
    ...(parent ? { parent } : {}),
  };
  const fresh = (element: Element) => ({ ...element, id: newId() });
  const mask = readMask(layer);
  doc.transact(() => {
    found.artboard.layers.set(
      id,
      // Fresh ids: one id is one element, which readers merge when it shows twice in a layer.
      buildLayer(props, index, readElements(layer).map(fresh), mask?.map(fresh) ?? null),
    );
  }, origin);
  return id;
}

/** Moves a layer to `position` among its artboard's layers (0 = bottom). */
export function moveLayer(doc: Y.Doc, origin: unknown, layerId: string, position: number): void {
  const found = findLayer(doc, layerId);
  if (!found) return;
  const others = found.layers.filter((layer) => layer.id !== layerId);
  const clamped = Math.max(0, Math.min(position, others.length));
  doc.transact(() => found.layer.map.set("index", indexAt(others, clamped)), origin);
}

/** Adds elements on top of a layer's (or of its mask's: nothing when it has none). */
export function addElements(
  doc: Y.Doc,
  origin: unknown,
  layerId: string,
  elements: readonly Element[],
  list: ElementList = "elements",
): void {
  const array = listOf(doc, layerId, list);
  if (!array || elements.length === 0) return;
  doc.transact(() => array.push([...elements]), origin);
}

/**
 * Replaces elements by id where they are (a moved, scaled or rotated selection). Copies left by
 * concurrent replacements collapse into the one replacement, at the last copy's place, as
 * readers show it: the replacement was made from their merged value.
 */
export function replaceElements(
  doc: Y.Doc,
  origin: unknown,
  layerId: string,
  replacements: readonly Element[],
  list: ElementList = "elements",
): void {
  const parts = new Map(replacements.map((element) => [element.id, [element]] as const));
  replaceElementsWithParts(doc, origin, layerId, parts, list);
}

/**
 * Replaces elements by id with the values listed for each, in order where it was (an empty list
 * removes it): a pixel selection leaves an element's outside part in its place and lifts its
 * inside part just above it, so the picture keeps its paint order.
 */
export function replaceElementsWithParts(
  doc: Y.Doc,
  origin: unknown,
  layerId: string,
  parts: ReadonlyMap<string, readonly Element[]>,
  list: ElementList = "elements",
): void {
  const array = listOf(doc, layerId, list);
  if (!array || parts.size === 0) return;
  doc.transact(() => {
    const values = array.toArray();
    const done = new Set<string>();
    for (let index = values.length - 1; index >= 0; index -= 1) {
      const id = (values[index] as Element).id;
      const replacement = parts.get(id);
      if (!replacement) continue;
      array.delete(index, 1);
      // Copies left by concurrent replacements collapse into one: they are one element's value.
      if (!done.has(id) && replacement.length > 0) array.insert(index, [...replacement]);
      done.add(id);
    }
  }, origin);
}

/** Removes elements by id. */
export function removeElements(
  doc: Y.Doc,
  origin: unknown,
  layerId: string,
  ids: readonly string[],
  list: ElementList = "elements",
): void {
  const array = listOf(doc, layerId, list);
  if (!array || ids.length === 0) return;
  const doomed = new Set(ids);
  doc.transact(() => {
    const values = array.toArray();
    for (let index = values.length - 1; index >= 0; index -= 1) {
      if (doomed.has((values[index] as Element).id)) array.delete(index, 1);
    }
  }, origin);
}

export function updateArtboard(
  doc: Y.Doc,
  origin: unknown,
  artboardId: string,
  patch: Partial<Omit<ArtboardProps, "id">>,
): void {
  const map = artboardsOf(doc).get(artboardId);
  if (!map) return;
  doc.transact(() => {
    for (const [key, value] of Object.entries(patch)) map.set(key, value);
  }, origin);
}
