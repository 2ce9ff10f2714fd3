import {
  CLIPBOARD_TYPE,
  type Editor,
  type Element,
  readClipboardElements,
  writeClipboardElements,
} from "@contour/canvas";
import { useEffect } from "react";
import { notifyError } from "../../../lib/notify";
import type { ImageCache } from "../images/image-cache";
import { fetchWorkbenchImage, uploadWorkbenchImage } from "../images/workbench-images";
import { isTypingTarget } from "./pointer-input";

export const CLIPBOARD_TEXT = {
  unreadable: "These elements cannot be pasted: they come from a newer Contour, or are damaged.",
  imagesMissing: (count: number) =>
    count === 1
      ? "An image could not be copied over: it shows as a placeholder."
      : `${count} images could not be copied over: they show as placeholders.`,
} as const;

const imageIdsOf = (elements: readonly Element[]): string[] =>
  elements.flatMap((element) =>
    element.kind === "group"
      ? imageIdsOf(element.elements)
      : element.kind === "image"
        ? [element.blobId]
        : [],
  );

function withBlobIds(element: Element, renamed: ReadonlyMap<string, string>): Element {
  if (element.kind === "group") {
    return { ...element, elements: element.elements.map((inner) => withBlobIds(inner, renamed)) };
  }
  if (element.kind !== "image") return element;
  return { ...element, blobId: renamed.get(element.blobId) ?? element.blobId };
}

/**
 * Images pasted from another workbench: a workbench shows only the images it has (docs/
 * security.md), so each is read from the workbench it was copied from and uploaded to this one,
 * through the same checks as any upload. Answers the elements naming the new copies, and how
 * many could not be copied (deleted since, or no longer visible to this designer).
 */
async function bringImagesOver(
  elements: readonly Element[],
  from: string,
  to: string,
  cache: ImageCache,
): Promise<{ elements: Element[]; missing: number }> {
  const renamed = new Map<string, string>();
  let missing = 0;
  for (const blobId of new Set(imageIdsOf(elements))) {
    try {
      const file = await fetchWorkbenchImage(from, blobId);
      const copy = await uploadWorkbenchImage(to, file);
      const bitmap = await createImageBitmap(file).catch(() => null);
      if (bitmap) cache.put(copy, bitmap);
      renamed.set(blobId, copy);
    } catch {
      missing += 1;
    }
  }
  return { elements: elements.map((element) => withBlobIds(element, renamed)), missing };
}

/**
 * Copy, cut and paste on the whole page, except while typing in a field: the selection goes on
 * the clipboard as elements (CLIPBOARD_TYPE) that this or another workbench pastes, in this tab or
 * another; image files pasted from elsewhere are imported as before (`importFiles`).
 */
export function useClipboard({
  workbenchId,
  editor,
  cache,
  importFiles,
}: {
  workbenchId: string;
  editor: Editor;
  cache: ImageCache;
  importFiles: (files: readonly File[]) => Promise<void>;
}) {
  useEffect(() => {
    const copy = (event: ClipboardEvent) => {
      if (isTypingTarget(event.target) || !event.clipboardData) return false;
      const elements = editor.selectedElements();
      if (elements.length === 0) return false;
      event.preventDefault();
      event.clipboardData.setData(
        CLIPBOARD_TYPE,
        writeClipboardElements({ workbenchId, elements }),
      );
      event.clipboardData.setData(
        "text/plain",
        `${elements.length === 1 ? "1 element" : `${elements.length} elements`} from Contour`,
      );
      return true;
    };
    const handleCut = (event: ClipboardEvent) => {
      if (copy(event)) editor.deleteSelection();
    };
    const handlePaste = (event: ClipboardEvent) => {
      if (isTypingTarget(event.target) || !event.clipboardData) return;
      const text = event.clipboardData.getData(CLIPBOARD_TYPE);
      const files = [...event.clipboardData.files];
      if (!text && files.length === 0) return;
      event.preventDefault();
      if (!text) return void importFiles(files);
      const copied = readClipboardElements(text);
      if (!copied) return notifyError(CLIPBOARD_TEXT.unreadable);
      if (editor.editBlock()) return void editor.pasteElements(copied.elements);
      void (async () => {
        const { elements, missing } =
          copied.workbenchId === workbenchId
            ? { elements: copied.elements, missing: 0 }
            : await bringImagesOver(copied.elements, copied.workbenchId, workbenchId, cache);
        editor.pasteElements(elements);
        if (missing > 0) notifyError(CLIPBOARD_TEXT.imagesMissing(missing));
      })();
    };
    window.addEventListener("copy", copy);
    window.addEventListener("cut", handleCut);
    window.addEventListener("paste", handlePaste);
    return () => {
      window.removeEventListener("copy", copy);
      window.removeEventListener("cut", handleCut);
      window.removeEventListener("paste", handlePaste);
    };
  }, [workbenchId, editor, cache, importFiles]);
}
