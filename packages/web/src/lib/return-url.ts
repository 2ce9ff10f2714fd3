import { STORAGE_KEYS } from "@contour/core";

interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Only same-app paths are followed after sign-in: a stored value is never allowed to send the
 * user to another origin ("//host", "/\\host") or back into the auth pages.
 */
export function isSafeReturnUrl(url: string): boolean {
  if (!url.startsWith("/") || url.startsWith("//") || url.startsWith("/\\")) return false;
  return !(
    url === "/auth" ||
    url.startsWith("/auth/") ||
    url.startsWith("/auth?") ||
    url.startsWith("/auth#")
  );
}

export function saveReturnUrl(location: LocationLike): void {
  const url = `${location.pathname}${location.search}${location.hash}`;
  // "/" is where sign-in goes anyway; storing it would only add noise.
  if (url === "/" || !isSafeReturnUrl(url)) return;
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.redirectAfterLogin, url);
  } catch {
    // Without storage the user simply lands on the dashboard.
  }
}

/** The saved URL, left in place, or null: what the sign-in page may show about where it leads. */
export function peekReturnUrl(): string | null {
  try {
    const saved = window.sessionStorage.getItem(STORAGE_KEYS.redirectAfterLogin);
    return saved && isSafeReturnUrl(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** The saved URL (removed once read), else "/": where a fresh sign-in goes. */
export function takeReturnUrl(): string {
  let saved: string | null = null;
  try {
    saved = window.sessionStorage.getItem(STORAGE_KEYS.redirectAfterLogin);
    window.sessionStorage.removeItem(STORAGE_KEYS.redirectAfterLogin);
  } catch {
    saved = null;
  }
  return saved && isSafeReturnUrl(saved) ? saved : "/";
}
