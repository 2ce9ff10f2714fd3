import * as Y from "yjs";
import { parseGuides } from "../guides/guides.js";
import { MAX_ARTBOARDS } from "./artboards.js";
import { isBlendMode, isColor, isId, isSide, isUnit, parseElement } from "./parse.js";
import { type BrushStyle, type Element, type Erasure, SCHEMA_VERSION } from "./schema.js";
import {
  type PlacementChange,
  type PlacementChanges,
  placementProblemOf,
} from "./validate-placements.js";

/**
 * The server's check of a client's document update before it is applied (docs/security.md,
 * "Live documents and sockets"). Readers already skip what is malformed; this keeps it out of
 * the stored document and away from everyone else in the first place.
 *
 * Every item the update inserts is placed where Yjs will integrate it (by its parent: a root
 * name, or a parent item of the update or of the document; or by the neighbour it was inserted
 * next to) and its content is checked against the layout of workbench-document.ts:
 *
 *   meta        { version }
 *   artboards   { <id>: artboard }
 *   artboard    { name, width, height, background, index, guides, layers }
 *   layers      { <id>: layer }
 *   layer       { name, visible, locked, opacity, blendMode, clipped, alphaLocked, maskDisabled,
 *                 index, parent, elements, mask }
 *   folder      { kind: "folder", name, visible, locked, opacity, blendMode, index, parent }
 *               (an entry of `layers` too, version 6; where it sits: validate-placements.ts)
 *   elements    [ Element … ]     (a layer's `elements` and its `mask` alike; a group's elements
 *                                   and mask are plain lists inside its value)
 *
 * Deletions pass: who may delete is the connection's read-only flag, checked before.
 */

/** Texts a client writes (layer and artboard names, order keys) are at most this long. */
export const MAX_DOCUMENT_TEXT_LENGTH = 1000;

/** What a document update holds, when it may be applied. */
export type UpdateVerdict =
  | { ok: true /** It inserts content (not only deletions). */; inserts: boolean }
  | { ok: false; problem: string };

/** Where a Yjs map or array sits in a workbench document. */
type Place = "meta" | "artboards" | "artboard" | "layers" | "layer" | "elements";

/**
 * Where an item lands: in which type, under which key (null in an array); "collected" when Yjs
 * will drop it (its parent was garbage-collected); "pending" when its parent or neighbour is
 * in neither the update nor the document yet, so that Yjs keeps it aside until they come.
 */
type Landing = { place: Place; key: string | null } | "collected" | "pending";

type Struct = Y.Item | Y.GC | Y.Skip;

class Refusal extends Error {}

const isText = (value: unknown): value is string =>
  typeof value === "string" && value.length <= MAX_DOCUMENT_TEXT_LENGTH;
const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";

/** The plain fields of an artboard's and a layer's map, with the rule each value follows. */
const FIELD_RULES: Partial<Record<Place, Record<string, (value: unknown) => boolean>>> = {
  meta: { version: (value) => value === SCHEMA_VERSION },
  artboard: {
    name: isText,
    width: isSide,
    height: isSide,
    background: (value) => value === "transparent" || isColor(value),
    index: isText,
    guides: (value) => parseGuides(value) !== null,
  },
  layer: {
    name: isText,
    visible: isBoolean,
    locked: isBoolean,
    opacity: isUnit,
    blendMode: isBlendMode,
    clipped: isBoolean,
    alphaLocked: isBoolean,
    maskDisabled: isBoolean,
    index: isText,
    kind: (value) => value === "folder",
    parent: isId,
  },
};

/** The keys each kind of element has, and no other: no payload rides along unchecked. */
const ELEMENT_KEYS: Record<string, ReadonlySet<string>> = {
  stroke: new Set([
    "kind",
    "id",
    "tool",
    "color",
    "size",
    "opacity",
    "smoothing",
    "author",
    "points",
    "frame",
    "erasures",
    "style",
    "tilt",
    "composite",
  ]),
  image: new Set([
    "kind",
    "id",
    "blobId",
    "x",
    "y",
    "width",
    "height",
    "rotation",
    "flipped",
    "mesh",
    "frame",
    "erasures",
    "composite",
  ]),
  group: new Set(["kind", "id", "opacity", "blendMode", "composite", "elements", "mask"]),
};
const FRAME_KEYS: ReadonlySet<string> = new Set(["a", "b", "c", "d", "e", "f"]);
const MESH_KEYS: ReadonlySet<string> = new Set(["columns", "rows", "points"]);
const ERASURE_KEYS: ReadonlySet<string> = new Set([
  "id",
  "size",
  "opacity",
  "smoothing",
  "points",
  "style",
  "tilt",
]);
const REGION_CUT_KEYS: ReadonlySet<string> = new Set([
  "kind",
  "id",
  "keeps",
  "outlines",
  "feather",
]);
const STYLE_KEYS: ReadonlySet<string> = new Set([
  "hardness",
  "roundness",
  "angle",
  "flow",
  "spacing",
  "grain",
  "sizeCurve",
  "opacityCurve",
  "tilt",
  "followsAzimuth",
]);
const CURVE_POINT_KEYS: ReadonlySet<string> = new Set(["x", "y"]);

const hasOnlyKeys = (value: object, keys: ReadonlySet<string>) =>
  Object.keys(value).every((key) => keys.has(key));

/** A brush's or an eraser's style (parse.ts checks its values) holds only its own keys. */
const hasOnlyStyleKeys = (style: BrushStyle | undefined) =>
  !style ||
  (hasOnlyKeys(style, STYLE_KEYS) &&
    [...style.sizeCurve, ...style.opacityCurve].every((point) =>
      hasOnlyKeys(point, CURVE_POINT_KEYS),
    ));

/** An eraser's cut (with its style) or a region's holds only its own keys. */
const hasOnlyErasureKeys = (erasure: Erasure) =>
  erasure.kind === "region"
    ? hasOnlyKeys(erasure, REGION_CUT_KEYS)
    : hasOnlyKeys(erasure, ERASURE_KEYS) && hasOnlyStyleKeys(erasure.style);

/** Whether a value is an element, a group's elements too. Its depth and size `parseElement` bounds. */
function isElement(value: unknown): boolean {
  const element = parseElement(value);
  return element !== null && hasOnlyItsKeys(element);
}

function hasOnlyItsKeys(element: Element): boolean {
  const keys = ELEMENT_KEYS[element.kind];
  if (!keys || !hasOnlyKeys(element, keys)) return false;
  if (element.kind === "group") {
    return element.elements.every(hasOnlyItsKeys) && (element.mask ?? []).every(hasOnlyItsKeys);
  }
  if (element.frame && !hasOnlyKeys(element.frame, FRAME_KEYS)) return false;
  if (element.kind === "image" && element.mesh && !hasOnlyKeys(element.mesh, MESH_KEYS)) {
    return false;
  }
  const erasures = element.erasures ?? [];
  if (!erasures.every(hasOnlyErasureKeys)) return false;
  if (element.kind === "stroke" && !hasOnlyStyleKeys(element.style)) return false;
  // The eraser's marks are erasures of what they cut (version 3), never elements of their own.
  if (element.kind === "stroke" && element.tool === "eraser") return false;
  return element.kind !== "stroke" || (isId(element.author) && element.points.byteLength > 0);
}

/** The place of a nested type from where it lands and what it is; null when the schema has none. */
function childPlace(landing: Landing, type: Y.AbstractType<unknown>): Place | null {
  if (landing === "collected" || landing === "pending") return null;
  const isMap = type.constructor === Y.Map;
  const isArray = type.constructor === Y.Array;
  const { place, key } = landing;
  if (place === "artboards" && isMap) return "artboard";
  if (place === "artboard" && key === "layers" && isMap) return "layers";
  if (place === "layers" && isMap) return "layer";
  // A layer's mask is a second element list (version 6), checked as its elements are.
  if (place === "layer" && (key === "elements" || key === "mask") && isArray) return "elements";
  return null;
}

function rootPlace(name: string): Place {
  if (name === "meta" || name === "artboards") return name;
  throw new Refusal(`unknown root "${name.slice(0, 40)}"`);
}

/**
 * Contents the schema holds somewhere: values, maps and lists. Texts, XML, embeds, formats,
 * sub-documents, raw JSON and binary never.
 */
function isContentKindUsed(content: Y.Item["content"]): boolean {
  if (content instanceof Y.ContentType) {
    return content.type.constructor === Y.Map || content.type.constructor === Y.Array;
  }
  return content instanceof Y.ContentAny || content instanceof Y.ContentDeleted;
}

/** The checks of a content at its landing place. */
function checkContent(landing: Landing, content: Y.Item["content"]): void {
  if (!isContentKindUsed(content)) {
    throw new Refusal(`a content the schema never holds (${content.constructor.name})`);
  }
  if (landing === "collected" || landing === "pending" || content instanceof Y.ContentDeleted) {
    return;
  }
  const { place, key } = landing;
  if (place === "elements") {
    if (key !== null) throw new Refusal("a keyed entry in an element list");
    if (!(content instanceof Y.ContentAny)) throw new Refusal("an element that is not a value");
    if (!content.arr.every(isElement)) throw new Refusal("an element that is not an Element");
    return;
  }
  if (key === null) throw new Refusal(`a list entry in ${place}`);
  if (content instanceof Y.ContentType) {
    if (childPlace(landing, content.type) === null) {
      throw new Refusal(`a ${content.type.constructor.name} at ${place}.${key.slice(0, 40)}`);
    }
    if (place !== "artboard" && place !== "layer" && !isId(key)) {
      throw new Refusal(`an entry of ${place} whose key is no id`);
    }
    return;
  }
  const rule = FIELD_RULES[place]?.[key];
  if (!rule) throw new Refusal(`an unknown field ${place}.${key.slice(0, 40)}`);
  if (!(content instanceof Y.ContentAny) || content.arr.length !== 1 || !rule(content.arr[0])) {
    throw new Refusal(`a wrong value for ${place}.${key}`);
  }
}

/** Whether an item sets a layer's or folder's place in the tree (version 6). */
const isPlacement = (landing: Landing) =>
  typeof landing === "object" &&
  landing.place === "layer" &&
  (landing.key === "parent" || landing.key === "kind");

/** The structs of an update by client, in clock order, to find the one holding an id. */
function indexStructs(structs: readonly Struct[]): Map<number, Struct[]> {
  const byClient = new Map<number, Struct[]>();
  for (const struct of structs) {
    const list = byClient.get(struct.id.client);
    if (list) list.push(struct);
    else byClient.set(struct.id.client, [struct]);
  }
  return byClient;
}

function findIn(structs: readonly Struct[] | undefined, clock: number): Struct | null {
  if (!structs) return null;
  let low = 0;
  let high = structs.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const struct = structs[middle] as Struct;
    if (clock < struct.id.clock) high = middle - 1;
    else if (clock >= struct.id.clock + struct.length) low = middle + 1;
    else return struct;
  }
  return null;
}

/**
 * Whether `update` may be applied to `doc`: every inserted item lands somewhere the workbench
 * schema allows, with a content the canvas parsers accept. Items the document already holds are
 * skipped (Yjs skips them too). An item whose parent or neighbour neither the update nor the
 * document holds yet (a client that draws while its first sync after a reconnect is on its way)
 * is kept aside by Yjs until they come: its content kind is checked now, its place when they
 * come, since what Yjs keeps pending is checked again with every later update.
 */
export function validateUpdate(doc: Y.Doc, update: Uint8Array): UpdateVerdict {
  let decoded: ReturnType<typeof Y.decodeUpdate>;
  let applied: Uint8Array;
  try {
    const pending = doc.store.pendingStructs?.update;
    // Applying the update may integrate what Yjs kept pending (encoded V2): check both.
    applied = pending ? Y.mergeUpdates([Y.convertUpdateFormatV2ToV1(pending), update]) : update;
    decoded = Y.decodeUpdate(applied);
  } catch {
    return { ok: false, problem: "a malformed update" };
  }
  const own = indexStructs(decoded.structs);
  const store = doc.store.clients;
  /** Where items of the update land, found once per item. */
  const landings = new Map<Y.Item, Landing>();
  /** The places of the document's own types, found once per type. */
  const docPlaces = new Map<Y.AbstractType<unknown>, Place>();

  const find = (id: Y.ID): Struct | null => {
    const fromUpdate = findIn(own.get(id.client), id.clock);
    if (fromUpdate && !(fromUpdate instanceof Y.Skip)) return fromUpdate;
    return findIn(store.get(id.client), id.clock);
  };
  const ownStructs = new Set<Struct>(decoded.structs);
  const isUpdateItem = (item: Y.Item) => ownStructs.has(item);

  /** The place of a type of the document (its parent chain is a few levels at most). */
  const placeOfDocType = (type: Y.AbstractType<unknown>): Place => {
    const known = docPlaces.get(type);
    if (known) return known;
    const item = type._item;
    const place =
      item === null ? rootPlace(Y.findRootTypeKey(type)) : childPlace(landingOfDocItem(item), type);
    if (place === null) throw new Refusal("a parent outside the schema");
    docPlaces.set(type, place);
    return place;
  };
  const landingOfDocItem = (item: Y.Item): Landing =>
    item.parent instanceof Y.AbstractType
      ? { place: placeOfDocType(item.parent), key: item.parentSub }
      : "collected";

  /** The place of the type a parent item holds, the item from the update or the document. */
  const placeOfParent = (id: Y.ID): Place | "collected" | "pending" => {
    const parent = find(id);
    if (parent === null) return "pending";
    if (parent instanceof Y.GC) return "collected";
    if (!(parent instanceof Y.Item) || !(parent.content instanceof Y.ContentType)) {
      throw new Refusal("a parent that is not a map or a list");
    }
    const landing = isUpdateItem(parent) ? landingOf(parent) : landingOfDocItem(parent);
    if (landing === "collected" || landing === "pending") return landing;
    const place = childPlace(landing, parent.content.type);
    if (place === null) throw new Refusal("a parent outside the schema");
    return place;
  };

  /**
   * Where an item of the update lands. An item inserted next to another carries no parent of its
   * own (Yjs takes its neighbour's): the chain of neighbours is walked without recursion, since
   * a list of a thousand elements is a chain of a thousand items.
   */
  function landingOf(start: Y.Item): Landing {
    const chain = new Set<Y.Item>();
    let item = start;
    let landing: Landing | undefined;
    while (landing === undefined) {
      const known = landings.get(item);
      if (known !== undefined) {
        landing = known;
        break;
      }
      chain.add(item);
      const parent = item.parent as unknown;
      if (typeof parent === "string") {
        landing = { place: rootPlace(parent), key: item.parentSub };
      } else if (parent instanceof Y.ID) {
        const place = placeOfParent(parent);
        landing =
          place === "collected" || place === "pending" ? place : { place, key: item.parentSub };
      } else {
        const left = item.origin === null ? undefined : find(item.origin);
        const right = item.rightOrigin === null ? undefined : find(item.rightOrigin);
        const neighbour = left === undefined ? right : left;
        if (neighbour === undefined) throw new Refusal("an item with no parent");
        if (left === null || right === null) landing = "pending";
        else if (left instanceof Y.GC || right instanceof Y.GC) landing = "collected";
        else if (!(neighbour instanceof Y.Item)) throw new Refusal("a neighbour that is no item");
        else if (!isUpdateItem(neighbour)) landing = landingOfDocItem(neighbour);
        else if (chain.has(neighbour)) throw new Refusal("a cycle of neighbours");
        else item = neighbour;
      }
    }
    for (const walked of chain) landings.set(walked, landing);
    return landing;
  }

  /**
   * The item holding the type an item is in (its parent's own item), through the neighbours an
   * item inserted next to another takes its parent from; null at a root or out of reach.
   */
  const holderOf = (start: Y.Item): Y.Item | null => {
    let item = start;
    for (let steps = 0; steps <= decoded.structs.length; steps += 1) {
      const parent = item.parent as unknown;
      if (parent instanceof Y.AbstractType) return parent._item;
      if (parent instanceof Y.ID) {
        const found = find(parent);
        return found instanceof Y.Item ? found : null;
      }
      if (typeof parent === "string") return null;
      const neighbour = item.origin
        ? find(item.origin)
        : item.rightOrigin
          ? find(item.rightOrigin)
          : null;
      if (!(neighbour instanceof Y.Item)) return null;
      item = neighbour;
    }
    return null;
  };
  /** The artboard and entry of an item in an entry's map (`place` "layer"), or of the map itself. */
  const entryOf = (item: Y.Item, isEntryMap: boolean) => {
    const entry = isEntryMap ? item : holderOf(item);
    const layers = entry && holderOf(entry);
    const artboard = layers && holderOf(layers);
    const entryId = entry?.parentSub;
    const artboardId = artboard?.parentSub;
    return entryId && artboardId ? { artboardId, entryId } : null;
  };
  const changes: PlacementChanges = new Map();
  const changeOf = (at: { artboardId: string; entryId: string }): PlacementChange => {
    let entries = changes.get(at.artboardId);
    if (!entries) {
      entries = new Map();
      changes.set(at.artboardId, entries);
    }
    let change = entries.get(at.entryId);
    if (!change) {
      change = { made: false };
      entries.set(at.entryId, change);
    }
    return change;
  };
  /** Notes what an item changes of where entries sit: a new entry, or its `kind` or `parent`. */
  const notePlacement = (item: Y.Item, landing: Landing) => {
    if (typeof landing !== "object") return;
    if (landing.place === "layers") {
      const at = entryOf(item, true);
      if (at) changeOf(at).made = true;
    } else if (isPlacement(landing) && item.content instanceof Y.ContentAny) {
      const at = entryOf(item, false);
      if (at) changeOf(at)[landing.key as "kind" | "parent"] = item.content.arr[0];
    }
  };

  let inserts = false;
  const artboards = doc.getMap("artboards");
  /** Artboards the update adds under keys the document does not have. */
  const addedArtboards = new Set<string>();
  let places = false;
  try {
    for (const struct of decoded.structs) {
      if (!(struct instanceof Y.Item)) continue;
      // Already in the document, wholly: Yjs skips it.
      if (struct.id.clock + struct.length <= Y.getState(doc.store, struct.id.client)) continue;
      const landing = landingOf(struct);
      checkContent(landing, struct.content);
      places ||= isPlacement(landing);
      if (struct.content instanceof Y.ContentDeleted) continue;
      inserts = true;
      notePlacement(struct, landing);
      if (typeof landing === "object" && landing.place === "artboards" && landing.key !== null) {
        if (!artboards.has(landing.key)) addedArtboards.add(landing.key);
      }
    }
    if (artboards.size + addedArtboards.size > MAX_ARTBOARDS) {
      throw new Refusal("more artboards than a workbench holds");
    }
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, problem: error.message };
    return { ok: false, problem: "an update that cannot be placed" };
  }
  // Where a layer or folder sits needs its whole artboard: checked for the updates that set it.
  const problem = places ? placementProblemOf(doc, changes) : null;
  return problem ? { ok: false, problem } : { ok: true, inserts };
}
