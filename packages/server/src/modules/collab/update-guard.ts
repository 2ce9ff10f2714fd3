import { validateUpdate } from "@contour/canvas";
import { COLLAB_REFUSALS, formatCollabClose } from "@contour/core";
import type * as Y from "yjs";
import type { CollabLimits } from "../../config.js";

/** The WebSocket-style code of a connection closed for a refused update (Hocuspocus passes it). */
export const UPDATE_REFUSED_CODE = 4413;

/**
 * Thrown from `beforeHandleMessage`: Hocuspocus then closes the document's connection with this
 * code and reason, without applying the message, and the client drops its change.
 */
export class UpdateRefusal extends Error {
  readonly code = UPDATE_REFUSED_CODE;
  constructor(
    readonly reason: string,
    readonly problem: string,
  ) {
    super(`document update refused: ${problem}`);
  }
}

/**
 * Checks a client's document update before Yjs applies it, synchronously so that messages keep
 * their order: its size, the document's size after it (`documentBytes` before it), and its
 * content against the workbench schema (canvas `validateUpdate`). Throws `UpdateRefusal`; a
 * deletion only passes even over the document limit, so a full document can still be tidied.
 */
export function checkDocumentUpdate(
  doc: Y.Doc,
  update: Uint8Array,
  documentBytes: number,
  limits: Pick<CollabLimits, "maxDocumentBytes" | "maxUpdateBytes">,
): void {
  if (update.length > limits.maxUpdateBytes) {
    throw new UpdateRefusal(
      formatCollabClose(COLLAB_REFUSALS.updateTooLarge, limits.maxUpdateBytes),
      `an update of ${update.length} bytes`,
    );
  }
  const verdict = validateUpdate(doc, update);
  if (!verdict.ok) {
    throw new UpdateRefusal(COLLAB_REFUSALS.updateInvalid, verdict.problem);
  }
  if (verdict.inserts && documentBytes + update.length > limits.maxDocumentBytes) {
    throw new UpdateRefusal(
      formatCollabClose(COLLAB_REFUSALS.documentFull, limits.maxDocumentBytes),
      `${update.length} bytes more on a document of ${documentBytes}`,
    );
  }
}
