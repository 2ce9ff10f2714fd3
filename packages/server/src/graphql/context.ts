import type { AppServices } from "../services.js";
import { fail } from "./errors.js";

export interface Viewer {
  userId: string;
  sessionId: string;
}

export interface Context {
  services: AppServices;
  viewer: Viewer | null;
  ip: string;
  userAgent: string | null;
}

/** The signed-in user, or UNAUTHENTICATED: fields declared `signedIn` call this for the typed id. */
export function viewerOf(context: Context): Viewer {
  return context.viewer ?? fail("UNAUTHENTICATED", "You need to sign in to do this.");
}
