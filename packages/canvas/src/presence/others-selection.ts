import type * as Y from "yjs";
import { parseElement } from "../document/parse.js";
import { findLayer } from "../document/workbench-document.js";
import { boundsOfElement } from "../geometry/element-geometry.js";
import { type Rect, unionRects } from "../geometry/rect.js";
import type { PresenceSelection } from "./presence-state.js";

/**
 * The bounds of what another client has selected, as this replica's document has those
 * elements now (so a move shows as soon as it arrives); null when none of them is here.
 */
export function othersSelectionBounds(doc: Y.Doc, selection: PresenceSelection): Rect | null {
  const layer = findLayer(doc, selection.layerId)?.layer;
  if (!layer) return null;
  const ids = new Set(selection.elementIds);
  const bounds: Rect[] = [];
  for (const value of layer.elements.toArray()) {
    // The id is looked at before the whole value is validated: most elements are not selected.
    // Values come from other clients: anything may be there, null included.
    if (typeof value !== "object" || value === null || !ids.has(value.id)) continue;
    const element = parseElement(value);
    if (element) bounds.push(boundsOfElement(element));
  }
  return unionRects(bounds);
}
