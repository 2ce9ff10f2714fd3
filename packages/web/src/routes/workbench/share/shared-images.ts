import { apiRequest } from "../../../lib/api-request";

/** A placed image of a shared file, through the link's own route (docs/api.md, "Share links"). */
export async function loadSharedImage(viewToken: string, blobId: string) {
  const response = await apiRequest(`/api/v1/share-links/images/${blobId}`, {
    headers: { "X-Share-Link": viewToken },
  });
  return createImageBitmap(await response.blob());
}
