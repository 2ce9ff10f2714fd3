import { CSRF_HEADER, SESSION_COOKIE_PATH, STORAGE_KEYS } from "@contour/core";

/** The headers every request of the app carries: the CSRF proof its session cookie needs. */
export const APP_HEADERS: Readonly<Record<string, string>> = { [CSRF_HEADER]: "1" };

export type CookieSessionOutcome = "started" | "refused" | "unreachable";

/**
 * Makes a session token the browser's cookie session (POST /api/v1/session): the token of an
 * `#access_token=` link, or one an earlier version left in localStorage. The page forgets the
 * token afterwards; from then on only the HttpOnly cookie carries it.
 */
export async function startCookieSession(token: string): Promise<CookieSessionOutcome> {
  try {
    const response = await fetch(SESSION_COOKIE_PATH, {
      method: "POST",
      headers: { ...APP_HEADERS, Authorization: `Bearer ${token}` },
    });
    return response.ok ? "started" : "refused";
  } catch {
    return "unreachable";
  }
}

/**
 * Versions before the session cookie kept the token in localStorage: exchanged once for the
 * cookie and deleted, so that the upgrade signs nobody out. Kept for the next load only when
 * the server could not be reached.
 */
export async function adoptStoredToken(): Promise<void> {
  let token: string | null;
  try {
    token = window.localStorage.getItem(STORAGE_KEYS.legacyAuthToken);
  } catch {
    return;
  }
  if (!token) return;
  if ((await startCookieSession(token)) === "unreachable") return;
  try {
    window.localStorage.removeItem(STORAGE_KEYS.legacyAuthToken);
  } catch {
    // Nothing more to forget.
  }
}
