import { STORAGE_KEYS } from "@contour/core";

/**
 * The root redirector's choice (spec workspace-admin, Root redirector): the workspace last used
 * if the user still belongs to it, else the first one, else none.
 */
export function chooseWorkspace(
  organizationIds: readonly string[],
  lastUsedId: string | null,
): string | null {
  if (lastUsedId && organizationIds.includes(lastUsedId)) return lastUsedId;
  return organizationIds[0] ?? null;
}

export function readLastWorkspace(userId: string): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.lastWorkspace(userId));
  } catch {
    return null;
  }
}

export function rememberLastWorkspace(userId: string, organizationId: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.lastWorkspace(userId), organizationId);
  } catch {
    // Not remembering only means landing on the first workspace next time.
  }
}
