import type { Editor, EditorState } from "@contour/canvas";
import { useSyncExternalStore } from "react";

/** The editor's state; the component re-renders when the editor replaces it. */
export function useEditorState(editor: Editor): EditorState {
  return useSyncExternalStore(editor.subscribe, () => editor.state);
}
