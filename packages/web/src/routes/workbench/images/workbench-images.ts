import { apiRequest, postFile } from "../../../lib/api-request";

const imagesUrl = (workbenchId: string) => `/api/v1/workbenches/${workbenchId}/images`;

/** Uploads an image to place on the workbench; answers the blob id its element names. */
export async function uploadWorkbenchImage(workbenchId: string, file: Blob): Promise<string> {
  const { blobId } = await postFile<{ blobId: string }>(imagesUrl(workbenchId), file);
  return blobId;
}

/** A placed image's pixels, decoded once for the renderer. */
export async function loadWorkbenchImage(workbenchId: string, blobId: string) {
  const response = await apiRequest(`${imagesUrl(workbenchId)}/${blobId}`);
  return createImageBitmap(await response.blob());
}
