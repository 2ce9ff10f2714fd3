import { ITEM_KEY_ATTRIBUTE } from "./selection-item";

/**
 * True when a click landed on the page itself rather than on a card or on a menu, modal or
 * toast (Mantine renders those in portals): such a click clears the selection, as in a file
 * manager. A target already gone from the page (a menu item that closed its menu) is not one.
 */
export function isBackgroundClick(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.isConnected &&
    target.closest(`[${ITEM_KEY_ATTRIBUTE}], [data-portal]`) === null
  );
}
