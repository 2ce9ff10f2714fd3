import { newId } from "../document/ids.js";
import { parseElement } from "../document/parse.js";
import { type Element, SCHEMA_VERSION } from "../document/schema.js";
import { boundsOfElement } from "../geometry/element-geometry.js";
import { type Rect, rectsIntersect, unionRects, type Viewport } from "../geometry/rect.js";
import { transformElement } from "../geometry/transform-element.js";
import { base64ToBytes, bytesToBase64 } from "../presence/base64.js";
import { screenToArtboard } from "./viewport.js";

/**
 * Copied elements on the system clipboard, under a type of our own: another tab or workbench
 * of this browser pastes them as elements; other apps see only the text beside it.
 */
export const CLIPBOARD_TYPE = "application/x-contour-elements+json";
/** No more than one update may carry (validate-update.ts's 8 MiB), as the paste is one update. */
export const MAX_CLIPBOARD_LENGTH = 8 * 1024 * 1024;
export const MAX_CLIPBOARD_ELEMENTS = 5000;

/** What the clipboard holds: the elements and the workbench they were copied from. */
export type ClipboardElements = { workbenchId: string; elements: Element[] };

/** The elements as clipboard text: JSON, their binary samples as base64. */
export function writeClipboardElements(copied: ClipboardElements): string {
  return JSON.stringify({ version: SCHEMA_VERSION, ...copied }, (_key, value) =>
    value instanceof Uint8Array ? { $bytes: bytesToBase64(value) } : value,
  );
}

/**
 * Clipboard text as elements, each checked as the server checks an update (`parseElement`);
 * null for text that is not ours, too large, from a newer Contour, or holding a malformed element.
 */
export function readClipboardElements(text: string): ClipboardElements | null {
  if (text.length > MAX_CLIPBOARD_LENGTH) return null;
  let value: unknown;
  try {
    value = JSON.parse(text, (_key, field) =>
      typeof field === "object" && field !== null && typeof field.$bytes === "string"
        ? (base64ToBytes(field.$bytes) ?? field)
        : field,
    );
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { version, workbenchId, elements } = value as Record<string, unknown>;
  if (typeof version !== "number" || version > SCHEMA_VERSION) return null;
  if (typeof workbenchId !== "string" || !Array.isArray(elements)) return null;
  if (elements.length === 0 || elements.length > MAX_CLIPBOARD_ELEMENTS) return null;
  const parsed = elements.map(parseElement);
  if (parsed.some((element) => element === null)) return null;
  return { workbenchId, elements: parsed as Element[] };
}

/** A copy with new ids throughout (its own, its group's elements' and mask's, its erasures'). */
export function withFreshIds(element: Element): Element {
  if (element.kind === "group") {
    const mask = element.mask?.map(withFreshIds);
    const elements = element.elements.map(withFreshIds);
    return { ...element, id: newId(), elements, ...(mask ? { mask } : {}) };
  }
  const erasures = element.erasures?.map((erasure) => ({ ...erasure, id: newId() }));
  return { ...element, id: newId(), ...(erasures ? { erasures } : {}) };
}

/** The part of the artboard on screen, as a box (its corners, when the view is turned). */
function visibleRect(viewport: Viewport, screen: { width: number; height: number }): Rect {
  const corners = [
    { x: 0, y: 0 },
    { x: screen.width, y: 0 },
    { x: 0, y: screen.height },
    { x: screen.width, y: screen.height },
  ].map((corner) => screenToArtboard(viewport, corner));
  const xs = corners.map((corner) => corner.x);
  const ys = corners.map((corner) => corner.y);
  const [x, y] = [Math.min(...xs), Math.min(...ys)];
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/**
 * Where pasted elements go: where they were, when that is in view (Procreate's and Photoshop's
 * paste in place, so a copy lines up with its original); else in the middle of the view, so
 * that they are never pasted out of sight.
 */
export function placePasted(
  elements: readonly Element[],
  viewport: Viewport,
  screen: { width: number; height: number },
): Element[] {
  const bounds = unionRects(elements.map(boundsOfElement));
  const view = visibleRect(viewport, screen);
  if (!bounds || rectsIntersect(bounds, view)) return [...elements];
  const dx = view.x + view.width / 2 - (bounds.x + bounds.width / 2);
  const dy = view.y + view.height / 2 - (bounds.y + bounds.height / 2);
  return elements.map((element) => transformElement(element, { kind: "move", dx, dy }));
}
