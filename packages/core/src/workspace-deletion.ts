/** What the admin types on the confirmation page to enable "Delete workspace" (spec §5). */
export const DELETE_WORKSPACE_PHRASE = "permanently delete this workspace and all its files";

/** How long a mailed deletion link works, in seconds (the token's exp is in seconds too). */
export const WORKSPACE_DELETION_LINK_TTL_SECONDS = 60 * 60;

/** The spec's text for a deletion link that cannot be used (§5), on the page and from the API. */
export const WORKSPACE_DELETION_LINK_INVALID =
  "This link is invalid or expired. Please verify the email you received and try requesting another email from the Workspace settings page.";

/** The exact phrase, as typed: no trimming and no case folding, as the spec says "exact". */
export function isDeleteWorkspacePhrase(typed: string): boolean {
  return typed === DELETE_WORKSPACE_PHRASE;
}

export interface WorkspaceDeletionLink {
  organizationId: string;
  /** Seconds since the epoch. */
  exp: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The link's claims when the page may offer deletion: an organizationId and an exp not earlier
 * than now, both compared in seconds (spec §5); null otherwise. The page reads the token without
 * verifying it: only the server can, and it does when the deletion is confirmed.
 */
export function usableWorkspaceDeletionLink(
  payload: unknown,
  nowMs: number,
): WorkspaceDeletionLink | null {
  if (!isRecord(payload)) return null;
  const { organizationId, exp } = payload;
  if (typeof organizationId !== "string" || organizationId === "") return null;
  if (typeof exp !== "number" || !Number.isFinite(exp)) return null;
  if (exp < Math.floor(nowMs / 1000)) return null;
  return { organizationId, exp };
}
