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

/**
 * How long a saved URL waits. It is kept in localStorage, not in the tab: a sign-up goes on in
 * the tab the verification mail opens, and an invite link must still be where it ends. An hour
 * covers a slow mail; an older one is not what the person is doing now.
 */
export const RETURN_URL_TTL_MS = 60 * 60 * 1000;

export function saveReturnUrl(location: LocationLike, now = Date.now()): void {
  const url = `${location.pathname}${location.search}${location.hash}`;
  // "/" is where sign-in goes anyway; storing it would only add noise.
  if (url === "/" || !isSafeReturnUrl(url)) return;
  try {
    window.localStorage.setItem(
      STORAGE_KEYS.redirectAfterLogin,
      JSON.stringify({ url, savedAt: now }),
    );
  } catch {
    // Without storage the user simply lands on the dashboard.
  }
}

/** The saved URL while it is fresh, or null; left in place. */
function readSaved(now: number): string | null {
  const stored = window.localStorage.getItem(STORAGE_KEYS.redirectAfterLogin);
  if (stored === null) return null;
  const saved: unknown = JSON.parse(stored);
  if (typeof saved !== "object" || saved === null) return null;
  const { url, savedAt } = saved as { url?: unknown; savedAt?: unknown };
  if (typeof url !== "string" || typeof savedAt !== "number") return null;
  return now - savedAt <= RETURN_URL_TTL_MS && isSafeReturnUrl(url) ? url : null;
}

/** The saved URL, left in place, or null: what the sign-in page may show about where it leads. */
export function peekReturnUrl(now = Date.now()): string | null {
  try {
    return readSaved(now);
  } catch {
    return null;
  }
}

/**
 * The saved URL (removed once read), else "/": where a fresh sign-in, or the end of a sign-up,
 * goes.
 */
export function takeReturnUrl(now = Date.now()): string {
  const saved = peekReturnUrl(now);
  forgetReturnUrl();
  return saved ?? "/";
}

/** Signing out forgets where a sign-in was to go: the next person on this computer starts fresh. */
export function forgetReturnUrl(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.redirectAfterLogin);
  } catch {
    // Nothing to forget.
  }
}
