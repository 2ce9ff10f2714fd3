import { apiRequest, postFile } from "../../../lib/api-request";

const imagesUrl = (workbenchId: string) => `/api/v1/workbenches/${workbenchId}/images`;

/** Uploads an image to place on the workbench; answers the blob id its element names. */
export async function uploadWorkbenchImage(workbenchId: string, file: Blob): Promise<string> {
  const { blobId } = await postFile<{ blobId: string }>(imagesUrl(workbenchId), file);
  return blobId;
}

/** A placed image's file, as the workbench that has it serves it. */
export async function fetchWorkbenchImage(workbenchId: string, blobId: string): Promise<Blob> {
  const response = await apiRequest(`${imagesUrl(workbenchId)}/${blobId}`);
  return response.blob();
}

/** A placed image's pixels, decoded once for the renderer. */
export async function loadWorkbenchImage(workbenchId: string, blobId: string) {
  return createImageBitmap(await fetchWorkbenchImage(workbenchId, blobId));
}
