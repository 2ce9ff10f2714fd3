import { STORAGE_KEYS } from "@contour/core";
import { deleteLocalCopies } from "./local-copies";

/**
 * The session token, kept in localStorage so it survives reloads and is shared by tabs.
 * A tiny external store: React subscribes with useSyncExternalStore (see useAuthToken).
 */
type Listener = () => void;

const listeners = new Set<Listener>();

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.authToken);
  } catch {
    // Storage can throw (privacy modes, disabled cookies); treat as signed out.
    return null;
  }
}

let currentToken: string | null = typeof window === "undefined" ? null : readStorage();
// Set by an explicit sign-out: the guard then has no page worth returning to.
let signedOutByUser = false;

function emit(): void {
  for (const listener of listeners) listener();
}

export function getAuthToken(): string | null {
  return currentToken;
}

export function setAuthToken(token: string): void {
  currentToken = token;
  signedOutByUser = false;
  try {
    window.localStorage.setItem(STORAGE_KEYS.authToken, token);
  } catch {
    // The session still works for this tab without storage.
  }
  emit();
}

export function clearAuthToken(): void {
  currentToken = null;
  try {
    window.localStorage.removeItem(STORAGE_KEYS.authToken);
  } catch {
    // Nothing more to forget.
  }
  emit();
}

/**
 * Ends the session on the user's request and forgets any pending return URL and every workbench
 * copy kept on this device: on a shared computer, signing out leaves no drawing behind.
 */
export function signOutLocally(): void {
  signedOutByUser = true;
  void deleteLocalCopies();
  try {
    window.sessionStorage.removeItem(STORAGE_KEYS.redirectAfterLogin);
  } catch {
    // Nothing to forget.
  }
  clearAuthToken();
}

export function wasSignedOutByUser(): boolean {
  return signedOutByUser;
}

export function subscribeAuthToken(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the token here too.
  const handleStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.authToken) return;
    currentToken = event.newValue;
    listener();
  };
  window.addEventListener("storage", handleStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", handleStorage);
  };
}
