import * as Y from "yjs";
import { newId } from "./ids.js";
import { parseElement } from "./parse.js";
import type { Element, ElementGroup } from "./schema.js";
import { findLayer, readElements, readMask, type YElements } from "./workbench-document.js";

/**
 * Layer masks (issue 17, version 6; docs/decisions.md): a layer's second element list, painted in
 * greys over white, hides the layer where it is dark. Each command is one transaction, so one
 * undo step, and does nothing to a layer it does not apply to.
 */

/** Gives a layer an empty mask ("reveal all": the whole layer shows), switched on. */
export function addMask(doc: Y.Doc, origin: unknown, layerId: string): boolean {
  const found = findLayer(doc, layerId);
  if (!found || found.layer.mask) return false;
  doc.transact(() => {
    found.layer.map.set("mask", new Y.Array() as YElements);
    found.layer.map.delete("maskDisabled");
  }, origin);
  return true;
}

/** Deletes a layer's mask with what was painted on it: the whole layer shows again. */
export function deleteMask(doc: Y.Doc, origin: unknown, layerId: string): boolean {
  const found = findLayer(doc, layerId);
  if (!found?.layer.mask) return false;
  doc.transact(() => {
    found.layer.map.delete("mask");
    found.layer.map.delete("maskDisabled");
  }, origin);
  return true;
}

/** Turns a layer's mask off (kept, hiding nothing) or on again. */
export function setMaskDisabled(
  doc: Y.Doc,
  origin: unknown,
  layerId: string,
  disabled: boolean,
): boolean {
  const found = findLayer(doc, layerId);
  if (!found?.layer.mask) return false;
  doc.transact(() => found.layer.map.set("maskDisabled", disabled), origin);
  return true;
}

/**
 * What applying a layer's mask leaves in the layer: its elements in one Normal 100 % group that
 * holds the mask (schema.ts `ElementGroup.mask`), which paints exactly as the masked layer did
 * and stays vectors; null when there is no mask to apply or the group would be past the bounds.
 */
function appliedElements(doc: Y.Doc, layerId: string): Element[] | null {
  const found = findLayer(doc, layerId);
  const mask = found ? readMask(found.layer) : null;
  if (!found || !mask || found.layer.maskDisabled) return null;
  const elements = readElements(found.layer);
  // Nothing to hide, or nothing hiding: the layer shows as it is without its mask.
  if (elements.length === 0 || mask.length === 0) return elements;
  const group: ElementGroup = {
    kind: "group",
    id: newId(),
    opacity: 1,
    blendMode: "normal",
    elements,
    mask,
  };
  return parseElement(group) ? [group] : null;
}

export function canApplyMask(doc: Y.Doc, layerId: string): boolean {
  return appliedElements(doc, layerId) !== null;
}

/** Bakes a layer's mask into its picture (Photoshop's Apply Layer Mask) and deletes the mask. */
export function applyMask(doc: Y.Doc, origin: unknown, layerId: string): boolean {
  const elements = appliedElements(doc, layerId);
  const found = findLayer(doc, layerId);
  if (!elements || !found) return false;
  const { map, elements: array } = found.layer;
  doc.transact(() => {
    array.delete(0, array.length);
    array.push(elements);
    map.delete("mask");
    map.delete("maskDisabled");
  }, origin);
  return true;
}
