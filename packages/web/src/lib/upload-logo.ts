import { postFile } from "./api-request";

/**
 * Sends a workspace logo to the upload endpoint (docs/api.md); resolves with its signed URL or
 * rejects with the server's message, which the page shows after its prefix.
 */
export function uploadOrganizationLogo(
  organizationId: string,
  file: File,
): Promise<{ logoUrl: string }> {
  return postFile<{ logoUrl: string }>(`/api/v1/organizations/${organizationId}/logo`, file);
}
