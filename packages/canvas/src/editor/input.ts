import type { PenTilt } from "../document/schema.js";

/**
 * Input as the editor takes it: plain objects, not DOM events, so that the canvas package runs
 * in Node and tests drive it without a browser. The web screen copies the fields it needs from
 * each (coalesced) PointerEvent and KeyboardEvent.
 */

export type PointerType = "mouse" | "pen" | "touch";

export type PointerInput = {
  /** Screen position in CSS pixels, relative to the drawing surface. */
  x: number;
  y: number;
  /** 0 to 1. Browsers report 0.5 for a pressed mouse; the brush simulates it instead. */
  pressure: number;
  /** The UI does palm rejection with it; the brush uses it to trust or simulate pressure. */
  pointerType: PointerType;
  /**
   * A pen's tilt, its azimuth from the screen's x axis (PointerEvent's altitudeAngle and
   * azimuthAngle, or what its tiltX and tiltY say); absent for a mouse or a finger: upright.
   */
  tilt?: PenTilt;
  /** Which pointer of several (PointerEvent.pointerId); a gesture follows only its own. */
  pointerId: number;
  /** PointerEvent.buttons: 1 primary, 2 secondary, 4 middle. */
  buttons: number;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  /** Milliseconds (PointerEvent.timeStamp); only differences matter. */
  time: number;
};

export type KeyInput = {
  /** KeyboardEvent.key: "b", "B", "[", " ", "Delete", "+", … */
  key: string;
  /** KeyboardEvent.code ("KeyB"), so letters work on any keyboard layout and with Alt. */
  code?: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  /** A key held down repeats; tool switches and temporary tools ignore repeats. */
  repeat?: boolean;
};

/** Named keys that a shortcut string spells out rather than as the character. */
const KEY_NAMES: Record<string, string> = { " ": "Space", "+": "Plus", "-": "Minus" };

/**
 * A key press as a shortcut string: modifiers in the order Shift, Alt, Mod, then the key —
 * "B", "Shift+Mod+Z", "Mod+Plus", "[", "Delete". Mod is Ctrl or Cmd. Shift counts only for
 * letters and named keys: for symbols it is how the character is typed ("+" is Shift+= on many
 * layouts), so "Mod+Plus" matches with or without it.
 */
export function shortcutOf(input: KeyInput): string {
  const letter = /^Key([A-Z])$/.exec(input.code ?? "")?.[1];
  const single = input.key.length === 1;
  const key = letter ?? KEY_NAMES[input.key] ?? (single ? input.key.toUpperCase() : input.key);
  const isSymbol = !letter && single && !/^[a-z0-9 ]$/i.test(input.key);
  const parts: string[] = [];
  if (input.shiftKey && !isSymbol) parts.push("Shift");
  if (input.altKey) parts.push("Alt");
  if (input.ctrlKey || input.metaKey) parts.push("Mod");
  parts.push(key);
  return parts.join("+");
}
