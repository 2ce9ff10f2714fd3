/** A pinned reference: which image, and where its window is, in CSS px from the body's corner. */
export type PinnedReference = { blobId: string; x: number; y: number; width: number };

/** Narrower than this, a reference shows too little to draw from. */
export const MIN_REFERENCE_WIDTH = 160;
const FIRST_PLACE = { x: 72, y: 16, width: 280 };

const storageKey = (workbenchId: string, userId: string) =>
  `contour.reference.${userId}.${workbenchId}`;

/** A value read back from storage, or null when it is not a pinned reference. */
export function parsePinnedReference(value: unknown): PinnedReference | null {
  if (typeof value !== "object" || value === null) return null;
  const { blobId, x, y, width } = value as Record<string, unknown>;
  if (typeof blobId !== "string" || !/^[\w.-]{1,80}$/.test(blobId)) return null;
  if (![x, y, width].every((number) => typeof number === "number" && Number.isFinite(number))) {
    return null;
  }
  return {
    blobId,
    x: x as number,
    y: y as number,
    width: Math.max(MIN_REFERENCE_WIDTH, width as number),
  };
}

/**
 * The designer's own pinned reference for a workbench, kept in this browser (as Procreate keeps
 * its reference window per canvas): it is a way of looking, not part of the drawing.
 */
export function readPinnedReference(
  storage: Storage,
  workbenchId: string,
  userId: string,
): PinnedReference | null {
  try {
    const text = storage.getItem(storageKey(workbenchId, userId));
    return text ? parsePinnedReference(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

export function writePinnedReference(
  storage: Storage,
  workbenchId: string,
  userId: string,
  reference: PinnedReference | null,
): void {
  try {
    const key = storageKey(workbenchId, userId);
    if (reference) storage.setItem(key, JSON.stringify(reference));
    else storage.removeItem(key);
  } catch {
    // A private window may refuse storage: the reference then stays for this visit only.
  }
}

/** A reference newly pinned: at the top left of the canvas, beside the tools, a comfortable size. */
export const newPinnedReference = (blobId: string): PinnedReference => ({ blobId, ...FIRST_PLACE });

/** The window kept on screen: a drag or a smaller window must not lose it off the edge. */
export function keptOnScreen(
  reference: PinnedReference,
  bounds: { width: number; height: number },
): PinnedReference {
  const width = Math.min(Math.max(MIN_REFERENCE_WIDTH, reference.width), bounds.width);
  return {
    ...reference,
    width,
    x: Math.min(Math.max(0, reference.x), Math.max(0, bounds.width - width)),
    y: Math.min(Math.max(0, reference.y), Math.max(0, bounds.height - 40)),
  };
}
