import { MESSAGES } from "@contour/core";
import { getAuthToken } from "./auth-store";

/**
 * Sends a workspace logo to the upload endpoint (docs/api.md); resolves with its signed URL or
 * rejects with the server's message, which the page shows after its prefix.
 */
export async function uploadOrganizationLogo(
  organizationId: string,
  file: File,
): Promise<{ logoUrl: string }> {
  const form = new FormData();
  form.append("file", file);
  const token = getAuthToken();
  let response: Response;
  try {
    response = await fetch(`/api/v1/organizations/${organizationId}/logo`, {
      method: "POST",
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body: form,
    });
  } catch {
    throw new Error(MESSAGES.serverUnreachable);
  }
  const body = (await response.json().catch(() => ({}))) as { error?: string; logoUrl?: string };
  if (!response.ok || !body.logoUrl) throw new Error(body.error ?? MESSAGES.unknownError);
  return { logoUrl: body.logoUrl };
}
