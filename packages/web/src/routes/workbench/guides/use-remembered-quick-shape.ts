import type { Editor } from "@contour/canvas";
import { useEffect } from "react";
import { readFlag, writeFlag } from "../../../lib/stored-flag";

const QUICK_SHAPE_KEY = "contour.quickShape";

/**
 * Keeps QuickShape on or off across reloads in this browser, as the designer left it: it is off
 * until turned on (docs/decisions.md, "QuickShape").
 */
export function useRememberedQuickShape(editor: Editor, storage: Storage = window.localStorage) {
  useEffect(() => {
    editor.setQuickShape(readFlag(storage, QUICK_SHAPE_KEY));
    let remembered = editor.state.quickShape;
    return editor.subscribe(({ quickShape }) => {
      if (quickShape === remembered) return;
      remembered = quickShape;
      writeFlag(storage, QUICK_SHAPE_KEY, quickShape);
    });
  }, [editor, storage]);
}
