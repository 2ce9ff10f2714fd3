import type { ArtboardView, Editor } from "@contour/canvas";
import { useMemo } from "react";
import { useDocumentVersion } from "../use-document-version";
import { useEditorState } from "../use-editor-state";

/**
 * The artboard the editor shows (its active layer's), its name, size and layers re-read when the
 * document changes or another artboard is shown.
 */
export function useShownArtboard(editor: Editor): ArtboardView | null {
  const activeLayerId = useEditorState(editor, (state) => state.activeLayerId);
  const version = useDocumentVersion(editor.doc);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `activeLayerId` and `version` are the change signals.
  return useMemo(() => editor.artboard(), [editor, activeLayerId, version]);
}

/**
 * The id of the artboard the editor shows, without re-rendering on every document change: a
 * layer never moves to another artboard, so the active layer says which one it is.
 */
export function useShownArtboardId(editor: Editor): string | null {
  const activeLayerId = useEditorState(editor, (state) => state.activeLayerId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `activeLayerId` is the change signal.
  return useMemo(() => editor.artboard()?.id ?? null, [editor, activeLayerId]);
}
