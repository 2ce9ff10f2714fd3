import * as Y from "yjs";
import { EditorDriver } from "./editor-driver.js";
import { buildDocument } from "./elements.js";

const REMOTE = "remote";

/**
 * Two replicas of one document joined as the collaboration server joins them: every update made
 * on one is applied to the other with a remote origin, at once; each has its editor.
 */
export function twoReplicas() {
  const { doc: docA } = buildDocument();
  const docB = new Y.Doc();
  Y.applyUpdate(docB, Y.encodeStateAsUpdate(docA), REMOTE);
  const relay = (from: Y.Doc, to: Y.Doc) =>
    from.on("update", (update: Uint8Array, origin: unknown) => {
      if (origin !== REMOTE) Y.applyUpdate(to, update, REMOTE);
    });
  relay(docA, docB);
  relay(docB, docA);
  const a = new EditorDriver({ doc: docA, userId: "user-a" });
  const b = new EditorDriver({ doc: docB, userId: "user-b" });
  /** Who drew each stroke of the layer, bottom to top, as one replica sees it. */
  const authors = (driver: EditorDriver) => driver.strokes().map((stroke) => stroke.author);
  return { a, b, authors };
}
