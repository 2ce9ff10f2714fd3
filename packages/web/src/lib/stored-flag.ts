/** A yes-or-no preference kept in the browser's storage; false when never set or unreadable. */
export function readFlag(storage: Storage, key: string): boolean {
  try {
    return storage.getItem(key) === "true";
  } catch {
    return false;
  }
}

export function writeFlag(storage: Storage, key: string, value: boolean): void {
  try {
    storage.setItem(key, String(value));
  } catch {
    // A private window may refuse storage: the choice then lasts for this visit only.
  }
}
