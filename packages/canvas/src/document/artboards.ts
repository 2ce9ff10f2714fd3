import { generateKeyBetween } from "fractional-indexing";
import type * as Y from "yjs";
import { newId } from "./ids.js";
import type { ArtboardProps } from "./schema.js";
import { artboardsOf, buildArtboard, readArtboards } from "./workbench-document.js";

/**
 * Artboards a workbench holds, as the editor adds them (docs/decisions.md, "several artboards"):
 * enough for a sheet per view of a product (side, front, rear, top, details), few enough that
 * the switcher stays a short list.
 */
export const MAX_ARTBOARDS = 24;

/** The first "Artboard N" no artboard is named yet, counting from the number there are plus one. */
export function nextArtboardName(names: readonly string[]): string {
  const taken = new Set(names);
  let number = names.length + 1;
  while (taken.has(`Artboard ${number}`)) number += 1;
  return `Artboard ${number}`;
}

/**
 * Adds an artboard after the last one, with one empty layer; answers its id, or null when the
 * workbench already holds MAX_ARTBOARDS.
 */
export function addArtboard(
  doc: Y.Doc,
  origin: unknown,
  props: Omit<ArtboardProps, "id" | "name"> & { name?: string },
): string | null {
  const artboards = readArtboards(doc);
  if (artboards.length >= MAX_ARTBOARDS) return null;
  const id = newId();
  const name = props.name ?? nextArtboardName(artboards.map((artboard) => artboard.name));
  const index = generateKeyBetween(artboards.at(-1)?.index ?? null, null);
  doc.transact(() => {
    artboardsOf(doc).set(id, buildArtboard({ ...props, name }, index));
  }, origin);
  return id;
}

/** Deletes an artboard with its layers; false, changing nothing, for the workbench's last one. */
export function deleteArtboard(doc: Y.Doc, origin: unknown, artboardId: string): boolean {
  const artboards = readArtboards(doc);
  if (artboards.length <= 1 || !artboards.some((artboard) => artboard.id === artboardId)) {
    return false;
  }
  doc.transact(() => artboardsOf(doc).delete(artboardId), origin);
  return true;
}
