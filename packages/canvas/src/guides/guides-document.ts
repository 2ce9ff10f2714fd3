import type * as Y from "yjs";
import { type ArtboardView, artboardsOf } from "../document/workbench-document.js";
import { type Guides, NO_GUIDES, parseGuides } from "./guides.js";

/** Parsed guides by the value the document holds: a value is parsed once, not on every change. */
const parsed = new WeakMap<object, Guides>();

/**
 * The artboard's guides; none when it never had any or its value is malformed. The same value
 * reads as the same object, so that a change elsewhere in the document re-renders no guide.
 */
export function readGuides(artboard: Pick<ArtboardView, "map">): Guides {
  const value = artboard.map.get("guides");
  if (typeof value !== "object" || value === null) return NO_GUIDES;
  const known = parsed.get(value);
  if (known) return known;
  const guides = parseGuides(value) ?? NO_GUIDES;
  parsed.set(value, guides);
  return guides;
}

/** Replaces the artboard's guides, in one transaction with `origin` (one undo step). */
export function writeGuides(doc: Y.Doc, origin: unknown, artboardId: string, guides: Guides): void {
  const map = artboardsOf(doc).get(artboardId);
  if (!map) return;
  doc.transact(() => map.set("guides", guides), origin);
}
