import { useEffect } from "react";
import { isTypingTarget } from "../input/pointer-input";

/** The comment tool's key, as design tools have it. */
export const COMMENT_KEY = "C";

/**
 * C turns comment mode on and off (when the viewer may comment), Escape turns it off; never
 * while typing, and never with a modifier (Ctrl+C copies).
 */
export function useCommentModeKey(
  enabled: boolean,
  placing: boolean,
  setPlacing: (placing: boolean) => void,
): void {
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (isTypingTarget(event.target, event.key) || event.defaultPrevented) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key.toUpperCase() === COMMENT_KEY && enabled && !event.repeat) {
        event.preventDefault();
        setPlacing(!placing);
      } else if (event.key === "Escape" && placing) {
        event.preventDefault();
        setPlacing(false);
      }
    };
    window.addEventListener("keydown", handleKeyDown);
    return () => window.removeEventListener("keydown", handleKeyDown);
  }, [enabled, placing, setPlacing]);
}
