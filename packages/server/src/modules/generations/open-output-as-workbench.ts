import {
  addElements,
  artboardSizeFor,
  newId,
  readArtboards,
  readLayers,
  updateLayer,
} from "@contour/canvas";
import { AI_MESSAGES, layerNameOf, outputFileName } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { inTransaction } from "../../db/transaction.js";
import { fail } from "../../graphql/errors.js";
import type { FirstDocumentFill } from "../collab/document-store.js";
import { createWorkbench } from "../workbenches/create-workbench.js";
import { findWorkbenches } from "../workbenches/workbench-queries.js";
import { findGeneration, findOutput } from "./generation-queries.js";

export interface OpenedWorkbench {
  id: string;
  organizationId: string;
}

/** Puts the image over the whole of the first artboard, on its one layer, named `layerName`. */
function placeOverArtboard(image: { blobId: string }, layerName: string): FirstDocumentFill {
  return (doc, origin) => {
    const [artboard] = readArtboards(doc);
    const [layer] = artboard ? readLayers(artboard) : [];
    if (!artboard || !layer) throw new Error("a new document has an artboard and a layer");
    updateLayer(doc, origin, layer.id, { name: layerName });
    addElements(doc, origin, layer.id, [
      {
        kind: "image",
        id: newId(),
        blobId: image.blobId,
        x: 0,
        y: 0,
        width: artboard.width,
        height: artboard.height,
        rotation: 0,
      },
    ]);
  };
}

/**
 * "Open as new workbench": a new file beside the output's workbench, in its folder, with the
 * rights and the activity entry of any new file there (createWorkbench). One artboard of the
 * image's size, one layer holding the image, named as a placed copy would be ("Render 2"). The
 * new file has the image (workbench_images) on the same blob: image blobs are removed only with
 * their workspace, so deleting either file, or the image from the history, never takes the
 * other's. An output of a file the viewer cannot see is NOT_FOUND, whatever its workspace.
 */
export async function openOutputAsWorkbench(
  db: Db,
  viewerId: string,
  outputId: string,
): Promise<OpenedWorkbench> {
  return inTransaction(db, async (trx) => {
    const output = await findOutput(trx, outputId);
    const generation = output ? await findGeneration(trx, output.generation_id) : null;
    const [source] = generation
      ? await findWorkbenches(trx, viewerId, [generation.workbench_id])
      : [];
    if (!output || !generation || !source) fail("NOT_FOUND", AI_MESSAGES.outputNotFound);
    const id = await createWorkbench(trx, viewerId, {
      folderId: source.folder_id,
      name: outputFileName(source.name, generation.kind, output.position),
      artboard: artboardSizeFor(output),
      fill: placeOverArtboard(
        { blobId: output.blob_id },
        layerNameOf(generation.kind, output.position),
      ),
    });
    await trx
      .insertInto("workbench_images")
      .values({ workbench_id: id, blob_id: output.blob_id })
      .execute();
    return { id, organizationId: source.organization_id };
  });
}
