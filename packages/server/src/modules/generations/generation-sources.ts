import { type GenerationKind, type RenderSettings, UPSCALE_MAX_SIDE } from "@contour/core";
import type { Db } from "../../db/connection.js";
import { fail } from "../../graphql/errors.js";
import { readImageSize } from "../images/image-header.js";
import type { BlobStore } from "../storage/blob-store.js";
import { imagesInStoredDocument, imagesShownBy } from "../workbench-images/image-access.js";
import { imageKey, isImageBlobId } from "../workbench-images/image-key.js";
import { findOutput } from "./generation-queries.js";

const SOURCE_NOT_FOUND = "This source image does not exist or you cannot see it.";

export interface CheckedSources {
  sourceBlobId: string | null;
  maskBlobId: string | null;
  sourceOutputId: string | null;
  /** The source's size, read from its header. */
  sourceSize: { width: number; height: number } | null;
}

/**
 * The request's images, each an image of this workbench (uploaded through it, or an output of
 * one of its requests), and the size of the source, read from its header: an upscale's result
 * is checked against the limits here, before any work starts.
 */
export async function checkSources(
  deps: { db: Db; blobs: BlobStore; maxPixels: number },
  workbench: { id: string; organization_id: string },
  request: {
    kind: GenerationKind;
    settings: RenderSettings;
    sourceBlobId: string | null;
    maskBlobId: string | null;
    sourceOutputId: string | null;
  },
): Promise<CheckedSources> {
  const named = [request.sourceBlobId, request.maskBlobId].filter(
    (blobId): blobId is string => blobId !== null,
  );
  if (named.some((blobId) => !isImageBlobId(blobId))) fail("NOT_FOUND", SOURCE_NOT_FOUND);
  const shown = await imagesShownBy(deps.db, workbench.id, named, () =>
    imagesInStoredDocument(deps.db, workbench.id),
  );
  if (named.some((blobId) => !shown.has(blobId))) fail("NOT_FOUND", SOURCE_NOT_FOUND);

  let sourceBlob = request.sourceBlobId;
  if (request.sourceOutputId) {
    const output = await findOutput(deps.db, request.sourceOutputId);
    const owner = output
      ? await deps.db
          .selectFrom("generations")
          .select("workbench_id")
          .where("id", "=", output.generation_id)
          .executeTakeFirst()
      : undefined;
    if (!output || owner?.workbench_id !== workbench.id) fail("NOT_FOUND", SOURCE_NOT_FOUND);
    sourceBlob = output.blob_id;
  }

  let sourceSize: CheckedSources["sourceSize"] = null;
  if (sourceBlob) {
    const bytes = await deps.blobs.get(imageKey(workbench.organization_id, sourceBlob));
    sourceSize = bytes ? await readImageSize(bytes) : null;
    if (!sourceSize) fail("NOT_FOUND", SOURCE_NOT_FOUND);
    if (request.kind === "UPSCALE") {
      const factor = request.settings.upscale ?? 2;
      sourceSize = { width: sourceSize.width * factor, height: sourceSize.height * factor };
      if (Math.max(sourceSize.width, sourceSize.height) > UPSCALE_MAX_SIDE)
        fail(
          "BAD_USER_INPUT",
          `The upscaled image would be larger than ${UPSCALE_MAX_SIDE.toLocaleString("en-US")} pixels a side. Upscale a smaller image, or by 2x.`,
        );
      if (sourceSize.width * sourceSize.height > deps.maxPixels)
        fail("BAD_USER_INPUT", "The upscaled image would be larger than this server renders.");
    }
  }
  return {
    sourceBlobId: request.sourceBlobId,
    maskBlobId: request.maskBlobId,
    sourceOutputId: request.sourceOutputId,
    sourceSize,
  };
}
