/** Where an arrow key goes from the focused item (a card of a grid, a row of a table). */
export type ArrowDirection = "left" | "right" | "up" | "down";

export interface ItemBox {
  key: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

const ARROWS: Readonly<Record<string, ArrowDirection>> = {
  ArrowLeft: "left",
  ArrowRight: "right",
  ArrowUp: "up",
  ArrowDown: "down",
};

export function arrowDirection(key: string): ArrowDirection | null {
  return ARROWS[key] ?? null;
}

/**
 * The item an arrow moves to, among the items in the order shown: left and right step through
 * that order (from one section into the next, folders then files); up and down go to the nearest
 * row above or below, to the item whose centre is closest across. With no current item, the
 * first. Null at an edge.
 */
export function arrowTarget(
  boxes: readonly ItemBox[],
  currentKey: string | null,
  direction: ArrowDirection,
): string | null {
  const index = boxes.findIndex((box) => box.key === currentKey);
  const current = boxes[index];
  if (!current) return boxes[0]?.key ?? null;
  if (direction === "left") return boxes[index - 1]?.key ?? null;
  if (direction === "right") return boxes[index + 1]?.key ?? null;
  const centre = (box: ItemBox) => box.left + box.width / 2;
  const middle = (box: ItemBox) => box.top + box.height / 2;
  const below = direction === "down";
  const candidates = boxes.filter((box) =>
    below ? box.top >= current.top + current.height / 2 : middle(box) <= current.top,
  );
  let best: ItemBox | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const box of candidates) {
    const rowDistance = Math.abs(middle(box) - middle(current));
    const across = Math.abs(centre(box) - centre(current));
    // The nearest row first, then the closest in it.
    const score = rowDistance * 10_000 + across;
    if (score < bestScore) {
      best = box;
      bestScore = score;
    }
  }
  return best?.key ?? null;
}
