import { readArtboards } from "@contour/canvas";
import type { Db } from "../../db/connection.js";
import { withWorkbenchDocument } from "./document-store.js";
import type { LiveDocuments } from "./live-documents.js";

/**
 * Whether the workbench's document holds the artboard: the live document when this process has
 * it open (what its editors see now), the stored one otherwise. A file never opened has none.
 */
export async function hasArtboard(
  db: Db,
  documents: LiveDocuments,
  workbenchId: string,
  artboardId: string,
): Promise<boolean> {
  const found = await withWorkbenchDocument(db, workbenchId, documents.get(workbenchId), (doc) =>
    readArtboards(doc).some((artboard) => artboard.id === artboardId),
  );
  return found === true;
}
