import type { Editor } from "@contour/canvas";
import { useEffect } from "react";
import { isTypingTarget, toKeyInput } from "./pointer-input";

/**
 * The editor's shortcuts on the whole page (not only when the canvas has focus, as designers
 * expect), except while typing in a field; "?" opens the shortcuts panel, and `onScreenKey`
 * (the panels, full screen) sees a key before the editor does.
 */
export function useEditorShortcuts(
  editor: Editor,
  onHelp: () => void,
  onScreenKey: (event: KeyboardEvent) => boolean,
) {
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (isTypingTarget(event.target, event.key) || event.defaultPrevented) return;
      if (event.key === "?") {
        event.preventDefault();
        onHelp();
        return;
      }
      if (onScreenKey(event) || editor.keyDown(toKeyInput(event))) event.preventDefault();
    };
    const handleKeyUp = (event: KeyboardEvent) => {
      if (editor.keyUp(toKeyInput(event))) event.preventDefault();
    };
    window.addEventListener("keydown", handleKeyDown);
    window.addEventListener("keyup", handleKeyUp);
    return () => {
      window.removeEventListener("keydown", handleKeyDown);
      window.removeEventListener("keyup", handleKeyUp);
    };
  }, [editor, onHelp, onScreenKey]);
}
