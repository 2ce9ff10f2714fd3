import { useEffect } from "react";
import { isTypingTarget, toKeyInput } from "../input/pointer-input";
import type { PaintedMask } from "./painted-mask";

/**
 * While the mask is painted, its keys (Escape, [ and ], B and E, undo and redo) go to it before
 * the editor's shortcuts see them: the drawing under the mask must not change unseen.
 */
export function usePaintedMaskKeys(mask: PaintedMask, painting: boolean): void {
  useEffect(() => {
    if (!painting) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (isTypingTarget(event.target, event.key) || event.defaultPrevented) return;
      // Captured first: the editor's handler leaves a key whose default was prevented.
      if (mask.keyDown(toKeyInput(event))) event.preventDefault();
    };
    window.addEventListener("keydown", handleKeyDown, { capture: true });
    return () => window.removeEventListener("keydown", handleKeyDown, { capture: true });
  }, [mask, painting]);
}
