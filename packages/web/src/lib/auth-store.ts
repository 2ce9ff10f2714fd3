import { STORAGE_KEYS } from "@contour/core";
import { deleteLocalCopies } from "./local-copies";
import { forgetReturnUrl } from "./return-url";

/**
 * The session lives in an HttpOnly cookie that no script of ours can read (docs/api.md,
 * "Authentication"): who is signed in is `currentUser`'s answer. What the app keeps is when the
 * session changed, a number that grows at each sign-in and sign-out, in this tab or another: the
 * GraphQL client, and its cache, last exactly one such period (session.tsx).
 * A tiny external store: React subscribes with useSyncExternalStore (see useSessionVersion).
 */
type Listener = () => void;
type SessionChange = "signed-in" | "signed-out";

const listeners = new Set<Listener>();
let version = 0;
// Set by an explicit sign-out: the guard then has no page worth returning to.
let signedOutByUser = false;

function emit(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Tells the other tabs through a storage event: the value changes every time, and says nothing secret. */
function tellOtherTabs(change: SessionChange): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.sessionChanged, `${change} ${Date.now()}`);
  } catch {
    // Storage can throw (privacy modes): the other tabs learn it at their next request.
  }
}

export function getSessionVersion(): number {
  return version;
}

/** A sign-in in this tab gave the browser its session cookie: start afresh, here and in the other tabs. */
export function markSignedIn(): void {
  signedOutByUser = false;
  tellOtherTabs("signed-in");
  emit();
}

/**
 * The server no longer takes this session (expired, revoked): ask `currentUser` again, and the
 * guard sends the user to sign in, back here afterwards. Not a sign-out: this device's copies of
 * unsaved work stay.
 */
export function markSessionEnded(): void {
  emit();
}

/**
 * Ends the session on the user's request (the server has revoked it and cleared the cookie) and
 * forgets any pending return URL and every workbench copy kept on this device: on a shared
 * computer, signing out leaves no drawing behind.
 */
export function signOutLocally(): void {
  signedOutByUser = true;
  void deleteLocalCopies();
  forgetReturnUrl();
  tellOtherTabs("signed-out");
  emit();
}

export function wasSignedOutByUser(): boolean {
  return signedOutByUser;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out changes the session here too.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === STORAGE_KEYS.sessionChanged) emit();
  });
}
