/**
 * A key for the page's items: on one of them, or with nothing focused (not a menu, a dialog).
 * Ctrl/Cmd+A selects them then, as on the dashboard and in the Trash.
 */
export function isInPage(target: EventTarget | null, container: HTMLElement | null): boolean {
  if (!(target instanceof Node)) return false;
  return target === document.body || (container?.contains(target) ?? false);
}

/** A key typed into a field: its own (Ctrl/Cmd+A selects the field's text). A checkbox is none. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return target.type !== "checkbox";
  return target.isContentEditable || ["TEXTAREA", "SELECT"].includes(target.tagName);
}

/** Ctrl+A, or Cmd+A on a Mac. */
export function isSelectAllKey(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "a";
}
