import { Editor, imageBlobIds, type Renderer } from "@contour/canvas";
import { useCallback, useEffect, useMemo, useRef } from "react";
import type * as Y from "yjs";
import { CanvasView } from "../canvas/CanvasView";
import { createImageCache } from "../images/image-cache";
import { ZoomBar } from "../panels/ZoomBar";
import { useDocumentVersion } from "../use-document-version";
import classes from "../WorkbenchEditor.module.css";
import { loadSharedImage } from "./shared-images";

/** A visitor's pen preferences: nothing draws, so none matter. */
const NO_PEN = { stylusDetected: false, touchDraws: false, notePointer: () => {} };

/**
 * The view-only canvas of a shared file: it pans and zooms (the hand tool, the wheel, pinches)
 * and redraws as the team draws; the placed images come through the link's own route.
 */
export function SharedCanvas({ doc, viewToken }: { doc: Y.Doc; viewToken: string }) {
  const editor = useMemo(() => {
    const created = new Editor({ doc, userId: "share-link-visitor", readOnly: true });
    created.setTool("hand");
    return created;
  }, [doc]);
  useEffect(() => () => editor.destroy(), [editor]);
  const renderer = useRef<Renderer | null>(null);
  const handleRenderer = useCallback((next: Renderer | null) => {
    renderer.current = next;
  }, []);
  const cache = useMemo(
    () =>
      createImageCache(
        (blobId) => loadSharedImage(viewToken, blobId),
        () => renderer.current?.markDirty(),
      ),
    [viewToken],
  );
  const images = useCallback((blobId: string) => cache.get(blobId), [cache]);
  const version = useDocumentVersion(doc);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the document's change signal.
  useEffect(() => cache.sync(imageBlobIds(doc)), [cache, doc, version]);

  return (
    <>
      <CanvasView editor={editor} images={images} pen={NO_PEN} onRenderer={handleRenderer} />
      <div className={classes.zoomBar}>
        <ZoomBar editor={editor} />
      </div>
    </>
  );
}
