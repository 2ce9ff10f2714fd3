import type { MouseEvent } from "react";

/** Ctrl or Cmd plus double click opens in a new tab (spec §4.2). */
export function wantsNewTab(event: MouseEvent): boolean {
  return event.ctrlKey || event.metaKey;
}
