import { type Editor, withRecentColor } from "@contour/canvas";
import { useEffect } from "react";
import { readRecentColors, rememberRecentColors } from "../../../lib/recent-colors";

/**
 * Keeps the brush's recent colours across reloads, per user in this browser: those stored come
 * back when the editor opens (oldest first through withRecentColor, so the order, the cap and the
 * check that each is a colour are the editor's own), and every change is stored again.
 */
export function useRememberedRecentColors(editor: Editor): void {
  useEffect(() => {
    const stored = readRecentColors(editor.userId);
    if (stored.length > 0) {
      const brush = stored.toReversed().reduce(withRecentColor, editor.state.brush);
      editor.setState({ brush });
    }
    let remembered = editor.state.brush.recentColors;
    return editor.subscribe(({ brush }) => {
      if (brush.recentColors === remembered) return;
      remembered = brush.recentColors;
      rememberRecentColors(editor.userId, remembered);
    });
  }, [editor]);
}
