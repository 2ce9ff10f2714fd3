import { STORAGE_KEYS } from "@contour/core";

/**
 * The brush's recent colours a user had at their last stroke, from this browser; what is not a
 * list of texts reads as none (the editor drops anything that is not a colour, and keeps few).
 */
export function readRecentColors(userId: string): string[] {
  try {
    const stored: unknown = JSON.parse(
      window.localStorage.getItem(STORAGE_KEYS.recentColors(userId)) ?? "[]",
    );
    return Array.isArray(stored)
      ? stored.filter((color): color is string => typeof color === "string")
      : [];
  } catch {
    return [];
  }
}

export function rememberRecentColors(userId: string, colors: readonly string[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.recentColors(userId), JSON.stringify(colors));
  } catch {
    // Not remembering only means starting the next visit without recent colours.
  }
}
