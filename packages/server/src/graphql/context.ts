import type { ApiTokenScope } from "@contour/core";
import type { Db } from "../db/connection.js";
import { SIGN_IN_NEEDED } from "../modules/auth/bearer.js";
import type { BrowserSession } from "../modules/auth/browser-session.js";
import type { AppServices } from "../services.js";
import { fail } from "./errors.js";

/** What a personal access token lets its request reach (modules/api-tokens). */
export interface ApiTokenGrant {
  tokenId: string;
  organizationId: string;
  scope: ApiTokenScope;
}

export interface Viewer {
  userId: string;
  /** The session; for a personal access token, the token's id (it opens no session). */
  sessionId: string;
  /** Set when a personal access token sent the request: it confines what the request reaches. */
  apiToken?: ApiTokenGrant;
}

export interface Context {
  services: AppServices;
  /**
   * The database for this request's resolvers: services.db, or the request's own transaction
   * while an atomic mutation runs (graphql/atomic-mutations.ts). Resolvers use this one, never
   * services.db, so that everything a request reads sees what it wrote.
   */
  db: Db;
  viewer: Viewer | null;
  /** The browser's session cookie on this request's answer: set by sign-ins, cleared by sign-out. */
  browserSession: BrowserSession;
  ip: string;
  userAgent: string | null;
  /** Work for after the request's changes are committed, such as removing blobs; never run after a rollback. */
  afterCommit: (() => Promise<void>)[];
}

/** The signed-in user, or UNAUTHENTICATED: fields declared `signedIn` call this for the typed id. */
export function viewerOf(context: Context): Viewer {
  return context.viewer ?? fail("UNAUTHENTICATED", SIGN_IN_NEEDED);
}
