import { STORAGE_KEYS } from "@contour/core";
import { useCallback, useState } from "react";
import { readFlag, writeFlag } from "../../../lib/stored-flag";

/** Our own key beside the spec's: whether touch draws even once a pen was seen. */
const TOUCH_DRAWS_KEY = "contour.touchDrawsWithPen";

export type PointerRole = "draw" | "navigate";

/**
 * What a pointer does on the canvas. Once a pen has been seen (spec files-and-auth §1, the
 * stylus-detected flag), a finger pans and pinches instead of drawing, so a palm resting on a
 * tablet leaves no marks; the toggle gives touch drawing back.
 */
export function pointerRole(
  pointerType: string,
  preferences: { stylusDetected: boolean; touchDraws: boolean },
): PointerRole {
  if (pointerType !== "touch") return "draw";
  return preferences.stylusDetected && !preferences.touchDraws ? "navigate" : "draw";
}

/** The pen preferences, remembered in local storage. */
export function usePenPreferences(storage: Storage = window.localStorage) {
  const [stylusDetected, setStylusDetected] = useState(() =>
    readFlag(storage, STORAGE_KEYS.stylusDetected),
  );
  const [touchDraws, setTouchDrawsState] = useState(() => readFlag(storage, TOUCH_DRAWS_KEY));

  /** Called with every pointer type the canvas sees; the first pen sets the flag for good. */
  const notePointer = useCallback(
    (pointerType: string) => {
      if (pointerType !== "pen" || stylusDetected) return;
      writeFlag(storage, STORAGE_KEYS.stylusDetected, true);
      setStylusDetected(true);
    },
    [storage, stylusDetected],
  );

  const setTouchDraws = useCallback(
    (value: boolean) => {
      writeFlag(storage, TOUCH_DRAWS_KEY, value);
      setTouchDrawsState(value);
    },
    [storage],
  );

  return { stylusDetected, touchDraws, notePointer, setTouchDraws };
}
