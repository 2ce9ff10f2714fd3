import { type MouseEvent, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { type ArrowDirection, arrowTarget } from "./arrow-target";
import { isBackgroundClick } from "./is-background-click";
import { ITEM_KEY_ATTRIBUTE, itemKey, type SelectionItem } from "./selection-item";

/** What a click carries that the selection reads: a row's checkbox clicks as a Ctrl click. */
export type SelectionModifiers = Pick<MouseEvent, "shiftKey" | "ctrlKey" | "metaKey">;

/**
 * Spec §4.2: click selects one item (again clears), Ctrl/Cmd click toggles, Shift click selects
 * the range from the anchor in the order shown; Escape or a click on empty space clears. From
 * the keyboard (issue 19): Ctrl/Cmd+A selects every item of the page, an arrow moves the focus
 * and the selection to the next item, Shift+arrow extends it from the anchor. The Trash's rows
 * (issue 19) are selected the same way: any item keyed like a file or folder.
 */
export function useSelection<T extends Pick<SelectionItem, "id" | "type"> = SelectionItem>(
  containerRef: RefObject<HTMLElement | null>,
) {
  const known = useRef(new Map<string, T>());
  const [selected, setSelected] = useState<ReadonlyMap<string, T>>(new Map());
  const anchor = useRef<string | null>(null);
  /** The item the arrows move from: the last one clicked or reached by an arrow. */
  const focus = useRef<string | null>(null);

  const register = useCallback((item: T) => {
    known.current.set(itemKey(item), item);
  }, []);

  const clear = useCallback(() => {
    setSelected((current) => (current.size === 0 ? current : new Map()));
    anchor.current = null;
  }, []);

  const handleItemClick = useCallback(
    (item: T, event: SelectionModifiers) => {
      const key = itemKey(item);
      focus.current = key;
      if (event.shiftKey && anchor.current) {
        setSelected(rangeBetween(containerRef.current, anchor.current, key, known.current));
        return;
      }
      anchor.current = key;
      if (event.ctrlKey || event.metaKey) {
        setSelected((current) => {
          const next = new Map(current);
          if (next.has(key)) next.delete(key);
          else next.set(key, item);
          return next;
        });
        return;
      }
      setSelected((current) =>
        current.size === 1 && current.has(key) ? new Map() : new Map([[key, item]]),
      );
    },
    [containerRef],
  );

  /** A right click on an unselected item makes it the selection, as file managers do. */
  const selectForMenu = useCallback((item: T) => {
    const key = itemKey(item);
    setSelected((current) => (current.has(key) ? current : new Map([[key, item]])));
    anchor.current = key;
  }, []);

  const selectAll = useCallback(() => {
    const all = new Map<string, T>();
    for (const element of itemElements(containerRef.current)) {
      const key = element.getAttribute(ITEM_KEY_ATTRIBUTE) ?? "";
      const item = known.current.get(key);
      if (item) all.set(key, item);
    }
    setSelected(all);
  }, [containerRef]);

  const moveFocus = useCallback(
    (direction: ArrowDirection, extend: boolean) => {
      const elements = itemElements(containerRef.current);
      const boxes = elements.map((element) => {
        const rect = element.getBoundingClientRect();
        const key = element.getAttribute(ITEM_KEY_ATTRIBUTE) ?? "";
        return { key, left: rect.left, top: rect.top, width: rect.width, height: rect.height };
      });
      const target = arrowTarget(boxes, focus.current, direction);
      const item = target === null ? undefined : known.current.get(target);
      if (target === null || !item) return;
      elements[boxes.findIndex((box) => box.key === target)]?.focus();
      const from = anchor.current ?? focus.current;
      focus.current = target;
      if (extend && from) {
        anchor.current = from;
        setSelected(rangeBetween(containerRef.current, from, target, known.current));
        return;
      }
      anchor.current = target;
      setSelected(new Map([[target, item]]));
    },
    [containerRef],
  );

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      // Escape in a dialog (the delete confirmation, a picker) closes that dialog only.
      if (event.key === "Escape" && !isInDialog(event.target)) clear();
    };
    const handleClick = (event: globalThis.MouseEvent) => {
      if (isBackgroundClick(event.target)) clear();
    };
    document.addEventListener("keydown", handleKeyDown);
    document.addEventListener("click", handleClick);
    return () => {
      document.removeEventListener("keydown", handleKeyDown);
      document.removeEventListener("click", handleClick);
    };
  }, [clear]);

  return { selected, register, clear, handleItemClick, selectForMenu, selectAll, moveFocus };
}

function itemElements(container: HTMLElement | null): HTMLElement[] {
  return Array.from(container?.querySelectorAll<HTMLElement>(`[${ITEM_KEY_ATTRIBUTE}]`) ?? []);
}

function rangeBetween<T>(
  container: HTMLElement | null,
  from: string,
  to: string,
  known: ReadonlyMap<string, T>,
): Map<string, T> {
  const keys = itemElements(container).map(
    (element) => element.getAttribute(ITEM_KEY_ATTRIBUTE) ?? "",
  );
  const start = keys.indexOf(from);
  const end = keys.indexOf(to);
  if (start < 0 || end < 0) return new Map();
  const [low, high] = start < end ? [start, end] : [end, start];
  const range = new Map<string, T>();
  for (const key of keys.slice(low, high + 1)) {
    const item = known.get(key);
    if (item) range.set(key, item);
  }
  return range;
}

function isInDialog(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[role="dialog"]') !== null;
}
